import { describe, expect, it } from 'vitest';
import { ALERT_PERIOD_MS, type AlertCriteria, alertCriteriaSchema, type ListingEvent } from '../../schema/index.js';
import { DUE_TOLERANCE_MS, isDue } from '../../server/alerts/due.js';
import { maskEmail } from '../../server/alerts/mask-email.js';
import { compileCriteria, type MatchableProperty, matchesAlert } from '../../server/alerts/match.js';
import { eventTimeline, newMatches } from '../../server/alerts/new-matches.js';
import { newAlertToken } from '../../server/alerts/token.js';
import { tokenHash } from '../../server/db/token-hash.js';

// The search alerts' pure parts: which property an alert wants, which events are new to it, when a
// digest is due, how the alert page shows its address.

type Property = MatchableProperty & { id: number; status: string };

const property = (change: Partial<Property> & { city?: string; zip?: string; amount?: number | null } = {}): Property => {
  const { city = 'Mettet', zip = '5640', amount = 156_000, ...rest } = change;
  return {
    id: 4100107,
    status: 'active',
    goal: 'sale',
    typeIds: [2],
    address: { city, zip, citySlug: city.toLowerCase().replace(/\s+/g, '-') },
    price: { amount, published: amount !== null },
    counts: { bedrooms: 2 },
    surfaces: { living: 95 },
    ...rest,
  };
};

const criteria = (change: Partial<AlertCriteria> = {}): AlertCriteria => alertCriteriaSchema.parse({ goal: 'buy', ...change });

describe('matchesAlert', () => {
  it.each<[string, Partial<AlertCriteria>, Parameters<typeof property>[0], boolean]>([
    ['buy: a sale', {}, {}, true],
    ['buy: not a rental', {}, { goal: 'rent' }, false],
    ['rent: a rental', { goal: 'rent' }, { goal: 'rent' }, true],
    ['rent: a takeover is listed with the rentals', { goal: 'rent' }, { goal: 'takeover' }, true],
    ['rent: not a sale', { goal: 'rent' }, {}, false],
    ['no type asked: any type', {}, { typeIds: [7] }, true],
    ['a type among the asked ones', { propertyTypes: [1, 2] }, {}, true],
    ['any of the categories the property is listed under', { propertyTypes: [1] }, { typeIds: [5, 1] }, true],
    ['another type', { propertyTypes: [1, 3] }, {}, false],
    ['no zone asked: anywhere', {}, { city: 'Gent', zip: '9000' }, true],
    ['the city, case and accents ignored', { zones: ['mettet'] }, {}, true],
    ['accents and hyphens ignored', { zones: ['Mont sur Marchienne'] }, { city: 'Mont-sur-Marchienne', zip: '6032' }, true],
    ['accents ignored the other way', { zones: ['Liège'] }, { city: 'Liege', zip: '4000' }, true],
    ['the postcode', { zones: ['5640'] }, {}, true],
    ['a zone named with its postcode', { zones: ['Charleroi (6000)'] }, { city: 'Charleroi', zip: '6000' }, true],
    ['another postcode', { zones: ['5600'] }, {}, false],
    ['another city', { zones: ['Florennes', 'Philippeville'] }, {}, false],
    ['a part of a name is no match', { zones: ['Mett'] }, {}, false],
    ['within the budget', { budgetMin: 100_000, budgetMax: 200_000 }, {}, true],
    ['the budget is inclusive', { budgetMax: 156_000 }, {}, true],
    ['above the budget', { budgetMax: 150_000 }, {}, false],
    ['below the minimum', { budgetMin: 160_000 }, {}, false],
    ['price on request, no budget', {}, { amount: null }, true],
    ['price on request, a budget', { budgetMax: 500_000 }, { amount: null }, false],
    ['price on request, a minimum only', { budgetMin: 1 }, { amount: null }, false],
    ['bedrooms at least', { bedrooms: 2 }, {}, true],
    ['too few bedrooms', { bedrooms: 3 }, {}, false],
    ['bedrooms unknown, some asked', { bedrooms: 1 }, { counts: { bedrooms: null } }, false],
    ['bedrooms unknown, none asked', { bedrooms: 0 }, { counts: { bedrooms: null } }, true],
    ['living area at least', { minArea: 95 }, {}, true],
    ['too small', { minArea: 100 }, {}, false],
    ['area unknown, some asked', { minArea: 50 }, { surfaces: { living: null } }, false],
  ])('%s', (_name, asked, change, expected) => {
    expect(matchesAlert(criteria(asked), property(change))).toBe(expected);
    expect(compileCriteria(criteria(asked))(property(change))).toBe(expected);
  });
});

