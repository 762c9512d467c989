import { describe, expect, it } from 'vitest';
import {
  type FilterableCard,
  fillTemplate,
  filterQuery,
  matchesFilter,
  pageOfItems,
  parseListFilter,
  parsePageNumber,
} from '../../../site/search/list-filter.js';

// §2 ?city=<name>|<zip> and ?type=<id> on the lists; §5 city comparison ignores case and accents and
// needs an equal zip.

const card = (city: string, zip: string, types: number[]): FilterableCard => ({ city, zip, types });

describe('parseListFilter', () => {
  it.each([
    ['?city=Mettet%7C5640', { city: { name: 'Mettet', zip: '5640' } }],
    ['?city=Mettet|5640', { city: { name: 'Mettet', zip: '5640' } }],
    ['?city=%C3%89caussinnes%7C7190&type=2', { city: { name: 'Écaussinnes', zip: '7190' }, type: 2 }],
    ['?type=2', { type: 2 }],
    ['type=8', { type: 8 }],
    ['?city=+Mettet+|+5640+', { city: { name: 'Mettet', zip: '5640' } }],
    // A name holding a pipe: the last pipe splits.
    ['?city=A|B|5640', { city: { name: 'A|B', zip: '5640' } }],
  ])('%s', (search, expected) => {
    expect(parseListFilter(search)).toEqual(expected);
  });

  it.each([
    [''],
    ['?'],
    ['?city=Mettet'],
    ['?city=|5640'],
    ['?city=Mettet|'],
    ['?city=Mettet|56 40'],
    ['?city=Mettet|<script>'],
    ['?city=%E0%A4%A'],
    ['?type=abc'],
    ['?type=0'],
    ['?type=-2'],
    ['?type=1.5'],
    ['?type=2e3'],
    ['?type='],
    ['?page=2'],
  ])('ignores a malformed or missing value: %s', (search) => {
    expect(parseListFilter(search)).toEqual({});
  });

  it('keeps the valid half of a half-malformed query', () => {
    expect(parseListFilter('?city=Mettet&type=3')).toEqual({ type: 3 });
    expect(parseListFilter('?city=Mettet|5640&type=x')).toEqual({ city: { name: 'Mettet', zip: '5640' } });
  });
});

describe('matchesFilter', () => {
  const ecaussinnes = card('Écaussinnes', '7190', [1, 4]);
  it('compares the city without case or accents, and needs the same zip', () => {
    expect(matchesFilter(ecaussinnes, parseListFilter('?city=ecaussinnes|7190'))).toBe(true);
    expect(matchesFilter(ecaussinnes, parseListFilter('?city=ÉCAUSSINNES|7190'))).toBe(true);
    expect(matchesFilter(ecaussinnes, parseListFilter('?city=Ecaussinnes|7191'))).toBe(false);
    expect(matchesFilter(ecaussinnes, parseListFilter('?city=Ecaussine|7190'))).toBe(false);
    expect(matchesFilter(card('Mettet', '5640', [1]), parseListFilter('?city=Ecaussinnes|5640'))).toBe(false);
  });

  it('finds the type among every type of the property', () => {
    expect(matchesFilter(ecaussinnes, { type: 1 })).toBe(true);
    expect(matchesFilter(ecaussinnes, { type: 4 })).toBe(true);
    expect(matchesFilter(ecaussinnes, { type: 2 })).toBe(false);
  });

  it('needs both when both are given, and lets everything through without a filter', () => {
    expect(matchesFilter(ecaussinnes, { city: { name: 'Écaussinnes', zip: '7190' }, type: 4 })).toBe(true);
    expect(matchesFilter(ecaussinnes, { city: { name: 'Écaussinnes', zip: '7190' }, type: 2 })).toBe(false);
    expect(matchesFilter(ecaussinnes, { city: { name: 'Mettet', zip: '5640' }, type: 4 })).toBe(false);
    expect(matchesFilter(ecaussinnes, {})).toBe(true);
  });
});

describe('paging of the filtered set', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);
  it('cuts pages of the given size and clamps the page asked for', () => {
    expect(pageOfItems(items, 1, 12)).toEqual({ items: items.slice(0, 12), page: 1, pages: 3, count: 30 });
    expect(pageOfItems(items, 3, 12)).toEqual({ items: items.slice(24), page: 3, pages: 3, count: 30 });
    expect(pageOfItems(items, 9, 12).page).toBe(3);
    expect(pageOfItems([], 2, 12)).toEqual({ items: [], page: 1, pages: 1, count: 0 });
  });

  it('reads ?page=, 1 when missing or malformed', () => {
    expect(parsePageNumber('?city=Mettet|5640&page=2')).toBe(2);
    for (const search of ['', '?page=0', '?page=-1', '?page=two', '?page=1.5']) expect(parsePageNumber(search)).toBe(1);
  });

  it('writes the links of the pages with the filter kept, and nothing malformed', () => {
    const filter = parseListFilter('?city=%C3%89caussinnes|7190&type=2&junk=1');
    expect(filterQuery(filter, 2)).toBe('?city=%C3%89caussinnes%7C7190&type=2&page=2');
    expect(filterQuery(filter, 1)).toBe('?city=%C3%89caussinnes%7C7190&type=2');
    expect(parseListFilter(filterQuery(filter, 3))).toEqual(filter);
    expect(filterQuery({})).toBe('');
  });

  it('fills the locale templates', () => {
    expect(fillTemplate('Pagina {{page}}/{{pages}} – {{count}} panden', { page: 1, pages: 2, count: 14 })).toBe(
      'Pagina 1/2 – 14 panden',
    );
    expect(fillTemplate('Page {{page}} {{other}}', { page: 1 })).toBe('Page 1 {{other}}');
  });
});
