import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../schema/index.js';
import { buildPlaces } from '../build/places.js';
import { loadManifest } from './load.js';

// Build time only. The few client scripts are bundled by `vitrine build` before the prerender
// (site/build/); their names carry a content hash, like the search indexes copied beside them.

let manifest: Record<string, { file: string }> | undefined;

/** The public URL of a bundled client script, by its source path (e.g. 'site/client/search-box.ts'). */
export function scriptUrl(source: string): string {
  const file = join(buildPlaces().scripts, '.vite', 'manifest.json');
  manifest ??= JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not among the bundled client scripts (${file})`);
  return `/${entry.file}`;
}

/** Where the site serves a language's search index, named by the digest the sync recorded for it. */
export function searchIndexUrl(language: Language): string {
  const digest = loadManifest().files[`${language}/search.json`]?.sha256;
  if (!digest) throw new Error(`the generated data has no ${language}/search.json: run \`vitrine sync\` again`);
  return `/assets/search/${language}.${digest.slice(0, 12)}.json`;
}
