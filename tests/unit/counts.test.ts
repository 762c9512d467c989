import { describe, expect, it } from 'vitest';
import { countCities, countTotals, countTypes } from '../../pipeline/derive/counts.js';
import { carryFormerUrls } from '../../pipeline/derive/former-urls.js';
import type { City, Property, TypeCategory } from '../../schema/index.js';

// Counts take only properties still on the market, per section; a takeover counts as rent.

const property = (
  id: number,
  goal: Property['goal'],
  status: Property['status'],
  typeIds: number[],
  city = 'Mettet',
  zip = '5640',
) => ({ id, goal, status, typeIds, address: { city, zip } }) as Property;

const properties = [
  property(1, 'sale', 'active', [1]),
  property(2, 'sale', 'active', [1, 5]),
  property(3, 'sale', 'sold', [1]),
  property(4, 'rent', 'active', [2], 'Florennes', '5620'),
  property(5, 'rent', 'rented', [2], 'Florennes', '5620'),
  property(6, 'takeover', 'active', [6], 'Charleroi', '6000'),
];

const type = (webId: number) => ({ webId, countSaleProperty: 9, countRentProperty: 9 }) as TypeCategory;
const city = (name: string, zip: string) => ({ name, zip, propertyCount: 9, saleCount: 9, rentCount: 9 }) as City;

describe('counts', () => {
  it.each([
    [1, 2, 0],
    [2, 0, 1],
    [5, 1, 0],
    [6, 0, 1],
    [8, 0, 0],
  ])('type %i has %i for sale and %i for rent', (webId, sale, rent) => {
    expect(countTypes([type(webId)], properties)[0]).toMatchObject({ countSaleProperty: sale, countRentProperty: rent });
  });

  it.each([
    ['Mettet', '5640', 3, 2, 0],
    ['Florennes', '5620', 2, 0, 1],
    ['Charleroi', '6000', 1, 0, 1],
    ['Mettet', '9999', 0, 0, 0],
  ])('%s %s: %i properties, %i for sale, %i for rent', (name, zip, all, sale, rent) => {
    expect(countCities([city(name, zip)], properties)[0]).toMatchObject({ propertyCount: all, saleCount: sale, rentCount: rent });
  });

  it('totals {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} from available properties', () => {
    expect(countTotals(properties)).toEqual({ forSale: 2, forRent: 2 });
  });
});

describe('carryFormerUrls', () => {
  const previous = new Map([[7, { url: '/fr/a-vendre/mettet/maison/7/', formerUrls: ['/fr/a-vendre/mettet/old/7/'] }]]);
  it.each([
    [
      'keeps the earlier URLs when the URL moves',
      '/fr/a-vendre/mettet/villa/7/',
      ['/fr/a-vendre/mettet/maison/7/', '/fr/a-vendre/mettet/old/7/'],
    ],
    ['keeps only the older ones when the URL stays', '/fr/a-vendre/mettet/maison/7/', ['/fr/a-vendre/mettet/old/7/']],
    ['drops a former URL that becomes current again', '/fr/a-vendre/mettet/old/7/', ['/fr/a-vendre/mettet/maison/7/']],
  ])('%s', (_, url, expected) => {
    expect(carryFormerUrls(previous, { id: 7, url })).toEqual(expected);
  });
  it('has none for a new property', () => {
    expect(carryFormerUrls(previous, { id: 8, url: '/x/' })).toEqual([]);
  });
});
