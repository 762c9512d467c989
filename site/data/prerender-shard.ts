import { createHash } from 'node:crypto';
import { buildPlaces } from '../build/places.js';

// A large site is rendered by several processes, one per core (site/build/prerender.ts). A page
// belongs to one share by its URL's digest: stable, known before anything is computed, so a route's
// page list makes the data of its own share's pages only (the others' data would be made and thrown
// away by every process).

type Share = { index: number; count: number } | undefined;

/** Whether this process renders the page at `url` (every page when the build has one share). */
export function isInShare(url: string, share: Share = buildPlaces().share): boolean {
  if (!share || share.count <= 1 || share.index >= share.count) return true;
  return createHash('sha1').update(url).digest().readUInt32BE(0) % share.count === share.index;
}

/** The items whose URL is this process's to render. */
export const inPrerenderShard = <T>(items: readonly T[], urlOf: (item: T) => string, share: Share = buildPlaces().share): T[] =>
  items.filter((item) => isInShare(urlOf(item), share));
