import { EVENT_KINDS, EVENT_LIMITS, type EventKind, type ListingEvent, type Status } from '../../schema/index.js';
import type { LastOutput } from '../derive/property-history.js';

// The listing events of <out>/events.json (schema/history.ts), carried from run to run: what each
// published output showed first (a new property, a lower price, another status), for
// `vitrine alerts send`. Pure: the sync reads the last output and hands it here
// (pipeline/write/events.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

/** A property this run publishes, once (not once per language). */
export interface PublishedNow {
  id: number;
  /** The published amount; null when the price is not published. */
  amount: number | null;
  status: Status;
}

export interface EventsInput {
  /** The events the last output carried. */
  previous: readonly ListingEvent[];
  /** The last output; null on a first sync, which records no event (nothing is new to an alert yet). */
  last: LastOutput | null;
  published: readonly PublishedNow[];
  /** This run's publication time: the time of its events. */
  now: Date;
}

export const eventId = (propertyId: number, kind: EventKind, at: string): string => `${propertyId}:${kind}:${at}`;

/** What changed for one property since the last output, as events at `at`. */
function eventsOf(property: PublishedNow, last: LastOutput, at: string): ListingEvent[] {
  const { id: propertyId, amount: price, status } = property;
  const before = last.records.get(propertyId);
  const event = (kind: EventKind) => ({ id: eventId(propertyId, kind, at), kind, propertyId, at, price, status });
  if (!before) return [event('new')];
  const events: ListingEvent[] = [];
  if (price !== null && before.amount !== null && price < before.amount)
    events.push({ ...event('price-drop'), formerPrice: before.amount });
  if (status !== before.status) events.push({ ...event('status'), formerStatus: before.status });
  return events;
}

const order = (a: ListingEvent, b: ListingEvent) =>
  a.at.localeCompare(b.at) || a.propertyId - b.propertyId || EVENT_KINDS.indexOf(a.kind) - EVENT_KINDS.indexOf(b.kind);

/**
 * The next list, oldest first: the earlier events younger than EVENT_LIMITS.keepDays, then this
 * run's, the newest EVENT_LIMITS.maxEntries. A run that changes nothing adds nothing, so an
 * unchanged feed leaves the file as it was (until its oldest events age out).
 */
export function nextEvents(input: EventsInput): ListingEvent[] {
  const { previous, last, published, now } = input;
  const at = now.toISOString();
  const fresh = last ? published.flatMap((property) => eventsOf(property, last, at)) : [];
  const freshIds = new Set(fresh.map((e) => e.id));
  const oldest = now.getTime() - EVENT_LIMITS.keepDays * DAY_MS;
  const carried = previous.filter((e) => Date.parse(e.at) >= oldest && !freshIds.has(e.id));
  return [...carried, ...fresh].sort(order).slice(-EVENT_LIMITS.maxEntries);
}
