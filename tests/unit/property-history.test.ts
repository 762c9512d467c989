import { describe, expect, it } from 'vitest';
import {
  formerPriceOf,
  type HistorySubject,
  historyOf,
  type LastOutput,
  type LastRecord,
} from '../../pipeline/derive/property-history.js';
import {
  HISTORY_MAX_ENTRIES,
  NEW_BADGE_DAYS,
  PRICE_DROP_BADGE_DAYS,
  type PropertyHistory,
  propertyHistorySchema,
  type Status,
} from '../../schema/index.js';

// Issue 17: a property's history from sync to sync, and its "Nouveau" / "Prix en baisse" flags.

const T0 = new Date('2026-03-02T09:00:00.000Z');
const day = (n: number) => new Date(T0.getTime() + n * 24 * 60 * 60 * 1000);
const iso = (n: number) => day(n).toISOString();

const subject = (over: { price?: number | null; status?: Status; createdAt?: string | null } = {}): HistorySubject => ({
  id: 7,
  status: over.status ?? 'active',
  createdAt: over.createdAt ?? null,
  price: { amount: over.price === undefined ? 200_000 : over.price, published: over.price !== null },
});

/** A last output, published at `at`, that had property 7 as `record` (or did not have it). */
const lastOutput = (record: LastRecord | null, at = iso(-1)): LastOutput => ({
  publishedAt: at,
  records: new Map(record ? [[7, record]] : []),
});

/** Successive syncs of property 7, each compared with the output of the one before; the histories in order. */
function syncs(steps: { at: number; price?: number | null; status?: Status }[], newForDays = NEW_BADGE_DAYS): PropertyHistory[] {
  const histories: PropertyHistory[] = [];
  for (const step of steps) {
    const before = histories.at(-1);
    const last = before
      ? lastOutput({
          amount: before.prices.at(-1)?.amount ?? null,
          status: before.statuses.at(-1)?.status ?? 'active',
          history: before,
        })
      : lastOutput(null);
    histories.push(historyOf(subject(step), { now: day(step.at), newForDays, last }));
  }
  return histories;
}

describe('the history a property starts with (historyOf)', () => {
  const cases: {
    name: string;
    subject: HistorySubject;
    last: LastOutput | null;
    expected: Partial<PropertyHistory>;
  }[] = [
    {
      name: 'first sync, no creation date: a baseline, never new',
      subject: subject(),
      last: null,
      expected: {
        firstPublishedAt: iso(0),
        baseline: true,
        isNew: false,
        formerPrice: null,
        prices: [{ at: iso(0), amount: 200_000 }],
        statuses: [{ at: iso(0), status: 'active' }],
      },
    },
    {
      name: 'first sync, created 3 days ago in the back office: new since then',
      subject: subject({ createdAt: iso(-3) }),
      last: null,
      expected: { firstPublishedAt: iso(-3), isNew: true, prices: [{ at: iso(0), amount: 200_000 }] },
    },
    {
      name: `first sync, created ${NEW_BADGE_DAYS} days ago: not new any more`,
      subject: subject({ createdAt: iso(-NEW_BADGE_DAYS) }),
      last: null,
      expected: { firstPublishedAt: iso(-NEW_BADGE_DAYS), isNew: false },
    },
    {
      name: 'first sync, a creation date in the future: published now at the latest',
      subject: subject({ createdAt: iso(5) }),
      last: null,
      expected: { firstPublishedAt: iso(0), isNew: true },
    },
    {
      name: 'not in the last output: new now, however old its creation date',
      subject: subject({ createdAt: iso(-400) }),
      last: lastOutput(null),
      expected: { firstPublishedAt: iso(0), isNew: true, prices: [{ at: iso(0), amount: 200_000 }] },
    },
    {
      name: 'in an output from before histories, price lowered since: a baseline that shows the drop',
      subject: subject({ price: 190_000 }),
      last: lastOutput({ amount: 210_000, status: 'active', history: null }, iso(-2)),
      expected: {
        firstPublishedAt: iso(-2),
        baseline: true,
        isNew: false,
        formerPrice: 210_000,
        prices: [
          { at: iso(-2), amount: 210_000 },
          { at: iso(0), amount: 190_000 },
        ],
        statuses: [{ at: iso(-2), status: 'active' }],
      },
    },
    {
      name: 'in an output from before histories, with a creation date: new since that date',
      subject: subject({ createdAt: iso(-5) }),
      last: lastOutput({ amount: 200_000, status: 'active', history: null }, iso(-2)),
      expected: { firstPublishedAt: iso(-5), isNew: true, prices: [{ at: iso(-2), amount: 200_000 }] },
    },
    {
      name: 'a price that is not published is recorded as null',
      subject: subject({ price: null }),
      last: lastOutput(null),
      expected: { formerPrice: null, prices: [{ at: iso(0), amount: null }] },
    },
  ];

  it.each(cases)('$name', ({ subject, last, expected }) => {
    const history = historyOf(subject, { now: T0, newForDays: NEW_BADGE_DAYS, last });
    expect(history).toMatchObject(expected);
    if (!('baseline' in expected)) expect(history.baseline).toBeUndefined();
    expect(propertyHistorySchema.parse(history)).toEqual(history);
  });
});

