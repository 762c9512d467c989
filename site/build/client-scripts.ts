import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PACKAGE_ROOT } from './paths.js';

// The site's few client scripts (site/client/*.ts), bundled apart from the prerender: pages that
// need no script ship none, and the prerender reads the bundles' manifest for the hashed names.

/** Every client script of the site, by source path. */
export const CLIENT_SCRIPTS = [
  'site/client/search-box.ts',
  'site/client/list-filter.ts',
  'site/client/property-detail.ts',
  'site/client/forms.ts',
  'site/client/consent.ts',
] as const;

export async function bundleClientScripts(scriptsDir: string): Promise<void> {
  const { build } = await import('vite');
  // One build per script: each ships whole, with no chunk shared between them, so a page that loads
  // one script makes one request (two builds would otherwise split out the code they share).
  const manifest: Record<string, unknown> = {};
  for (const [i, script] of CLIENT_SCRIPTS.entries()) {
    const own = `.vite/manifest-${i}.json`;
    await build({
      configFile: false,
      root: PACKAGE_ROOT,
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

/** The bundles and each language's search index, at the URLs the pages name (site/data/client-assets.ts). */
export async function copyClientAssets(data: string, client: string, scriptsDir: string): Promise<void> {
  await cp(join(scriptsDir, 'assets'), join(client, 'assets'), { recursive: true });
  const { searchIndexUrl } = await import('../site/data/client-assets.js');
  const { loadManifest } = await import('../site/data/load.js');
  await mkdir(join(client, 'assets', 'search'), { recursive: true });
  for (const language of loadManifest().languages) {
    await copyFile(join(data, language, 'search.json'), join(client, searchIndexUrl(language)));
  }
}
