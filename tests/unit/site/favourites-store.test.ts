import { describe, expect, it } from 'vitest';
import { idsOfStored, toggledIds, withIds } from '../../../site/client/favourites/stored-ids.js';
import { inlineSource } from '../../../site/components/inline-source.js';
import { FAVOURITES_MAX } from '../../../site/data/favourite-format.js';

// Issue 17: what the browser keeps of the visitor's favourites. Whatever is stored (an older
// script's value, a hand edit, a cut write, another script's key) is read without throwing: a bad
// value reads as no favourites, a bad entry is dropped.

const STORED: [string, string | null, number[]][] = [
  ['nothing stored', null, []],
  ['an empty value', '', []],
  ['a list of ids', '[4100004,4100013]', [4100004, 4100013]],
  ['corrupt JSON', '[4100004,41000', []],
  ['another shape (an object)', '{"ids":[4100004]}', []],
  ['another shape (a string)', '"4100004"', []],
  ['another shape (a number)', '4100004', []],
  ['JSON null', 'null', []],
  ['wrong entries, dropped one by one', '[4100004,"4100013",-1,0,1.5,null,{},[7],1e300,9007199254740993,12]', [4100004, 12]],
  ['a repeated id, kept once', '[5,6,5,6]', [5, 6]],
];

describe('the stored favourites', () => {
  it.each(STORED)('%s', (_, text, ids) => {
    expect(idsOfStored(text, FAVOURITES_MAX)).toEqual(ids);
  });

  it('keeps at most the given number, the first ones', () => {
    const many = JSON.stringify(Array.from({ length: FAVOURITES_MAX + 50 }, (_, i) => i + 1));
    expect(idsOfStored(many, FAVOURITES_MAX)).toHaveLength(FAVOURITES_MAX);
    expect(idsOfStored(many, 3)).toEqual([1, 2, 3]);
  });

  it('reads the same in the header’s inline script, which runs this function’s own source', () => {
    const inlined = new Function(`return ${inlineSource(idsOfStored)}`)() as typeof idsOfStored;
    for (const [, text, ids] of STORED) expect(inlined(text, FAVOURITES_MAX)).toEqual(ids);
  });
});

describe('changing the favourites', () => {
  it('adds a property first, and takes it out when it is there', () => {
    expect(toggledIds([1, 2], 3)).toEqual([3, 1, 2]);
    expect(toggledIds([3, 1, 2], 1)).toEqual([3, 2]);
    expect(toggledIds([], 7)).toEqual([7]);
  });

  it('never keeps more than the most, the oldest going first', () => {
    const full = Array.from({ length: FAVOURITES_MAX }, (_, i) => i + 1);
    const added = toggledIds(full, 9999);
    expect(added).toHaveLength(FAVOURITES_MAX);
    expect(added[0]).toBe(9999);
    expect(added).not.toContain(FAVOURITES_MAX);
  });

  it('keeps a shared selection after the visitor’s own favourites, without repeating one', () => {
    expect(withIds([1, 2], [2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(withIds([], [5, 6])).toEqual([5, 6]);
  });
});
