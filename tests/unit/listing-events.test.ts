import { describe, expect, it } from 'vitest';
import type { LastOutput, LastRecord } from '../../pipeline/derive/property-history.js';
import { nextEvents, type PublishedNow } from '../../pipeline/write/events-list.js';
import { EVENT_LIMITS, eventsFileSchema, type ListingEvent, type Status } from '../../schema/index.js';

// Issue 17: the events of each sync (schema/history.ts) against the last output, carried from run to run.

const T0 = new Date('2026-03-02T09:00:00.000Z');
const day = (n: number) => new Date(T0.getTime() + n * 24 * 60 * 60 * 1000);
const at = T0.toISOString();

const now = (id: number, amount: number | null = 200_000, status: Status = 'active'): PublishedNow => ({ id, amount, status });
const last = (...records: [number, number | null, Status?][]): LastOutput => ({
  publishedAt: day(-1).toISOString(),
  records: new Map(
    records.map(([id, amount, status = 'active']): [number, LastRecord] => [id, { amount, status, history: null }]),
  ),
});
const events = (lastOutput: LastOutput | null, published: PublishedNow[], previous: ListingEvent[] = [], when = T0) =>
  nextEvents({ previous, last: lastOutput, published, now: when });

describe("a sync's events (nextEvents)", () => {
  it.each<[string, LastOutput | null, PublishedNow[], Partial<ListingEvent>[]]>([
    ['a first sync records none (a baseline)', null, [now(1), now(2)], []],
    ['nothing changed', last([1, 200_000]), [now(1)], []],
    [
      'a property that was not there',
      last([1, 200_000]),
      [now(1), now(2, 150_000)],
      [{ id: `2:new:${at}`, kind: 'new', propertyId: 2, at, price: 150_000, status: 'active' }],
    ],
    ['a new property without a published price', last(), [now(3, null)], [{ kind: 'new', propertyId: 3, price: null }]],
    [
      'a lower price',
      last([1, 200_000]),
      [now(1, 185_000)],
      [
        {
          id: `1:price-drop:${at}`,
          kind: 'price-drop',
          propertyId: 1,
          at,
          price: 185_000,
          formerPrice: 200_000,
          status: 'active',
        },
      ],
    ],
    ['a higher price', last([1, 200_000]), [now(1, 210_000)], []],
    ['a price published again, lower', last([1, null]), [now(1, 150_000)], []],
    ['a price no longer published', last([1, 200_000]), [now(1, null)], []],
    [
      'another status',
      last([1, 200_000]),
      [now(1, 200_000, 'sold')],
      [{ id: `1:status:${at}`, kind: 'status', propertyId: 1, price: 200_000, status: 'sold', formerStatus: 'active' }],
    ],
    [
      'a lower price and another status, by property then kind',
      last([2, 300_000], [1, 200_000]),
      [now(2, 290_000, 'sold'), now(1, 100_000)],
      [
        { kind: 'price-drop', propertyId: 1 },
        { kind: 'price-drop', propertyId: 2 },
        { kind: 'status', propertyId: 2 },
      ],
    ],
    ['a property that left (departed.json tells)', last([1, 200_000], [2, 200_000]), [now(1)], []],
  ])('%s', (_, lastOutput, published, expected) => {
    const list = events(lastOutput, published);
    expect(list).toEqual(expected.map((e) => expect.objectContaining(e)));
    expect(eventsFileSchema.parse({ events: list }).events).toEqual(list);
  });

  it('carries the earlier events unchanged, oldest first, and adds none when nothing changed', () => {
    const first = events(last([1, 200_000]), [now(1, 190_000), now(2)]);
    const second = events(last([1, 190_000], [2, 200_000]), [now(1, 190_000), now(2, 200_000, 'sold')], first, day(1));
    expect(second.slice(0, 2)).toEqual(first);
    expect(second.slice(2)).toEqual([expect.objectContaining({ kind: 'status', propertyId: 2, at: day(1).toISOString() })]);
    expect(events(last([1, 190_000], [2, 200_000, 'sold']), [now(1, 190_000), now(2, 200_000, 'sold')], second, day(2))).toEqual(
      second,
    );
  });

  it('records an event once when a run is made again at the same time', () => {
    const first = events(last([1, 200_000]), [now(1, 190_000)]);
    expect(events(last([1, 200_000]), [now(1, 190_000)], first)).toEqual(first);
  });

  it(`forgets events older than ${EVENT_LIMITS.keepDays} days and keeps the newest ${EVENT_LIMITS.maxEntries}`, () => {
    const first = events(last(), [now(1)]);
    expect(events(last([1, 200_000]), [now(1)], first, day(EVENT_LIMITS.keepDays))).toEqual(first);
    expect(events(last([1, 200_000]), [now(1)], first, day(EVENT_LIMITS.keepDays + 1))).toEqual([]);

    const many = Array.from({ length: EVENT_LIMITS.maxEntries + 5 }, (_, i) => now(i + 1));
    const full = events(last(), many);
    const next = events(last(...many.map((p): [number, number] => [p.id, 200_000])), [...many, now(99_999)], full, day(1));
    expect(next).toHaveLength(EVENT_LIMITS.maxEntries);
    expect(next.at(-1)).toMatchObject({ kind: 'new', propertyId: 99_999 });
    expect(next[0]).toMatchObject({ propertyId: 7 });
  });
});
