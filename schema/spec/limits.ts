// §9 Limits used by the pipeline.
/** Description cleaning: default length, and the share past which the cut moves back to a word end. */
export const DESCRIPTION_EXCERPT_LENGTH = 250;
export const DESCRIPTION_WORD_CUT_RATIO = 0.8;

/** §9 Formats: price unit 7 shows a "starting from" prefix. */
export const PRICE_UNIT_STARTING_FROM = 7;

/** §3 Mobility score: 7 sub-scores, each (and the global score) from 0 to 10. */
export const MOBILITY_CATEGORIES = ['publicTransport', 'train', 'shops', 'education', 'health', 'leisure', 'services'] as const;
export const MOBILITY_SCORE_MAX = 10;

/** §9 Limits: listing modules show 4 items; the services list up to 12; the team 3 per row. */
export const LISTING_MODULE_ITEMS = 4;
export const SERVICES_MAX = 12;
export const TEAM_PER_ROW = 3;

// Plausibility bounds on feed data (issue 13, hostile feed data). The spec gives none: these are our
// own, chosen far above any real Belgian listing so that only a typing error or a hostile value
// trips them. A value outside is dropped from the record with a "cleaned" line in the sync report:
// the agency would rather show the property with "price on request" than lose it.
/** A sale (or takeover) price: above 0 and at most €100,000,000 (the dearest Belgian homes sell for ~€20M). */
export const SALE_PRICE_MAX = 100_000_000;
/** A monthly rent: above 0 and at most €1,000,000. */
export const MONTHLY_RENT_MAX = 1_000_000;
/** Any other amount in euros (costs, cadastral income, viager rents): 0 to €100,000,000. */
export const AMOUNT_MAX = 100_000_000;
/** Surfaces in m²: 0 to 1,000,000 m² (100 ha). */
export const AREA_MAX = 1_000_000;
/** Front and plot widths in m: 0 to 10,000 m. */
export const WIDTH_MAX = 10_000;
/** Counts (rooms, garages, facades…) and viager ages: 0 to 1,000. */
export const COUNT_MAX = 1_000;
/** Construction and renovation years the published schema accepts. */
export const YEAR_MIN = 1000;
export const YEAR_MAX = 2100;

/**
 * Texts: a description longer than this many characters of text is cut at a word, with a warning
 * (a 1 MB description would make a 1 MB page; real ones are 1,000–5,000 characters).
 */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/** One-line texts (titles, cities, streets, names, short descriptions…) are cut at a word past this. */
export const ONE_LINE_MAX_LENGTH = 1_000;
