import { z } from 'zod';
import { GOALS, STATUSES } from './spec/goals.js';
import { LANGUAGES } from './spec/languages.js';

// <out>/departed.json: the properties that left the feed, each keeping a page at its last URL
// (§8 "Le bien que vous demandez n'existe pas ou est vendu", served with status 410). The sync
// carries the list from run to run; the build renders it; the server answers its URLs with 410.

const language = z.enum(LANGUAGES);

/**
 * How long and how many departed properties keep their page: two years covers the links a buyer
 * kept or a portal still shows; 1,000 bounds the build for an agency that sells a lot. Our
 * decisions, not the spec's: the newest departures are kept first.
 */
export const DEPARTED_LIMITS = { keepDays: 730, maxEntries: 1000 } as const;

export const departedPropertySchema = z.object({
  id: z.number().int().positive(),
  /** Its last public path per language (the page that stays). */
  urls: z.partialRecord(language, z.string().startsWith('/')),
  titles: z.partialRecord(language, z.string().min(1)),
  /** What "similar properties" compares (site/data/similar.ts): goal, type category, price. */
  goal: z.enum(GOALS),
  typeId: z.number().int().positive(),
  /** Its last status in the feed: a sold or rented one can say so. */
  status: z.enum(STATUSES),
  /** The last published price, null when it was not published. */
  price: z.number().finite().nonnegative().nullable(),
  zip: z.string().min(1),
  city: z.string().min(1),
  /** The publication time of the first run without it. */
  departedAt: z.iso.datetime(),
});
export type DepartedProperty = z.infer<typeof departedPropertySchema>;

/** Newest departure first. */
export const departedFileSchema = z.object({ properties: z.array(departedPropertySchema) });
export type DepartedFile = z.infer<typeof departedFileSchema>;

/** §8's texts for the page a departed property keeps. */
export { GONE_TEXTS, PROPERTY_GONE } from './spec/gone-texts.js';

/** The built site's list of departed pages (<site>/gone.json): `vitrine serve` answers them with 410. */
export const GONE_LIST_FILE = 'gone.json';
export const goneListSchema = z.object({ paths: z.array(z.string().startsWith('/')) });
export type GoneList = z.infer<typeof goneListSchema>;
