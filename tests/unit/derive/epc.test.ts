import { describe, expect, it } from 'vitest';
import { epcLabelOf, parseEpcLabelText, resolveEpc } from '../../../pipeline/derive/epc.js';
import type { EpcLabel, Region } from '../../../schema/index.js';

// §9 Energy label scales, written out by hand (not read from the code's table): for every class,
// its lower bound and the value just below it.
const BOUNDS: Record<Region, [number, EpcLabel, EpcLabel][]> = {
  flanders: [
    [0, 'a', 'a_plus'],
    [100, 'b', 'a'],
    [200, 'c', 'b'],
    [300, 'd', 'c'],
    [400, 'e', 'd'],
    [500, 'f', 'e'],
  ],
  brussels: [
    [0, 'a', 'a_plus'],
    [24, 'a_sub', 'a'],
    [46, 'b_plus', 'a_sub'],
    [63, 'b', 'b_plus'],
    [80, 'b_sub', 'b'],
    [96, 'c_plus', 'b_sub'],
    [114, 'c', 'c_plus'],
    [133, 'c_sub', 'c'],
    [151, 'd_plus', 'c_sub'],
    [171, 'd', 'd_plus'],
    [191, 'd_sub', 'd'],
    [211, 'e_plus', 'd_sub'],
    [233, 'e', 'e_plus'],
    [254, 'e_sub', 'e'],
    [276, 'f_plus', 'e_sub'],
    [299, 'f', 'f_plus'],
    [323, 'f_sub', 'f'],
    [346, 'g', 'f_sub'],
  ],
  wallonia: [
    [0, 'a_plus', 'a_plusplus'],
    [45, 'a', 'a_plus'],
    [85, 'b', 'a'],
    [170, 'c', 'b'],
    [255, 'd', 'c'],
    [340, 'e', 'd'],
    [425, 'f', 'e'],
    [510, 'g', 'f'],
  ],
};

const rows: [Region, number, EpcLabel][] = (Object.entries(BOUNDS) as [Region, [number, EpcLabel, EpcLabel][]][]).flatMap(
  ([region, bounds]) =>
    bounds.flatMap(([bound, at, below]): [Region, number, EpcLabel][] => [
      [region, bound, at],
      [region, bound - 0.01, below],
    ]),
);

describe('epcLabelOf', () => {
  it.each(rows)('%s %d kWh/m².year → %s', (region, value, label) => {
    expect(epcLabelOf(region, value)).toBe(label);
  });
  it.each([
    ['flanders', -5, 'a_plus'],
    ['brussels', -5, 'a_plus'],
    ['wallonia', -5, 'a_plusplus'],
    ['flanders', 2000, 'f'],
    ['brussels', 345, 'f_sub'],
    ['brussels', 223, 'e_plus'],
    ['wallonia', 9999, 'g'],
  ] as const)('%s %d → %s', (region, value, label) => {
    expect(epcLabelOf(region, value)).toBe(label);
  });
});

describe('parseEpcLabelText', () => {
  it.each([
    ['A++', 'wallonia', 'a_plusplus'],
    ['A++', 'flanders', null],
    ['A+', 'flanders', 'a_plus'],
    [' b ', 'flanders', 'b'],
    ['B-', 'brussels', 'b_sub'],
    ['B-', 'wallonia', null],
    ['C+', 'brussels', 'c_plus'],
    ['G', 'flanders', null],
    ['G', 'wallonia', 'g'],
    ['f_sub', 'brussels', 'f_sub'],
    ['Z', 'brussels', null],
    ['', 'brussels', null],
  ] as const)('%j in %s → %s', (text, region, label) => {
    expect(parseEpcLabelText(text, region)).toBe(label);
  });
});

describe('resolveEpc', () => {
  it.each([
    ['a valid feed label wins over the value', 'wallonia', 500, 'B', { label: 'b', source: 'feed' }],
    ['an invalid feed label is ignored', 'flanders', 150, 'A++', { label: 'b', source: 'computed' }],
    ['no label: computed from the value', 'brussels', 330, null, { label: 'f_sub', source: 'computed' }],
    ['nothing known', 'wallonia', null, null, { label: null, source: null }],
    ['outside Belgium a feed label is kept', null, 200, 'C', { label: 'c', source: 'feed' }],
    ['outside Belgium nothing is computed', null, 200, null, { label: null, source: null }],
  ] as const)('%s', (_, region, value, text, expected) => {
    expect(resolveEpc(region, value, text)).toEqual(expected);
  });
});
