import type { Property } from '../../schema/index.js';

// §2 similar-properties section of the detail page: properties a visitor of this one could also
// want. Same goal (sale, rent, takeover), same type category (WebID 1–8), still on the market, with
// a published price within SIMILAR.priceBand of this one's; the closest price first.

/** ±25 %: wide enough to find neighbours in a small agency's stock, narrow enough to stay in budget. */
export const SIMILAR = { priceBand: 0.25, max: 4 } as const;

/** The properties similar to `property` among `candidates` (pure: the build calls it per page). */
export function similarProperties(property: Property, candidates: readonly Property[]): Property[] {
  const price = property.price.published ? property.price.amount : null;
  // Without a price there is no band: showing anything would be a guess.
  if (price === null || price <= 0) return [];
  const low = price * (1 - SIMILAR.priceBand);
  const high = price * (1 + SIMILAR.priceBand);
  const priceOf = (p: Property) => (p.price.published ? p.price.amount : null);
  return candidates
    .filter((p) => {
      const other = priceOf(p);
      return (
        p.id !== property.id &&
        p.status === 'active' &&
        p.goal === property.goal &&
        p.typeId === property.typeId &&
        other !== null &&
        other >= low &&
        other <= high
      );
    })
    .sort((a, b) => Math.abs((priceOf(a) ?? 0) - price) - Math.abs((priceOf(b) ?? 0) - price) || a.id - b.id)
    .slice(0, SIMILAR.max);
}
