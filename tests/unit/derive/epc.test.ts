import { describe, expect, it } from 'vitest';
import { epcLabelOf, parseEpcLabelText, resolveEpc } from '../../../pipeline/derive/epc.js';
import type { EpcLabel, Region } from '../../../schema/index.js';

// §9 Energy label scales, written out by hand (not read from the code's table): for every class,
// its lower bound, the label there and the label just below it (bound − 0.01).
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

const boundRows = (Object.entries(BOUNDS) as [Region, [number, EpcLabel, EpcLabel][]][]).flatMap(([region, bounds]) =>
  bounds.flatMap(([bound, at, below]): [Region, number, EpcLabel][] => [
    [region, bound, at],
    [region, bound - 0.01, below],
  ]),
);

describe('epcLabelOf', () => {
  it.each(boundRows)('%s %d kWh/m².year → %s', (region, value, label) => {
    expect(epcLabelOf(region, value)).toBe(label);
  });
  it.each<[Region, number, EpcLabel]>([
    ['flanders', -5, 'a_plus'],
    ['brussels', -5, 'a_plus'],
    ['wallonia', -5, 'a_plusplus'],
    ['flanders', Number.NEGATIVE_INFINITY, 'a_plus'],
    ['flanders', 2000, 'f'],
    ['brussels', 345, 'f_sub'],
    ['brussels', 345.99, 'f_sub'],
    ['brussels', 223, 'e_plus'], // the spec's "223" typo does not start f_sub
    ['brussels', 0.5, 'a'],
    ['wallonia', 9999, 'g'],
    ['wallonia', Number.POSITIVE_INFINITY, 'g'],
  ])('%s %d → %s', (region, value, label) => {
    expect(epcLabelOf(region, value)).toBe(label);
  });
  it('refuses NaN rather than giving it the best class', () => {
    expect(() => epcLabelOf('wallonia', Number.NaN)).toThrow(RangeError);
  });
});

describe('parseEpcLabelText', () => {
  it.each<[string, Region, EpcLabel | null]>([
    ['A++', 'wallonia', 'a_plusplus'],
    ['A++', 'flanders', null],
    ['A++', 'brussels', null],
    ['A+', 'flanders', 'a_plus'],
    ['A+', 'brussels', 'a_plus'],
    ['A+', 'wallonia', 'a_plus'],
    ['A', 'flanders', 'a'],
    ['A-', 'brussels', 'a_sub'],
    ['A-', 'flanders', null],
    ['B+', 'brussels', 'b_plus'],
    ['B+', 'wallonia', null],
    ['b', 'flanders', 'b'],
    [' b ', 'wallonia', 'b'],
    ['B-', 'brussels', 'b_sub'],
    ['B-', 'wallonia', null],
    ['C-', 'brussels', 'c_sub'],
    ['C-', 'flanders', null],
    [' E ', 'flanders', 'e'],
    ['F', 'flanders', 'f'],
    ['G', 'flanders', null],
    ['G', 'wallonia', 'g'],
    ['G', 'brussels', 'g'],
    ['a_plus', 'flanders', 'a_plus'],
    ['A_PLUSPLUS', 'wallonia', 'a_plusplus'],
    ['f_sub', 'brussels', 'f_sub'],
    ['g_plus', 'brussels', null],
    ['A+++', 'wallonia', null],
    ['A +', 'wallonia', null],
    ['H', 'wallonia', null],
    ['Z', 'brussels', null],
    ['', 'brussels', null],
  ])('%j in %s → %s', (text, region, label) => {
    expect(parseEpcLabelText(text, region)).toBe(label);
  });
});

describe('resolveEpc', () => {
  it.each<[string, Region | null, number | null, string | null, ReturnType<typeof resolveEpc>]>([
    ['a valid feed label wins over the value', 'wallonia', 500, 'B', { label: 'b', source: 'feed' }],
    ['a feed label wins with no value', 'brussels', null, 'C+', { label: 'c_plus', source: 'feed' }],
    ['a label not on the scale is ignored', 'flanders', 150, 'A++', { label: 'b', source: 'computed' }],
    ['an unreadable label is ignored', 'wallonia', 30, 'n/a', { label: 'a_plus', source: 'computed' }],
    ['an empty label is ignored', 'flanders', 500, '', { label: 'f', source: 'computed' }],
    ['no label: computed from the value', 'brussels', 330, null, { label: 'f_sub', source: 'computed' }],
    ['a negative value is computed', 'wallonia', -5, null, { label: 'a_plusplus', source: 'computed' }],
    ['NaN is no value', 'wallonia', Number.NaN, null, { label: null, source: null }],
    ['nothing known', 'wallonia', null, null, { label: null, source: null }],
    ['invalid label and no value', 'flanders', null, 'G', { label: null, source: null }],
    ['outside Belgium a feed label is kept', null, 200, 'C', { label: 'c', source: 'feed' }],
    ['outside Belgium any label of ours is kept', null, null, 'A++', { label: 'a_plusplus', source: 'feed' }],
    ['outside Belgium H (Luxembourg) is dropped', null, 200, 'H', { label: null, source: null }],
    ['outside Belgium nothing is computed', null, 200, null, { label: null, source: null }],
  ])('%s', (_, region, value, text, expected) => {
    expect(resolveEpc(region, value, text)).toEqual(expected);
  });
});
