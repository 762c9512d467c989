import { DEPARTED_LIMITS, type DepartedProperty, type Language, type Property } from '../../schema/index.js';

// The list of properties that left the feed (schema/departed.ts), carried from run to run. Pure:
// the sync reads the last output and hands it here (pipeline/write/departed.ts).

/** What the last output said of a property in one language: enough for its page and its similar ones. */
export type PublishedSummary = Pick<Property, 'id' | 'url' | 'title' | 'goal' | 'typeId' | 'status'> & {
  price: Pick<Property['price'], 'amount' | 'published'>;
  address: Pick<Property['address'], 'zip' | 'city'>;
};

export interface DepartedInput {
  /** The list the last output carried. */
  previous: readonly DepartedProperty[];
  /** The last output's properties, per language. */
  lastPublished: ReadonlyMap<Language, readonly PublishedSummary[]>;
  /** Ids this run publishes: a departed property that is back leaves the list. */
  published: ReadonlySet<number>;
  /** Ids this run holds back (quarantined): still in the feed, so not departed. */
  held: ReadonlySet<number>;
  /** This run's publication time: the departure time of the properties it no longer has. */
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function departedOf(id: number, records: readonly [Language, PublishedSummary][], now: Date): DepartedProperty | null {
  const first = records[0]?.[1];
  if (!first) return null;
  return {
    id,
    urls: Object.fromEntries(records.map(([language, r]) => [language, r.url])),
    titles: Object.fromEntries(records.map(([language, r]) => [language, r.title])),
    goal: first.goal,
    typeId: first.typeId,
    status: first.status,
    price: first.price.published ? first.price.amount : null,
    zip: first.address.zip,
    city: first.address.city,
    departedAt: now.toISOString(),
  };
}

/**
 * The next list: the properties the last output had and this run does not (newest first), then the
 * earlier ones that did not come back, without those older than DEPARTED_LIMITS.keepDays and past
 * DEPARTED_LIMITS.maxEntries.
 */
export function nextDepartedList(input: DepartedInput): DepartedProperty[] {
  const { previous, lastPublished, published, held, now } = input;
  const byId = new Map<number, [Language, PublishedSummary][]>();
  for (const [language, records] of lastPublished) {
    for (const record of records) {
      if (published.has(record.id) || held.has(record.id)) continue;
      byId.set(record.id, [...(byId.get(record.id) ?? []), [language, record]]);
    }
  }
  const fresh = [...byId].flatMap(([id, records]) => departedOf(id, records, now) ?? []);
  const freshIds = new Set(fresh.map((p) => p.id));
  const oldest = now.getTime() - DEPARTED_LIMITS.keepDays * DAY_MS;
  const carried = previous.filter((p) => !published.has(p.id) && !freshIds.has(p.id) && Date.parse(p.departedAt) >= oldest);
  return [...fresh, ...carried]
    .sort((a, b) => b.departedAt.localeCompare(a.departedAt) || a.id - b.id)
    .slice(0, DEPARTED_LIMITS.maxEntries);
}
