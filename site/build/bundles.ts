import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleClientScripts } from './client-scripts.js';
import type { BuildContext } from './context.js';
import { linkOrCopy, linkTree } from './link-tree.js';
import { bundleRenderProcess, RENDER_BUNDLE } from './render-bundle.js';
import { viteConfigOf } from './vike-options.js';

// The code's bundles: the client scripts (<out>/scripts), Vike's build of the pages (<out>/server,
// with the files of its client build in <out>/client and its manifest <out>/assets.json), and the
// render process (<out>/render, site/build/render-bundle.ts). They
// depend on the code alone, so a build whose code is that of the last one links the last one's
// instead of bundling again (a data change, the usual build, then takes no bundling). The bundles
// of a code are also kept in the machine's bundle cache by its digest: a build into another folder
// (a first build, a second site, a test's own folder) links them from there.

/** Beside the site: the files the client build put in <out>/client, to start the next build's site from. */
const CLIENT_BUNDLE = 'bundles/client';

/**
 * Bundles the code into the build's folder, and keeps the client build's files for the next build.
 * In a site process (site/build/site-process.ts), whose NODE_ENV is production: the pages' JSX is
 * compiled for React's production build, the one the render loads, whatever the caller's NODE_ENV.
 */
export async function bundleCode(places: { root: string; out: string }): Promise<void> {
  const { build } = await import('vike/api');
  await Promise.all([
    bundleClientScripts(places),
    build({ viteConfig: viteConfigOf(places.root, places.out) }),
    bundleRenderProcess(places),
  ]);
  await linkTree(join(places.out, 'client'), join(places.out, CLIENT_BUNDLE));
}

/** The files of a build's folder that make its bundles. */
const BUNDLE_PARTS = ['scripts', 'server', RENDER_BUNDLE, CLIENT_BUNDLE];

/** Links the last build's bundles (in `last`) into the build's folder; false when one is missing. */
export async function reuseBundles(last: string, context: BuildContext): Promise<boolean> {
  try {
    for (const folder of BUNDLE_PARTS) {
      const files = await linkTree(join(last, folder), join(context.out, folder));
      if (files === 0) throw new Error(`no ${folder}`);
    }
    await linkTree(join(last, CLIENT_BUNDLE), join(context.out, 'client'));
    await linkOrCopy(join(last, 'assets.json'), join(context.out, 'assets.json'));
    return true;
  } catch {
    await rm(context.out, { recursive: true, force: true });
    return false;
  }
}

/** Code versions whose bundles the cache keeps (the newest): a switch between branches finds its own. */
const CACHED_CODES = 3;

/**
 * Keeps the bundles just made in <out> in the cache as <cache>/<code digest> (links: bundles are
 * never rewritten in place), then lets go of all but the newest few. Written beside, renamed in
 * place: a build that stops halfway leaves no entry, and of two builds of the same code, the
 * second finds the first one's entry and keeps its own out.
 */
export async function cacheBundles(out: string, cache: string, code: string): Promise<void> {
  const entry = join(cache, code);
  const writing = `${entry}.${process.pid}.new`;
  try {
    for (const folder of BUNDLE_PARTS) await linkTree(join(out, folder), join(writing, folder));
    await linkOrCopy(join(out, 'assets.json'), join(writing, 'assets.json'));
    await rename(writing, entry);
  } catch {
    // Another build put the same code's bundles there first, or the cache cannot be written: the site does not need it.
  } finally {
    await rm(writing, { recursive: true, force: true });
  }
  await forgetOldBundles(cache).catch(() => {});
}

/** Removes the cache's entries but the CACHED_CODES newest. */
async function forgetOldBundles(cache: string): Promise<void> {
  await mkdir(cache, { recursive: true });
  const entries = (await readdir(cache)).filter((name) => /^[0-9a-f]{64}$/.test(name));
  const made = await Promise.all(entries.map(async (name) => ({ name, at: (await stat(join(cache, name))).mtimeMs })));
  for (const { name } of made.sort((a, b) => b.at - a.at).slice(CACHED_CODES))
    await rm(join(cache, name), { recursive: true, force: true });
}
