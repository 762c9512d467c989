import type { Property } from '../../schema/index.js';
import { listingFlagsOf } from './listing-flags.js';

/** What a listing card needs: page data is serialized into the HTML, so nothing more. */
function cardFor(p: Property) {
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
export type Card = ReturnType<typeof cardFor>;

const cards = new WeakMap<Property, Card>();

/**
 * A property's card, made once per property: a large agency's build made one for every similar
 * property of every page (four per page, ten thousand pages). Shared, so never changed by its users.
 */
export function cardOf(p: Property): Card {
  let card = cards.get(p);
  if (!card) {
    card = cardFor(p);
    cards.set(p, card);
  }
  return card;
}

/** Listing order: on the market first, newest change first; sold and rented ones after. */
export function listingOrder(a: Property, b: Property): number {
  const closed = Number(a.status !== 'active') - Number(b.status !== 'active');
  if (closed !== 0) return closed;
  // The sources write every time as toISOString does (one format, UTC): text order is time order.
  // A plain comparison, not localeCompare: the build's sorts call this a few hundred thousand
  // times, and ICU's collation made it a second of a synthetic agency's incremental build.
  const newer = b.updatedAt ?? '';
  const older = a.updatedAt ?? '';
  return newer < older ? -1 : newer > older ? 1 : a.id - b.id;
}
