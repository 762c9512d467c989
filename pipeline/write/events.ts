import { join } from 'node:path';
import { EVENTS_FILE, type EventsFile, eventsFileSchema, type Language, type Property } from '../../schema/index.js';
import { type LastOutput, publishedAmount } from '../derive/property-history.js';
import { nextEvents } from './events-list.js';
import { readChecked } from './read-json.js';

/** What of this run's dataset the events need: the records of one language (a property is in all or none). */
export interface DatasetRecords {
  byLanguage: ReadonlyMap<
    Language,
    { properties: readonly (Pick<Property, 'id' | 'status'> & { price: Pick<Property['price'], 'amount' | 'published'> })[] }
  >;
}

/** An unreadable list only costs the earlier runs' events: `vitrine alerts send` has matched them by then, unless it was not run for a while. */
const readPreviousEvents = async (out: string): Promise<EventsFile['events']> =>
  (await readChecked(join(out, EVENTS_FILE), eventsFileSchema))?.events ?? [];

/**
 * The events.json of this run (schema/history.ts): the last output's events carried over, plus
 * what this run publishes differently from `last` (read by pipeline/write/last-output.ts).
 */
export async function renderEvents(out: string, dataset: DatasetRecords, last: LastOutput | null, now: Date): Promise<string> {
  const records = dataset.byLanguage.values().next().value?.properties ?? [];
  const published = records.map((p) => ({ id: p.id, amount: publishedAmount(p.price), status: p.status }));
  const events = nextEvents({ previous: await readPreviousEvents(out), last, published, now });
  // Through the schema: its key order, so that an event carried over is written byte for byte as it was.
  const file: EventsFile = eventsFileSchema.parse({ events });
  return `${JSON.stringify(file)}\n`;
}
