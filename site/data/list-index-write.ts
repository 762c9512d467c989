import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildPlaces } from '../build/places.js';
import type { ListAssets } from './list-index-cards.js';

// Build time only. The list's index and card fragments are written by the prerender itself, where
// React's markup is at hand: beside the bundled scripts' site (dist/client), before the build
// precompresses the site. Several prerender processes compute the same files; the first writes them.

const siteFolder = () => buildPlaces().client;

const isFirstShare = () => (buildPlaces().share?.index ?? 0) === 0;

function writeAtomically(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** Writes a section's index and fragments at the URLs its pages name (once per build). */
export function writeListAssets(assets: ListAssets, client = siteFolder()): void {
  if (!isFirstShare()) return;
  writeAtomically(join(client, assets.indexUrl), JSON.stringify(assets.index));
  for (const [n, html] of assets.chunks.entries()) writeAtomically(join(client, assets.base, `${n}.html`), html);
}
