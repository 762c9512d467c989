import { describe, expect, it } from 'vitest';
import {
  filterQuery,
  matchesFilter,
  needsScript,
  pageLinks,
  parseListState,
  sortPositions,
} from '../../../site/search/list-filter.js';

const house = {
  city: 'Écaussinnes',
  zip: '7190',
  types: [1, 3],
  price: 245_000,
  bedrooms: 3,
  living: 140,
  epc: 2,
  features: ['garden', 'garage'] as const,
};

describe('the list state in the URL (issue 15)', () => {
  it.each([
    ['', {}, 'newest', 1],
    ['?city=Mettet%7C5640&type=2', { city: { name: 'Mettet', zip: '5640' }, type: 2 }, 'newest', 1],
    [
      '?min=100000&max=300000&bedrooms=2&living=90&epc=C&garden=1&terrace=1&sort=price-asc&page=3',
      {
        priceMin: 100_000,
        priceMax: 300_000,
        bedrooms: 2,
        living: 90,
        epc: 'c',
        features: ['garden', 'terrace'],
      },
      'price-asc',
      3,
    ],
    // Malformed values are ignored, never an error.
    ['?city=Mettet&type=abc&min=-5&epc=z&garden=yes&sort=cheap&page=0', {}, 'newest', 1],
  ])('reads %s', (search, filter, sort, page) => {
    expect(parseListState(search)).toEqual({ filter, sort, page });
  });

  it('writes back what it reads, the default sort and page 1 left out', () => {
    const search =
      '?city=Mettet%7C5640&type=2&min=1&max=2&bedrooms=3&living=4&epc=b&garden=1&garage=1&terrace=1&sort=living&page=2';
    const state = parseListState(search);
    expect(filterQuery(state.filter, state.page, state.sort)).toBe(search);
    expect(filterQuery({}, 1, 'newest')).toBe('');
    expect(needsScript(parseListState(''))).toBe(false);
    expect(needsScript(parseListState('?sort=price-desc'))).toBe(true);
  });
});

describe('matching a property', () => {
  it.each([
    [{ city: { name: 'ECAUSSINNES', zip: '7190' } }, true],
    [{ city: { name: 'Écaussinnes', zip: '7191' } }, false],
    [{ type: 3 }, true],
    [{ type: 2 }, false],
    [{ priceMin: 245_000, priceMax: 245_000 }, true],
    [{ priceMax: 244_999 }, false],
    [{ bedrooms: 3, living: 140 }, true],
    [{ bedrooms: 4 }, false],
    [{ epc: 'c' as const }, true],
    [{ epc: 'b' as const }, false],
    [{ features: ['garden', 'garage'] as ('garden' | 'garage')[] }, true],
    [{ features: ['terrace'] as 'terrace'[] }, false],
  ])('%j → %s', (filter, kept) => {
    expect(matchesFilter(house, filter)).toBe(kept);
  });

  it('leaves out a property that does not give the fact asked about', () => {
    const bare = { city: 'Mettet', zip: '5640', types: [1], price: null, bedrooms: null, living: null, epc: null, features: [] };
    for (const filter of [{ priceMin: 1 }, { priceMax: 1 }, { bedrooms: 1 }, { living: 1 }, { epc: 'g' as const }])
      expect(matchesFilter(bare, filter)).toBe(false);
    expect(matchesFilter(bare, {})).toBe(true);
  });
});

describe('sorting and paging', () => {
  const items = [
    { price: 300, living: 80 },
    { price: null, living: 200 },
    { price: 100, living: null },
    { price: 300, living: 120 },
  ];
  it.each([
    ['newest', [0, 1, 2, 3]],
    ['price-asc', [2, 0, 3, 1]],
    ['price-desc', [0, 3, 2, 1]],
    ['living', [1, 3, 0, 2]],
  ] as const)('%s: missing values last, ties newest first', (sort, order) => {
    expect(sortPositions(items, [0, 1, 2, 3], sort)).toEqual(order);
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, null, 20]],
    [10, 20, [1, null, 8, 9, 10, 11, 12, null, 20]],
    [20, 20, [1, null, 18, 19, 20]],
  ])('numbers page %i of %i', (page, pages, links) => {
    expect(pageLinks(page, pages)).toEqual(links);
  });
});
