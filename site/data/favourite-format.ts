import type { Language } from '../../schema/spec/languages.js';

// Issue 17, favourites and compare: what the favourites and compare pages read about a property in
// the browser, written by the build (site/data/favourite-data-write.ts), read by their script
// (site/client/favourites/). The properties of a language lie in FAVOURITE_BUCKETS small files by
// id: a visitor's few favourites fetch a few of them, never the whole agency, and a changed price
// rewrites one file per language. Their URLs stay the same from build to build (outside /assets/:
// cached as briefly as the pages), so the pages that read them never change with the data.
// Zod-free and free of Node: the browser bundle imports it.

/** Files per language: ~3 properties each for the sample agency, ~80 for 2,500 properties. */
export const FAVOURITE_BUCKETS = 32;
/** Properties compared side by side, at most. */
export const COMPARE_MAX = 4;
/** Favourites kept, at most: a stored or shared list longer than this is cut (oldest last). */
export const FAVOURITES_MAX = 200;

/** A property as the favourites page shows its card and the compare page its column; every text is display text. */
export interface FavouriteRecord {
  id: number;
  url: string;
  title: string;
  /** The card's first line: type and city. */
  type: string;
  city: string;
  /** "€ 245.000", or the language's "price on request". */
  price: string;
  /** The card's badges, as the lists show them (site/components/listing-badges.ts), their texts written. */
  badges: FavouriteBadge[];
  /** The card's facts as it shows them: "3 ch.", "120 m²". */
  facts: string[];
  /** webp widths up to the card's size; `src` the fallback. */
  photo: { src: string; srcset: string; width: number; height: number } | null;
  /** The compare table's values, null where the feed gives none. */
  living: string | null;
  ground: string | null;
  bedrooms: string | null;
  bathrooms: string | null;
  epc: string | null;
  /** The costs the feed gives (schema/property.ts costs, and the cadastral income), by key, as "€ 1.250". */
  costs: Record<string, string>;
}

/** A badge on a card's photo: a price drop has the former price, struck through, after what it says. */
export interface FavouriteBadge {
  kind: 'status' | 'marquee' | 'new' | 'price-drop';
  text: string;
  former?: { label: string; price: string };
}

/** The bucket of a property id. */
export const bucketOf = (id: number): number => id % FAVOURITE_BUCKETS;

/** Where the site serves a language's bucket: an array of records, by id. */
export const favouriteBucketUrl = (language: Language, bucket: number): string => `/lists/favourites/${language}-${bucket}.json`;

/** The heart drawn by the favourite button, in a 24 × 24 box (the build's markup and the browser's cards alike). */
export const HEART_PATH = 'M12 21C6 16.5 2 13 2 8.5a5 5 0 0 1 10-1.5 5 5 0 0 1 10 1.5C22 13 18 16.5 12 21Z';
