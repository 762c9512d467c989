import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlaces } from '../build/places.js';
import type { ListAssets } from './list-index-cards.js';

// Build time only. The list's index and card fragments are written by the render itself, where
// React's markup is at hand: into the site being built (a folder of this build's own, swapped in
// once complete), before the build precompresses it. Several render processes compute the same
// files; the first writes them.

const siteFolder = () => buildPlaces().client;

const isFirstShare = () => (buildPlaces().share?.index ?? 0) === 0;

/** Writes a section's index and fragments at the URLs its pages name (once per build). */
export function writeListAssets(assets: ListAssets, client = siteFolder()): void {
  if (!isFirstShare()) return;
  mkdirSync(join(client, assets.base), { recursive: true });
  writeFileSync(join(client, assets.indexUrl), JSON.stringify(assets.index));
  for (const [n, html] of assets.chunks.entries()) writeFileSync(join(client, assets.base, `${n}.html`), html);
}