describe('the history across syncs', () => {
  it('does not grow while nothing changes', () => {
    const [first, second, third] = syncs([{ at: 0 }, { at: 1 }, { at: 2 }]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('records each price and status change, oldest first', () => {
    const history = syncs([
      { at: 0 },
      { at: 1, price: 190_000 },
      { at: 2, price: 190_000, status: 'sold' },
      { at: 3, price: null, status: 'sold' },
    ]).at(-1);
    expect(history?.prices).toEqual([
      { at: iso(0), amount: 200_000 },
      { at: iso(1), amount: 190_000 },
      { at: iso(3), amount: null },
    ]);
    expect(history?.statuses).toEqual([
      { at: iso(0), status: 'active' },
      { at: iso(2), status: 'sold' },
    ]);
    expect(history?.firstPublishedAt).toBe(iso(0));
  });

  it(`keeps the newest ${HISTORY_MAX_ENTRIES} entries`, () => {
    const steps = Array.from({ length: HISTORY_MAX_ENTRIES + 6 }, (_, i) => ({ at: i, price: 300_000 - i * 1000 }));
    const history = syncs(steps).at(-1);
    expect(history?.prices).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(history?.prices[0]).toEqual({ at: iso(6), amount: 294_000 });
    expect(history?.prices.at(-1)).toEqual({
      at: iso(HISTORY_MAX_ENTRIES + 5),
      amount: 300_000 - (HISTORY_MAX_ENTRIES + 5) * 1000,
    });
  });

  it.each([
    ['within the days', NEW_BADGE_DAYS - 1, true],
    ['on the last day', NEW_BADGE_DAYS, false],
    ['after', NEW_BADGE_DAYS + 30, false],
  ])('is "new" for %s after its first publication: day %i → %s', (_, at, isNew) => {
    expect(syncs([{ at: 0 }, { at: 1 }, { at }]).map((h) => h.isNew)).toEqual([true, true, isNew]);
  });

  it('follows the configured number of days', () => {
    expect(syncs([{ at: 0 }, { at: 2 }, { at: 3 }], 3).map((h) => h.isNew)).toEqual([true, true, false]);
    expect(syncs([{ at: 0 }], 0).map((h) => h.isNew)).toEqual([false]);
  });
});

describe('the former price (formerPriceOf)', () => {
  const prices = (...entries: [number, number | null][]) => entries.map(([at, amount]) => ({ at: iso(at), amount }));
  it.each([
    ['no drop', prices([0, 200_000]), 200_000, 1, null],
    ['a drop yesterday', prices([0, 200_000], [1, 180_000]), 180_000, 2, 200_000],
    [`a drop ${PRICE_DROP_BADGE_DAYS - 1} days ago`, prices([0, 200_000], [1, 180_000]), 180_000, PRICE_DROP_BADGE_DAYS, 200_000],
    [`a drop ${PRICE_DROP_BADGE_DAYS} days ago`, prices([0, 200_000], [1, 180_000]), 180_000, PRICE_DROP_BADGE_DAYS + 1, null],
    ['a rise', prices([0, 180_000], [1, 200_000]), 200_000, 2, null],
    ['a drop, then a smaller rise', prices([0, 200_000], [1, 180_000], [2, 190_000]), 190_000, 3, 200_000],
    ['a drop, then back to the price before', prices([0, 200_000], [1, 180_000], [2, 200_000]), 200_000, 3, null],
    ['two drops: the last one counts', prices([0, 200_000], [1, 190_000], [2, 180_000]), 180_000, 3, 190_000],
    ['lower after an unpublished price', prices([0, 200_000], [1, null], [2, 180_000]), 180_000, 3, null],
    ['a drop, then not published', prices([0, 200_000], [1, 180_000], [2, null]), null, 3, null],
  ])('%s', (_, entries, current, at, expected) => {
    expect(formerPriceOf(entries, current, day(at))).toBe(expected);
  });

  it('shows in the history of a drop, and goes when the drop is too old', () => {
    const histories = syncs([{ at: 0 }, { at: 1, price: 185_000 }, { at: 5, price: 185_000 }, { at: 40, price: 185_000 }]);
    expect(histories.map((h) => h.formerPrice)).toEqual([null, 200_000, 200_000, null]);
  });
});
