import { describe, expect, it } from 'vitest';
import { idsOfQuery, queryOfIds } from '../../../site/client/favourites/ids.js';
import { COMPARE_MAX } from '../../../site/data/favourite-format.js';

// Issue 17: a selection in a link (`?ids=…`): the share link of the favourites page and the compare
// page. A link may be cut, typed or edited: what is not an id is left out, never thrown.

describe('the ids of a link', () => {
  it.each([
    ['?ids=4100004,4100013', [4100004, 4100013]],
    ['?ids=4100004', [4100004]],
    ['', []],
    ['?ids=', []],
    ['?other=1,2', []],
    ['?ids=4100004%2C4100013', [4100004, 4100013]],
    ['?ids= 1 , 2 ', [1, 2]],
    ['?ids=1,,2,', [1, 2]],
    ['?ids=1,abc,-2,0,2.5,1e3,0x10,3', [1, 3]],
    ['?ids=5,6,5', [5, 6]],
    ['?ids=99999999999999999999,7', [7]],
    ['?ids=<script>,8', [8]],
    ['?lang=fr&ids=9,10&x=1', [9, 10]],
  ])('%s → %j', (search, ids) => {
    expect(idsOfQuery(search, 200)).toEqual(ids);
  });

  it('keeps at most the given number, the first ones (the compare page takes 4)', () => {
    expect(idsOfQuery('?ids=1,2,3,4,5,6', COMPARE_MAX)).toEqual([1, 2, 3, 4]);
  });

  it('makes the link back from the ids', () => {
    expect(queryOfIds([4100004, 4100013])).toBe('?ids=4100004,4100013');
    expect(idsOfQuery(queryOfIds([3, 1, 2]), 200)).toEqual([3, 1, 2]);
  });
});
