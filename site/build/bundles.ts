import { link, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleClientScripts } from './client-scripts.js';
import type { BuildContext } from './context.js';
import { linkTree } from './link-tree.js';
import { viteConfigOf } from './vike-options.js';

// The code's bundles: the client scripts (<out>/scripts), and Vike's build of the pages (<out>/server,
// with the files of its client build in <out>/client and its manifest <out>/assets.json). They
// depend on the code alone, so a build whose code is that of the last one links the last one's
// instead of bundling again (a data change, the usual build, then takes no bundling).

/** Beside the site: the files the client build put in <out>/client, to start the next build's site from. */
const CLIENT_BUNDLE = 'bundles/client';

/**
 * Bundles the code into the build's folder, and keeps the client build's files for the next build.
 * In a site process (site/build/site-process.ts), whose NODE_ENV is production: the pages' JSX is
 * compiled for React's production build, the one the render loads, whatever the caller's NODE_ENV.
 */
export async function bundleCode(places: { root: string; out: string }): Promise<void> {
  const { build } = await import('vike/api');
  await Promise.all([bundleClientScripts(places), build({ viteConfig: viteConfigOf(places.root, places.out) })]);
  await linkTree(join(places.out, 'client'), join(places.out, CLIENT_BUNDLE));
}

/** Links the last build's bundles (in `last`) into the build's folder; false when one is missing. */
export async function reuseBundles(last: string, context: BuildContext): Promise<boolean> {
  try {
    for (const folder of ['scripts', 'server', CLIENT_BUNDLE]) {
      const files = await linkTree(join(last, folder), join(context.out, folder));
      if (files === 0) throw new Error(`no ${folder}`);
    }
    await linkTree(join(last, CLIENT_BUNDLE), join(context.out, 'client'));
    await link(join(last, 'assets.json'), join(context.out, 'assets.json'));
    return true;
  } catch {
    await rm(context.out, { recursive: true, force: true });
    return false;
  }
}
