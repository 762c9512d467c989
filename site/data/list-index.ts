import { EPC_LABELS, type Property, type Section, sectionOfGoal } from '../../schema/index.js';
import { EPC_LETTERS, FEATURE_FILTERS } from '../search/list-filter.js';
import type { ListIndex } from '../search/list-index-format.js';
import { listingOrder } from './cards.js';

// Issue 15, lists at scale: the index of a section (its shape: site/search/list-index-format.ts);
// the cards themselves come in small fragments (site/data/list-index-cards.ts), fetched only for the
// page shown.

/** A section's properties in the prerendered list's order: on the market first, newest first. */
export const sectionListing = (properties: readonly Property[], section: Section): Property[] =>
  properties.filter((p) => sectionOfGoal(p.goal) === section).sort(listingOrder);

const epcLetter = (label: Property['epc']['label']): number | null =>
  label === null || !EPC_LABELS.includes(label) ? null : EPC_LETTERS.indexOf(label[0] as (typeof EPC_LETTERS)[number]);

/** The index of an ordered listing whose card fragments (`fragments`: ListIndex) lie in the folder `cards` (pure). */
export function listIndexOf(listed: readonly Property[], cards: string, fragments: ListIndex['fragments']): ListIndex {
  const cities: [string, string][] = [];
  const cityAt = new Map<string, number>();
  const index: ListIndex = {
    cards,
    fragments,
    cities,
    open: 0,
    city: [],
    types: [],
    price: [],
    bedrooms: [],
    living: [],
    epc: [],
    features: [],
  };
  for (const p of listed) {
    const key = `${p.address.city}|${p.address.zip}`;
    if (!cityAt.has(key)) cityAt.set(key, cities.push([p.address.city, p.address.zip]) - 1);
    if (p.status === 'active') index.open++;
    index.city.push(cityAt.get(key) as number);
    index.types.push(p.typeIds);
    index.price.push(p.price.published ? p.price.amount : null);
    index.bedrooms.push(p.counts.bedrooms);
    index.living.push(p.surfaces.living);
    index.epc.push(epcLetter(p.epc.label));
    index.features.push(FEATURE_FILTERS.reduce((bits, f, i) => (p.features[f] ? bits | (1 << i) : bits), 0));
  }
  return index;
}
