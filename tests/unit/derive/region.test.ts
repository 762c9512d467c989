import { describe, expect, it } from 'vitest';
import { regionOfPostcode } from '../../../pipeline/derive/region.js';

// §9 Regions by postcode, at every range edge.
describe('regionOfPostcode', () => {
  it.each([
    ['999', null],
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
    ['abc', null],
    [' 6000 ', 'wallonia'],
    [5600, 'wallonia'],
  ] as const)('%j → %s', (zip, region) => {
    expect(regionOfPostcode(zip)).toBe(region);
  });
  it.each([
    [10, 'wallonia'],
    [null, 'wallonia'],
    [50, null],
  ] as const)('country %s', (countryId, region) => {
    expect(regionOfPostcode('6000', countryId)).toBe(region);
  });
});
