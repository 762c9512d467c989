import { describe, expect, it } from 'vitest';
import { formatPrice, type PriceInput } from '../../../pipeline/derive/format-price.js';
import type { Language } from '../../../schema/index.js';

const price = (
  amount: number | null,
  unit: number | null = null,
  unitText: string | null = null,
  published = true,
): PriceInput => ({
  amount,
  unit,
  unitText,
  published,
});

// §9 Formats: Belgian grouping with the euro sign first, unit 7 "starting from", never NaN.
describe('formatPrice', () => {
  it.each<[string, PriceInput, Language, string]>([
    ['sale', price(245000), 'fr', '€ 245.000'],
    ['millions', price(1250000), 'nl', '€ 1.250.000'],
    ['below a thousand', price(95), 'en', '€ 95'],
    ['a thousand', price(1000), 'de', '€ 1.000'],
    ['decimals', price(1250.5), 'de', '€ 1.250,50'],
    ['cents', price(0.5), 'fr', '€ 0,50'],
    ['rounds to the cent', price(1250.456), 'fr', '€ 1.250,46'],
    ['whole after rounding: no decimals', price(245000.001), 'fr', '€ 245.000'],
    ['zero is a price', price(0), 'fr', '€ 0'],
    ['minus zero is zero', price(-0), 'fr', '€ 0'],
    ['rent with unit text', price(850, 2, '/mois'), 'fr', '€ 850 /mois'],
    ['unit text trimmed', price(850, 2, ' /maand '), 'nl', '€ 850 /maand'],
    ['blank unit text ignored', price(850, 2, '   '), 'en', '€ 850'],
    ['unit 7 fr', price(189000, 7), 'fr', 'à partir de € 189.000'],
    ['unit 7 nl', price(189000, 7), 'nl', 'vanaf € 189.000'],
    ['unit 7 en', price(189000, 7), 'en', 'from € 189.000'],
    ['unit 7 de', price(189000, 7), 'de', 'ab € 189.000'],
    ['unit 7 with unit text', price(950, 7, '/mois'), 'fr', 'à partir de € 950 /mois'],
    ['not published fr', price(245000, null, null, false), 'fr', 'Prix sur demande'],
    ['null nl', price(null), 'nl', 'Prijs op aanvraag'],
    ['NaN en', price(Number.NaN), 'en', 'Price on request'],
    ['negative de', price(-1), 'de', 'Preis auf Anfrage'],
    ['infinite fr', price(Number.POSITIVE_INFINITY), 'fr', 'Prix sur demande'],
    ['unit 7 but unpublished', price(189000, 7, null, false), 'nl', 'Prijs op aanvraag'],
  ])('%s', (_, input, language, text) => {
    expect(formatPrice(input, language)).toBe(text);
  });

  it('uses only plain spaces (no narrow no-break space from Intl)', () => {
    expect(formatPrice(price(1234567.89, 7), 'fr')).toBe('à partir de € 1.234.567,89');
    expect(formatPrice(price(1234567.89, 7), 'fr')).not.toMatch(/[\u00a0\u202f]/);
  });
});
