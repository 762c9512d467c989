import { describe, expect, it } from 'vitest';
import { regionOfPostcode } from '../../../pipeline/derive/region.js';
import type { Region } from '../../../schema/index.js';

// §9 Regions by postcode, at every range edge.
describe('regionOfPostcode', () => {
  it.each<[string | number, Region | null]>([
    ['999', null],
    [999, null],
    ['0999', null],
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
    ['10000', null],
    [10000, null],
    ['abc', null],
    ['', null],
    [' 6000 ', 'wallonia'],
    [5600, 'wallonia'],
    [6000.5, null],
    ['B-6000', null],
    ['6000 Charleroi', null],
  ])('%j → %s', (zip, region) => {
    expect(regionOfPostcode(zip)).toBe(region);
  });
  it.each<[number | null | undefined, Region | null]>([
    [10, 'wallonia'],
    [null, 'wallonia'],
    [undefined, 'wallonia'],
    [50, null],
    [0, null],
  ])('6000 with country %s → %s', (countryId, region) => {
    expect(regionOfPostcode('6000', countryId)).toBe(region);
  });
});
