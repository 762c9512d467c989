import { describe, expect, it } from 'vitest';
import { chunksOf, MAX_CARDS_PER_CHUNK } from '../../../site/data/list-chunks.js';
import { CARDS_PER_CHUNK, cardPlacesOf, type ListIndex } from '../../../site/search/list-index-format.js';

// The lists' card fragments are cut where their cards say, so that a listing added or removed
// changes the fragments around it only (site/data/list-chunks.ts).

const listing = (count: number) => Array.from({ length: count }, (_, i) => ({ id: 4100000 + i * 7 }));
const keyOf = (chunk: readonly { id: number }[]) => chunk.map((card) => card.id).join(',');
/** How many fragments of `after` the fragments of `before` do not have. */
const newFragments = (before: { id: number }[], after: { id: number }[]) => {
  const known = new Set(chunksOf(before).map(keyOf));
  return chunksOf(after).filter((chunk) => !known.has(keyOf(chunk))).length;
};

describe('list chunks', () => {
  it('holds every card once, in order, never more than the most a fragment holds, about CARDS_PER_CHUNK on average', () => {
    const cards = listing(400);
    const chunks = chunksOf(cards);
    expect(chunks.flat()).toEqual(cards);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBe(MAX_CARDS_PER_CHUNK);
    expect(Math.min(...chunks.map((chunk) => chunk.length))).toBeGreaterThan(0);
    expect(cards.length / chunks.length).toBeGreaterThan(CARDS_PER_CHUNK / 2);
    expect(cards.length / chunks.length).toBeLessThan(MAX_CARDS_PER_CHUNK);
    expect(chunksOf([])).toEqual([]);
  });

  it('cuts by the cards, not by their positions: a listing added at the top and one removed change a few fragments, wherever it was', () => {
    const cards = listing(400);
    const counts = cards.map((_, removed) => newFragments(cards, [{ id: 9999999 }, ...cards.toSpliced(removed, 1)]));
    // The top fragment, the one that lost a card, and where a run of cards has no cut of its own
    // (cut at MAX_CARDS_PER_CHUNK), the fragments up to the next one. By position, every fragment
    // after the top one would change: a hundred.
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeLessThan(3);
    // The same cards are cut the same way in every build.
    expect(newFragments(cards, listing(400))).toBe(0);
  });

  it("tells the client where each position's card lies", () => {
    const index = {
      fragments: [
        ['a', 2],
        ['b', 1],
        ['c', 3],
      ],
    } as Pick<ListIndex, 'fragments'> as ListIndex;
    expect(cardPlacesOf(index)).toEqual([
      { fragment: 'a', offset: 0 },
      { fragment: 'a', offset: 1 },
      { fragment: 'b', offset: 0 },
      { fragment: 'c', offset: 0 },
      { fragment: 'c', offset: 1 },
      { fragment: 'c', offset: 2 },
    ]);
  });
});
