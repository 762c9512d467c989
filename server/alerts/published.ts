import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { VitrineError } from '../../pipeline/errors.js';
import {
  EVENTS_FILE,
  eventsFileSchema,
  GOALS,
  imageSetSchema,
  type Language,
  type ListingEvent,
  STATUSES,
} from '../../schema/index.js';

// What `vitrine alerts send` reads of the sync's published output: the listing events (events.json)
// and, per language, the facts of each published property that the criteria and the e-mail's cards
// need. Only those fields are checked: the rest of the record is the site's business.

/** The published property as the alerts see it (a part of schema/property.ts). */
export const alertPropertySchema = z.object({
  id: z.number().int().positive(),
  goal: z.enum(GOALS),
  status: z.enum(STATUSES),
  typeIds: z.array(z.number().int().positive()),
  title: z.string().min(1),
  url: z.string().startsWith('/'),
  address: z.object({ city: z.string(), zip: z.string(), citySlug: z.string().optional() }),
  price: z.object({
    amount: z.number().nullable(),
    published: z.boolean(),
    unit: z.number().int().nullable(),
    unitText: z.string().nullable(),
    formatted: z.string(),
  }),
  counts: z.object({ bedrooms: z.number().nullable() }),
  surfaces: z.object({ living: z.number().nullable() }),
  pictures: z.array(z.object({ image: imageSetSchema.nullable() })),
});
export type AlertProperty = z.infer<typeof alertPropertySchema>;

export interface PublishedOutput {
  /** Oldest first. */
  events: ListingEvent[];
  /** Each language's published properties by id. */
  properties: Map<Language, Map<number, AlertProperty>>;
}

async function readChecked<T>(path: string, schema: z.ZodType<T>, missing: T | undefined): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && missing !== undefined) return missing;
    throw new VitrineError(
      'OUTPUT_INVALID',
      `cannot read ${path}: ${(error as Error).message}`,
      'give --data the folder `vitrine sync` publishes to',
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new VitrineError(
      'OUTPUT_INVALID',
      `${path} is not valid JSON: ${(error as Error).message}`,
      'run `vitrine sync` again',
    );
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new VitrineError(
    'OUTPUT_INVALID',
    `${path} is not what \`vitrine sync\` writes: ${issue?.path.join('.') || 'the file'}: ${issue?.message}`,
    'run `vitrine sync` again; `vitrine validate` lists every problem of the folder',
  );
}

/**
 * Reads the events and the languages' properties. No events.json (an output from before the events,
 * or a first sync) is no events.
 */
export async function readPublishedOutput(dataDir: string, languages: readonly Language[]): Promise<PublishedOutput> {
  const { events } = await readChecked(join(dataDir, EVENTS_FILE), eventsFileSchema, { events: [] });
  const properties = new Map<Language, Map<number, AlertProperty>>();
  for (const language of languages) {
    const list = await readChecked(join(dataDir, language, 'properties.json'), z.array(alertPropertySchema), undefined);
    properties.set(language, new Map(list.map((property) => [property.id, property])));
  }
  return { events, properties };
}
