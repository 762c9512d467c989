import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../pipeline/derive/format-phone.js';
import { formatPrice } from '../../../pipeline/derive/format-price.js';
import { searchNameOf, slugOf } from '../../../pipeline/derive/slug.js';

describe('formatPrice (§9 Formats)', () => {
  const price = (amount: number | null, unit: number | null = null, unitText: string | null = null, published = true) => ({
    amount,
    unit,
    unitText,
    published,
  });
  it.each([
    [price(245000), 'fr', '€ 245.000'],
    [price(1250000), 'nl', '€ 1.250.000'],
    [price(95), 'en', '€ 95'],
    [price(1250.5), 'de', '€ 1.250,50'],
    [price(850, 2, '/mois'), 'fr', '€ 850 /mois'],
    [price(189000, 7), 'fr', 'à partir de € 189.000'],
    [price(189000, 7), 'nl', 'vanaf € 189.000'],
    [price(189000, 7), 'en', 'from € 189.000'],
    [price(189000, 7), 'de', 'ab € 189.000'],
    [price(245000, null, null, false), 'fr', 'Prix sur demande'],
    [price(null), 'nl', 'Prijs op aanvraag'],
    [price(Number.NaN), 'en', 'Price on request'],
    [price(-1), 'de', 'Preis auf Anfrage'],
    [price(0), 'fr', '€ 0'],
  ] as const)('%o in %s → %s', (input, language, text) => {
    expect(formatPrice(input, language)).toBe(text);
  });
});

describe('formatPhone (§5)', () => {
  it.each([
    ['0475123456', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    ['071123456', '071 12 34 56'],
    ['071 / 12-34-56', '071 12 34 56'],
    ['+32 71 12 34 56', '+32 71 12 34 56'],
    ['0032475123456', '+32 475 12 34 56'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
    [' 12345 ', '12345'],
  ])('%j → %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });
});

describe('slugs and search names', () => {
  it.each([
    ['Écaussinnes', 'ecaussinnes'],
    ['Mont-sur-Marchienne', 'mont-sur-marchienne'],
    ['Maison 3 façades à Nalinnes!', 'maison-3-facades-a-nalinnes'],
    ["L'Escaut & Co", 'l-escaut-co'],
    ['Geschäftsübernahme', 'geschaeftsuebernahme'],
    ['  Villa   —  Ham-sur-Heure  ', 'villa-ham-sur-heure'],
    ['  ', ''],
  ])('slugOf(%j) → %j', (text, slug) => {
    expect(slugOf(text)).toBe(slug);
  });
  it.each([
    ['Écaussinnes', 'ecaussinnes'],
    ['Mont-sur-Marchienne', 'mont-sur-marchienne'],
    ['Fosses-la-Ville', 'fosses-la-ville'],
    ['Ham-sur-Heure ', 'ham-sur-heure'],
  ])('searchNameOf(%j) → %j', (text, name) => {
    expect(searchNameOf(text)).toBe(name);
  });
});
