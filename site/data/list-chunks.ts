import { createHash } from 'node:crypto';
import { CARDS_PER_CHUNK } from '../search/list-index-format.js';

// Build time only. Where a section's listing is cut into card fragments (site/data/list-index-cards.ts).
// The cuts follow the cards, not their positions (content-defined chunking, as rsync and backup
// tools cut files): a fragment ends after a card whose id's digest falls on one value in
// CARDS_PER_CHUNK, or when it holds twice as many. A listing added at the top or removed from the
// middle changes the fragment it is in, and the others keep their cards, their name and their file;
// cut every CARDS_PER_CHUNK positions, every fragment after it changed (the synthetic agency's
// add-and-remove sync rendered 1,531 of its 2,500 fragments anew, docs/benchmarks.md, bench/build).

/** The most cards a fragment holds: a run of ids with no cut is cut here. */
export const MAX_CARDS_PER_CHUNK = 2 * CARDS_PER_CHUNK;

/** Whether a fragment ends after the card of this id: about one id in CARDS_PER_CHUNK, always the same ones. */
const endsAfter = (id: number | string): boolean =>
  createHash('sha1').update(String(id)).digest().readUInt32BE(0) % CARDS_PER_CHUNK === 0;

/** The listing's items cut into fragments, in order (pure: the same ids give the same cuts). */
export function chunksOf<T extends { id: number | string }>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  for (const item of items) {
    current.push(item);
    if (endsAfter(item.id) || current.length === MAX_CARDS_PER_CHUNK) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
