import type { Property } from '../../schema/index.js';
import { listingFlagsOf } from './listing-flags.js';

/** What a listing card needs: page data is serialized into the HTML, so nothing more. */
export function cardOf(p: Property) {
  return {
    id: p.id,
    url: p.url,
    title: p.title,
    goal: p.goal,
    status: p.status,
    typeName: p.typeName ?? p.mainTypeName,
    city: p.address.city,
    zip: p.address.zip,
    typeIds: p.typeIds,
    price: p.price.formatted,
    marquee: p.marquee,
    marqueeName: p.marqueeName,
    bedrooms: p.counts.bedrooms,
    living: p.surfaces.living,
    photo: p.pictures[0] ? { image: p.pictures[0].image } : null,
    // Issue 17: "Nouveau" and "Prix en baisse" with the former price.
    ...listingFlagsOf(p),
  };
}
export type Card = ReturnType<typeof cardOf>;

/** Listing order: on the market first, newest change first; sold and rented ones after. */
export function listingOrder(a: Property, b: Property): number {
  const open = (p: Property) => (p.status === 'active' ? 0 : 1);
  return open(a) - open(b) || (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.id - b.id;
}
