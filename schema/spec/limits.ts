// §9 Limits used by the pipeline.
/** Description cleaning: default length, and the share past which the cut moves back to a word end. */
export const DESCRIPTION_EXCERPT_LENGTH = 250;
export const DESCRIPTION_WORD_CUT_RATIO = 0.8;

/** §9 Formats: price unit 7 shows a "starting from" prefix. */
export const PRICE_UNIT_STARTING_FROM = 7;

/** §3 Mobility score: 7 sub-scores. */
export const MOBILITY_CATEGORIES = ['publicTransport', 'train', 'shops', 'education', 'health', 'leisure', 'services'] as const;

/** §9 Limits: listing modules show 4 items; the services list up to 12; the team 3 per row. */
export const LISTING_MODULE_ITEMS = 4;
export const SERVICES_MAX = 12;
export const TEAM_PER_ROW = 3;