describe('newMatches', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString();
  const event = (
    propertyId: number,
    kind: ListingEvent['kind'],
    minute: number,
    more: Partial<ListingEvent> = {},
  ): ListingEvent => ({
    id: `${propertyId}:${kind}:${at(minute)}`,
    kind,
    propertyId,
    at: at(minute),
    price: 156_000,
    status: 'active',
    ...more,
  });
  const published = new Map<number, Property>([
    [1, property({ id: 1 })],
    [2, property({ id: 2, typeIds: [7] })],
    [3, property({ id: 3, amount: 150_000 })],
    [4, property({ id: 4, status: 'sold' })],
    [5, property({ id: 5 })],
    [6, property({ id: 6, amount: 180_000 })],
  ]);
  const fits = compileCriteria(criteria({ propertyTypes: [2] }));
  const ids = (matches: ReturnType<typeof newMatches<Property>>) => matches.map((m) => [m.property.id, m.kind, m.formerPrice]);

  it('keeps the events after handled_through, of published, available, matching properties, newest first', () => {
    const timeline = eventTimeline([
      event(1, 'new', 1),
      event(2, 'new', 2),
      event(3, 'price-drop', 3, { price: 150_000, formerPrice: 170_000 }),
      event(4, 'new', 4, { status: 'sold' }),
      event(99, 'new', 5),
      event(5, 'status', 6, { status: 'active', formerStatus: 'sold' }),
      event(5, 'status', 0, { status: 'sold', formerStatus: 'active' }),
    ]);
    expect(timeline.through).toBe(at(6));
    expect(ids(newMatches(timeline, null, published, fits))).toEqual([
      [5, 'back', null],
      [3, 'price-drop', 170_000],
      [1, 'new', null],
    ]);
    expect(ids(newMatches(timeline, at(1), published, fits))).toEqual([
      [5, 'back', null],
      [3, 'price-drop', 170_000],
    ]);
    expect(ids(newMatches(timeline, at(6), published, fits))).toEqual([]);
  });

  it('gives a property one card: new wins, a drop keeps its first former price, a status away from active is no news', () => {
    const timeline = eventTimeline([
      event(1, 'new', 1),
      event(1, 'price-drop', 2, { formerPrice: 160_000 }),
      event(3, 'price-drop', 3, { formerPrice: 190_000 }),
      event(3, 'price-drop', 4, { formerPrice: 170_000 }),
      event(5, 'status', 5, { status: 'sold', formerStatus: 'active' }),
    ]);
    const matches = newMatches(timeline, null, published, fits);
    expect(ids(matches)).toEqual([
      [3, 'price-drop', 190_000],
      [1, 'new', null],
    ]);
    // Every event the e-mail stands for is handled with it.
    expect(matches.flatMap((m) => m.events.map((e) => e.id))).toEqual([
      event(3, 'price-drop', 3).id,
      event(3, 'price-drop', 4).id,
      event(1, 'new', 1).id,
      event(1, 'price-drop', 2).id,
    ]);
  });

  it('tells of no drop when the price is no lower than before the batch', () => {
    const timeline = eventTimeline([event(6, 'price-drop', 1, { formerPrice: 175_000 })]);
    expect(ids(newMatches(timeline, null, published, fits))).toEqual([]);
  });

  it('orders events by time whatever their order in the file, and compares times, not texts', () => {
    const timeline = eventTimeline([{ ...event(3, 'new', 9), at: '2026-11-24T10:09:00Z' }, event(1, 'new', 2)]);
    expect(timeline.events.map((e) => e.propertyId)).toEqual([1, 3]);
    expect(ids(newMatches(timeline, '2026-11-24T10:09:00.000Z', published, fits))).toEqual([]);
    expect(ids(newMatches(timeline, '2026-11-24T10:08:59.999Z', published, fits))).toEqual([[3, 'new', null]]);
  });
});

describe('isDue', () => {
  const now = new Date(Date.UTC(2026, 10, 24, 8, 0, 0));
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    ['instant, just mailed', 'instant', ago(1000), true],
    ['daily, never mailed', 'daily', null, true],
    ['daily, mailed an hour ago', 'daily', ago(3600_000), false],
    ['daily, mailed yesterday a few seconds later in the run', 'daily', ago(ALERT_PERIOD_MS.daily - 4000), true],
    ['daily, mailed just within the tolerance', 'daily', ago(ALERT_PERIOD_MS.daily - DUE_TOLERANCE_MS), true],
    ['daily, mailed an hour short of a day', 'daily', ago(ALERT_PERIOD_MS.daily - 3600_000), false],
    ['weekly, mailed six days ago', 'weekly', ago(6 * 86_400_000), false],
    ['weekly, mailed a week ago', 'weekly', ago(ALERT_PERIOD_MS.weekly), true],
  ] as const)('%s', (_name, frequency, lastMailAt, expected) => {
    expect(isDue({ frequency, lastMailAt }, now)).toBe(expected);
  });
});

describe('the alert page shows its address partly hidden', () => {
  it.each([
    ['jean.dupont@example.be', 'j•••@example.be'],
    ['a@b.test', 'a•••@b.test'],
    ['"odd@local"@example.be', '"•••@example.be'],
    ['not-an-address', '•••'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('alert tokens', () => {
  it('are 144 random bits, URL-safe, and found whole by their hash', () => {
    const token = newAlertToken();
    expect(token).toMatch(/^[\w-]{24}$/);
    expect(newAlertToken()).not.toBe(token);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toContain(token);
    expect(tokenHash(`${token.slice(0, -1)}x`) === tokenHash(token)).toBe(token.endsWith('x'));
    expect(tokenHash(token.slice(0, 12))).not.toBe(tokenHash(token));
    expect(tokenHash(`${token}x`)).not.toBe(tokenHash(token));
  });
});

describe('alert criteria', () => {
  it('keep each zone on one line', () => {
    expect(alertCriteriaSchema.parse({ goal: 'buy', zones: ['Mettet\r\nBcc: x', ' Florennes\u2028 '] }).zones).toEqual([
      'Mettet Bcc: x',
      'Florennes',
    ]);
  });
});
