import { formatPrice } from '../../pipeline/derive/format-price.js';
import type { Language, Property, PropertyHistory } from '../../schema/index.js';

/**
 * A published property with just what its card, its badges and its price history read (the rest of
 * the record plays no part there), in `language`, at € `price` with `history`.
 */
export function propertyWithHistory(
  over: {
    language?: Language;
    status?: Property['status'];
    goal?: Property['goal'];
    price?: number | null;
    marqueeName?: string | null;
    history?: Partial<PropertyHistory>;
  } = {},
): Property {
  const language = over.language ?? 'fr';
  const amount = over.price === undefined ? 285_000 : over.price;
  const price = { amount, published: amount !== null, unit: null, unitText: null };
  return {
    id: 4100023,
    language,
    url: `/${language}/a-vendre/nalinnes/maison/4100023/`,
    title: 'Maison 3 façades avec jardin',
    goal: over.goal ?? 'sale',
    status: over.status ?? 'active',
    typeName: 'Maison',
    mainTypeName: 'Maison',
    typeIds: [1],
    marquee: over.marqueeName ? 1 : 0,
    marqueeName: over.marqueeName ?? null,
    address: { zip: '6120', city: 'Nalinnes' },
    price: { ...price, formatted: formatPrice(price, language) },
    counts: { bedrooms: 3 },
    surfaces: { living: 160 },
    pictures: [],
    history: {
      firstPublishedAt: '2027-01-02T08:00:00.000Z',
      isNew: false,
      formerPrice: null,
      prices: [{ at: '2027-01-02T08:00:00.000Z', amount }],
      statuses: [{ at: '2027-01-02T08:00:00.000Z', status: over.status ?? 'active' }],
      ...over.history,
    },
  } as unknown as Property;
}
