import { describe, expect, it } from 'vitest';
import type { Property } from '../../../schema/index.js';
import { keyFactsOf } from '../../../site/components/property/key-facts.js';
import { belgianNumber, distanceText, scoreText } from '../../../site/components/property/number-format.js';

// Issue 15: the key facts under a property's title, and the number formats of the page's new parts.

const property = (over: Partial<{ bedrooms: number | null; living: number | null; reference: string | null }> = {}) =>
  ({
    id: 4100013,
    reference: over.reference === undefined ? 'VH-013' : over.reference,
    typeName: 'Villa',
    mainTypeName: 'Maison',
    counts: { bedrooms: over.bedrooms === undefined ? 3 : over.bedrooms, bathrooms: 1 },
    surfaces: { living: over.living === undefined ? 1250 : over.living, ground: 830 },
    address: { zip: '6120', city: 'Nalinnes' },
  }) as unknown as Property;

describe('the key facts', () => {
  it('lists type, bedrooms, bathrooms, living and plot area, city and reference, in that order', () => {
    expect(keyFactsOf(property())).toEqual([
      { key: 'type', text: 'Villa' },
      { key: 'bedrooms', count: 3 },
      { key: 'bathrooms', count: 1 },
      { key: 'living', area: 1250 },
      { key: 'plot', area: 830 },
      { key: 'city', text: '6120 Nalinnes' },
      { key: 'reference', text: 'VH-013' },
    ]);
  });

  it('leaves out a fact the feed does not give, but keeps a true zero (a studio has 0 bedrooms)', () => {
    const keys = keyFactsOf(property({ bedrooms: null, living: null })).map((f) => f.key);
    expect(keys).not.toContain('bedrooms');
    expect(keys).not.toContain('living');
    expect(keyFactsOf(property({ bedrooms: 0 }))).toContainEqual({ key: 'bedrooms', count: 0 });
  });

  it('gives the id as the reference when the feed has none', () => {
    expect(keyFactsOf(property({ reference: null })).at(-1)).toEqual({ key: 'reference', text: '4100013' });
  });
});

describe('number formats', () => {
  it('groups areas the Belgian way', () => {
    expect(belgianNumber(1250)).toBe('1.250');
    expect(belgianNumber(92.5)).toBe('92,5');
  });

  it('writes a score with a Belgian decimal comma in every language', () => {
    expect(scoreText(6.3, 'fr')).toBe('6,3');
    expect(scoreText(6.3, 'nl')).toBe('6,3');
    expect(scoreText(6.3, 'en')).toBe('6,3'); // en-BE, as the field groups' dates
    expect(scoreText(7, 'de')).toBe('7');
  });

  it('writes a distance in metres below a kilometre, in kilometres from there', () => {
    expect(distanceText(200, 'fr')).toBe('200 m');
    expect(distanceText(999.6, 'nl')).toBe('1000 m');
    expect(distanceText(1800, 'fr')).toBe('1,8 km');
    expect(distanceText(1800, 'de')).toBe('1,8 km');
  });
});
