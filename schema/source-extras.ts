import { z } from 'zod';

// Issue 18, "the rest kept, not dropped": what a source's records hold that our model has no place
// for (a Kyero feed's partner page URLs, emissions rating, location detail…), per published
// property, in the sync's output as extras/<source name>.json: for the agency's own tools and a
// later release's model, never shown on the site as it is.

/** The folder of the output that holds one extras file per source that has any. */
export const EXTRAS_FOLDER = 'extras';

/** A property's fields by their path in the source's record ("url.en", "energy_rating.emissions"), as the feed wrote them. */
export const propertyExtrasSchema = z.record(z.string().min(1), z.string());
export type PropertyExtras = z.infer<typeof propertyExtrasSchema>;

export const sourceExtrasFileSchema = z.object({
  /** The source's name in the configuration and the manifest. */
  source: z.string().min(1),
  /** By property id (as published), only the properties the source published and that have extras. */
  properties: z.record(z.string().regex(/^[1-9]\d*$/, 'a property id'), propertyExtrasSchema),
});
export type SourceExtrasFile = z.infer<typeof sourceExtrasFileSchema>;

/** The output path of a source's extras. */
export const extrasPathOf = (source: string) => `${EXTRAS_FOLDER}/${source}.json`;
