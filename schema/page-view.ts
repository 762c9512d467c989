import { z } from 'zod';
import { REFERRER_CLASSES } from './referrer-class.js';
import { LANGUAGES } from './spec/languages.js';

// The first-party page-view beacon (§1 owner portal: visits by period and source; §7): what a page
// sends to POST /api/page-views. No cookie, no address, no URL: a property id, a language and the
// class of the referrer, nothing that names a person.

export const PAGE_VIEW_PATH = '/api/page-views';

export const pageViewSchema = z.strictObject({
  /** The property shown, on a property page; null elsewhere. */
  propertyId: z
    .string()
    .regex(/^\d{1,12}$/)
    .nullable(),
  language: z.enum(LANGUAGES),
  referrer: z.enum(REFERRER_CLASSES),
});
export type PageView = z.infer<typeof pageViewSchema>;
