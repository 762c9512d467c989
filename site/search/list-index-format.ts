import type { Language, Section } from '../../schema/index.js';
import { FEATURE_FILTERS, type FilterableCard } from './list-filter.js';

// The shape of a section's list index (written by site/data/list-index-write.ts, read by the list's
// script): one column per field that filters or sorts, so 2,500 properties stay far under 100 KB gzip.
// Zod-free: the browser bundle imports it.

/**
 * Cards per fragment, on average (cut where the cards say: site/data/list-chunks.ts): a filtered
 * page of 12 fetches at most 12 small files, never the whole section.
 */
export const CARDS_PER_CHUNK = 4;

/** Outside /assets/: not cached for a year (server/create-server.ts). */
const INDEXES = '/lists/';

/** The URL of a section's index: the same in every build, so the list pages that name it do not change with it. */
export const listIndexUrl = (locale: Language, section: Section): string => `${INDEXES}${locale}-${section}.json`;

/** Position i is the i-th card of the prerendered list (on the market first, newest first). */
export interface ListIndex {
  /** The folder of its card fragments: a fragment is `${cards}/${name}.html`, named by its content. */
  cards: string;
  /** The fragments in order, each [name, how many cards]: together, the positions in order. */
  fragments: [string, number][];
  /** [name, zip] of every city, once. */
  cities: [string, string][];
  /** Properties on the market: the first `open` positions; sold and rented ones follow. */
  open: number;
  city: number[];
  types: number[][];
  price: (number | null)[];
  bedrooms: (number | null)[];
  living: (number | null)[];
  /** Index in EPC_LETTERS of the label's letter. */
  epc: (number | null)[];
  /** Bit i set when FEATURE_FILTERS[i] is present. */
  features: number[];
}

/** Entry `i` of an index as the filter reads it (site/search/list-filter.ts). */
export function entryOf(index: ListIndex, i: number): FilterableCard {
  const [city, zip] = index.cities[index.city[i] as number] ?? ['', ''];
  const bits = index.features[i] ?? 0;
  return {
    city,
    zip,
    types: index.types[i] ?? [],
    price: index.price[i] ?? null,
    bedrooms: index.bedrooms[i] ?? null,
    living: index.living[i] ?? null,
    epc: index.epc[i] ?? null,
    features: FEATURE_FILTERS.filter((_, b) => bits & (1 << b)),
  };
}

/** Where the card at each position lies: the fragment's name and the card's place in it. */
export interface CardPlace {
  fragment: string;
  offset: number;
}

/** The place of every position's card, in position order (pure). */
export function cardPlacesOf(index: ListIndex): CardPlace[] {
  return index.fragments.flatMap(([fragment, count]) => Array.from({ length: count }, (_, offset) => ({ fragment, offset })));
}
