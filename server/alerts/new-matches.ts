import type { ListingEvent } from '../../schema/index.js';
import type { MatchableProperty } from './match.js';

// Which of the sync's events an alert has not heard of yet, and which of those it wants. Pure.
//
// An event counts for an alert when it is new to it (published after the alert's handled_through),
// its property is still published and available (active), and the property as published now fits the
// criteria. What is worth an e-mail: a new property, a lower price, and a property back on the market
// (a status change to active: a sale that fell through is news to a searcher); a property sold, rented
// or withdrawn is not. One card per property: a new property is shown as new, whatever else happened
// to it in the same batch.

export type MatchKind = 'new' | 'price-drop' | 'back';

export interface AlertMatch<P> {
  property: P;
  kind: MatchKind;
  /** Price drop: the price before the first drop of the batch. */
  formerPrice: number | null;
  /** The events of the property that the alert now handles (their ids go with the e-mail). */
  events: ListingEvent[];
  /** The newest of them: cards go newest first. */
  at: number;
}

/** The events oldest first, with their times parsed once: each alert looks from its own point on. */
export interface EventTimeline {
  events: readonly ListingEvent[];
  times: readonly number[];
  /** The newest publication time of the list (ISO), or null when there is no event. */
  through: string | null;
}

export function eventTimeline(events: readonly ListingEvent[]): EventTimeline {
  const timed = events.map((event) => ({ event, time: Date.parse(event.at) })).sort((a, b) => a.time - b.time);
  const last = timed.at(-1);
  return {
    events: timed.map((t) => t.event),
    times: timed.map((t) => t.time),
    through: last ? new Date(last.time).toISOString() : null,
  };
}

/** The index of the first event published after `after` (binary search). */
function firstAfter(times: readonly number[], after: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] as number) <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}

const kindOf = (event: ListingEvent): MatchKind | null => {
  if (event.kind === 'new') return 'new';
  if (event.kind === 'price-drop') return 'price-drop';
  return event.status === 'active' && event.formerStatus !== undefined && event.formerStatus !== 'active' ? 'back' : null;
};

const RANK: Record<MatchKind, number> = { new: 0, 'price-drop': 1, back: 2 };

/**
 * The matches of the events published after `handledThrough` (ISO; null: every event), against the
 * properties published in the alert's language, tested by `fits` (compileCriteria of its criteria).
 */
export function newMatches<P extends MatchableProperty & { id: number; status: string }>(
  timeline: EventTimeline,
  handledThrough: string | null,
  published: ReadonlyMap<number, P>,
  fits: (property: P) => boolean,
): AlertMatch<P>[] {
  const start = handledThrough === null ? 0 : firstAfter(timeline.times, Date.parse(handledThrough));
  const byProperty = new Map<number, AlertMatch<P>>();
  for (let i = start; i < timeline.events.length; i++) {
    const event = timeline.events[i] as ListingEvent;
    const kind = kindOf(event);
    if (!kind) continue;
    const known = byProperty.get(event.propertyId);
    if (known) {
      known.events.push(event);
      known.at = timeline.times[i] as number;
      if (RANK[kind] < RANK[known.kind]) known.kind = kind;
      if (kind === 'price-drop' && known.formerPrice === null) known.formerPrice = event.formerPrice ?? null;
      continue;
    }
    const property = published.get(event.propertyId);
    if (property?.status !== 'active' || !fits(property)) continue;
    byProperty.set(event.propertyId, {
      property,
      kind,
      formerPrice: kind === 'price-drop' ? (event.formerPrice ?? null) : null,
      events: [event],
      at: timeline.times[i] as number,
    });
  }
  for (const match of byProperty.values()) if (match.kind !== 'price-drop') match.formerPrice = null;
  // A price that went down and up again within the batch is no cheaper: nothing to tell.
  const matches = [...byProperty.values()].filter(
    (m) => m.kind !== 'price-drop' || m.formerPrice === null || (m.property.price.amount ?? Infinity) < m.formerPrice,
  );
  return matches.sort((a, b) => b.at - a.at || a.property.id - b.property.id);
}
