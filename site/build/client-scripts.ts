import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildContext } from './context.js';

// The site's few client scripts (site/client/*.ts), bundled apart from the prerender: pages that
// need no script ship none, and the prerender reads the bundles' manifest for the hashed names.

/** Every client script of the site, by source path. */
export const CLIENT_SCRIPTS = [
  'site/client/search-box.ts',
  'site/client/list-filter.ts',
  'site/client/property-detail.ts',
  'site/client/forms.ts',
  'site/client/consent.ts',
  // Issue 17: the alert page's (confirm, change, stop a search alert).
  'site/client/alert-page.ts',
  // Issue 17: the hearts (loaded only where a page has one), the favourites page and the compare page.
  'site/client/favourites/favourite-hearts.ts',
  'site/client/favourites/favourites-page.ts',
  'site/client/favourites/compare-page.ts',
  // Issue 46: a booking's thank-you page, its link to the visit's calendar file.
  'site/client/visit-calendar-link.ts',
] as const;

/** Bundles each script into <out>/scripts, with one manifest of them all. */
export async function bundleClientScripts(context: { root: string; out: string }): Promise<void> {
  const { build } = await import('vite');
  const scriptsDir = join(context.out, 'scripts');
  // One build per script: each ships whole, with no chunk shared between them, so a page that loads
  // one script makes one request (two builds would otherwise split out the code they share).
  const manifest: Record<string, unknown> = {};
  for (const [i, script] of CLIENT_SCRIPTS.entries()) {
    const own = `.vite/manifest-${i}.json`;
    await build({
      configFile: false,
      root: context.root,
      logLevel: 'warn',
      build: {
        outDir: scriptsDir,
        emptyOutDir: i === 0,
        manifest: own,
        target: 'es2020',
        rollupOptions: {
          input: [script],
          output: { entryFileNames: 'assets/scripts/[name].[hash].js', chunkFileNames: 'assets/scripts/[name].[hash].js' },
        },
      },
    });
    Object.assign(manifest, JSON.parse(await readFile(join(scriptsDir, own), 'utf8')));
  }
  await writeFile(join(scriptsDir, '.vite', 'manifest.json'), JSON.stringify(manifest, null, 2));
}

/** The bundles, at the URLs the pages name (site/data/client-assets.ts). */
export async function copyClientScripts(context: BuildContext): Promise<void> {
  await cp(join(context.out, 'scripts', 'assets'), join(context.out, 'client', 'assets'), { recursive: true });
}
