import { join } from 'node:path';
import { z } from 'zod';
import { type DepartedFile, departedFileSchema, GOALS, type Language, type Property, STATUSES } from '../../schema/index.js';
import type { Dataset } from '../normalize/feed.js';
import { nextDepartedList, type PublishedSummary } from './departed-list.js';
import { readChecked, readRecords } from './read-json.js';

export const DEPARTED = 'departed.json';

// Only the fields the departed list keeps: the last output's records are read again here rather
// than passed through the sync, so that the list is one call in pipeline/sync.ts.
const publishedSummarySchema = z.object({
  id: z.number().int().positive(),
  url: z.string().startsWith('/'),
  title: z.string().min(1),
  goal: z.enum(GOALS),
  typeId: z.number().int().positive(),
  status: z.enum(STATUSES),
  price: z.object({ amount: z.number().nonnegative().nullable(), published: z.boolean() }),
  address: z.object({ zip: z.string().min(1), city: z.string().min(1) }),
});

/** What of this run's dataset the list needs: its languages, the ids it publishes, those it holds back. */
export type DatasetIds = Pick<Dataset, 'languages' | 'problems'> & {
  byLanguage: ReadonlyMap<Language, { properties: readonly Pick<Property, 'id'>[] }>;
};

/**
 * The departed.json of this run (schema/departed.ts): the last output's list carried over, plus the
 * properties that output published and `dataset` does not. Without a last output (or with one that
 * cannot be read, which only costs the pages of earlier departures) nothing has departed. With
 * `lastIds`, the ids the last output published (in any language), as the sync has read them.
 */
export async function renderDeparted(
  out: string,
  dataset: DatasetIds,
  now: Date,
  lastIds?: ReadonlySet<number>,
): Promise<string> {
  const previous = (await readChecked(join(out, DEPARTED), departedFileSchema))?.properties ?? [];
  const published = new Set([...dataset.byLanguage.values()].flatMap((data) => data.properties.map((p) => p.id)));
  const held = new Set(
    dataset.problems.flatMap((p) => (p.kind === 'property' && p.action === 'quarantined' && p.id !== null ? [p.id] : [])),
  );
  // The last output is read again only when one of its properties left: most runs, none did.
  const departed = lastIds === undefined || [...lastIds].some((id) => !published.has(id) && !held.has(id));
  const lastPublished = new Map<Language, PublishedSummary[]>();
  for (const language of departed ? dataset.languages : []) {
    // All or none: a list this version cannot read whole only costs the pages of this run's departures.
    const read = await readRecords(join(out, language, 'properties.json'), publishedSummarySchema);
    if (read && read.invalid === 0) lastPublished.set(language, read.records);
  }
  const file: DepartedFile = { properties: nextDepartedList({ previous, lastPublished, published, held, now }) };
  return `${JSON.stringify(file)}\n`;
}
