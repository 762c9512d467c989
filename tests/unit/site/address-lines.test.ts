import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../schema/index.js';
import { addressLines, type PostalAddress } from '../../../site/components/property/address-lines.js';
import { RESOURCES } from '../../../site/locales/i18n.js';

// The property page's address: the box number's word in the page's language (it was French's "bte" in
// every language), and only the parts the feed gives.

const address = (parts: Partial<PostalAddress> = {}): PostalAddress => ({
  street: 'Quai de Brabant',
  houseNumber: '30',
  box: '2.1',
  zip: '6000',
  city: 'Charleroi',
  published: true,
  ...parts,
});

describe('the address lines', () => {
  it.each([
    ['fr', 'Quai de Brabant 30 bte 2.1'],
    ['nl', 'Quai de Brabant 30 bus 2.1'],
    ['en', 'Quai de Brabant 30 box 2.1'],
    ['de', 'Quai de Brabant 30 box 2.1'],
  ] as const)('%s writes the box number with its own word: %s', (language, street) => {
    expect(addressLines(address(), language)).toEqual([street, '6000 Charleroi']);
  });

  it('uses, in every language, a word Belgian postal law accepts before a box number (royal decree of 24 April 2014, art. 34)', () => {
    for (const language of LANGUAGES) {
      const word = RESOURCES[language].property.addressBox.replace('{{box}}', '').trim();
      expect(['boîte', 'bte', 'bus', 'box'], language).toContain(word);
    }
  });

  it.each(LANGUAGES)('%s: without a box, street and number', (language: Language) => {
    expect(addressLines(address({ box: null }), language)).toEqual(['Quai de Brabant 30', '6000 Charleroi']);
  });

  it('without a number, the street and its box', () => {
    expect(addressLines(address({ houseNumber: null }), 'nl')).toEqual(['Quai de Brabant bus 2.1', '6000 Charleroi']);
    expect(addressLines(address({ houseNumber: null, box: null }), 'fr')).toEqual(['Quai de Brabant', '6000 Charleroi']);
  });

  it.each(LANGUAGES)('%s: without a street, only the place (a number or a box alone locates nothing)', (language: Language) => {
    expect(addressLines(address({ street: null }), language)).toEqual(['6000 Charleroi']);
    expect(addressLines(address({ street: null, houseNumber: null, box: null }), language)).toEqual(['6000 Charleroi']);
  });

  it.each(LANGUAGES)('%s: an address the owner does not publish shows only the place', (language: Language) => {
    expect(addressLines(address({ published: false }), language)).toEqual(['6000 Charleroi']);
  });

  it('leaves out a missing postcode or city (a project may have neither) and gives no line for nothing', () => {
    expect(addressLines(address({ zip: null }), 'en')).toEqual(['Quai de Brabant 30 box 2.1', 'Charleroi']);
    expect(addressLines(address({ city: null, box: null }), 'de')).toEqual(['Quai de Brabant 30', '6000']);
    expect(addressLines(address({ street: null, zip: null, city: null }), 'fr')).toEqual([]);
  });
});
