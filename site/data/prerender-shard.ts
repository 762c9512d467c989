import { createHash } from 'node:crypto';
import { buildPlaces } from '../build/places.js';

// A large site is prerendered by several processes (site/build/prerender.ts): Vike keeps every page
// it rendered in memory until its run ends (TOOLCHAIN.md), so 10,000 pages in one process outgrow a
// 2 GB heap. A page belongs to one share by its URL's digest: stable, known before anything is
// computed, so a route's hook makes the data of its own share's pages only (the others' data would
// be made, held and thrown away by every process).

type Share = { index: number; count: number } | undefined;

/** Whether this process renders the page at `url` (every page when the build has one share). */
export function isInShare(url: string, share: Share = buildPlaces().share): boolean {
  if (!share || share.count <= 1 || share.index >= share.count) return true;
  return createHash('sha1').update(url).digest().readUInt32BE(0) % share.count === share.index;
}

/** The items whose URL is this process's to render. */
export const inPrerenderShard = <T>(items: readonly T[], urlOf: (item: T) => string, share: Share = buildPlaces().share): T[] =>
  items.filter((item) => isInShare(urlOf(item), share));
