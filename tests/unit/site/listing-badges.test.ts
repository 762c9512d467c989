import { describe, expect, it } from 'vitest';
import { type BadgeSubject, listingBadgesOf } from '../../../site/components/listing-badges.js';
import { listingFlagsOf } from '../../../site/data/listing-flags.js';
import { priceHistoryRows } from '../../../site/pages/property/price-history.js';
import { propertyWithHistory } from '../../support/history-property.js';

// Issue 17: which badges a card shows, what the "Nouveau" and "Prix en baisse" flags make of a
// property's history, and which prices its page lists.

const subject = (over: Partial<BadgeSubject> = {}): BadgeSubject => ({
  status: 'active',
  goal: 'sale',
  marquee: 0,
  marqueeName: null,
  isNew: false,
  formerPrice: null,
  ...over,
});

describe('the badges of a card (listingBadgesOf)', () => {
  it.each<[string, Partial<BadgeSubject>, ReturnType<typeof listingBadgesOf>]>([
    ['none', {}, []],
    ['new', { isNew: true }, [{ kind: 'new' }]],
    ['a lower price', { formerPrice: '€ 300.000' }, [{ kind: 'price-drop', formerPrice: '€ 300.000' }]],
    [
      'new and lower',
      { isNew: true, formerPrice: '€ 300.000' },
      [{ kind: 'new' }, { kind: 'price-drop', formerPrice: '€ 300.000' }],
    ],
    ['sold', { status: 'sold' }, [{ kind: 'status', text: 'badge.sold' }]],
    ['rented', { status: 'rented', goal: 'rent' }, [{ kind: 'status', text: 'badge.rented' }]],
    ['a takeover, new', { goal: 'takeover', isNew: true }, [{ kind: 'status', text: 'badge.takeover' }, { kind: 'new' }]],
    ['a marquee', { marquee: 2, marqueeName: 'Exclusivité' }, [{ kind: 'marquee', name: 'Exclusivité' }]],
    [
      'a marquee behind a status',
      { status: 'sold', marquee: 2, marqueeName: 'Exclusivité' },
      [{ kind: 'status', text: 'badge.sold' }],
    ],
    ['a "Nouveau" marquee on a new property, once', { isNew: true, marquee: 1, marqueeName: 'nouveau ' }, [{ kind: 'new' }]],
    ['a "Nouveau" marquee on an older property', { marquee: 1, marqueeName: 'Nouveau' }, [{ kind: 'marquee', name: 'Nouveau' }]],
  ])('%s', (_, over, expected) => {
    expect(listingBadgesOf(subject(over), 'Nouveau')).toEqual(expected);
  });
});

describe('the flags of a property (listingFlagsOf)', () => {
  it('writes the former price like the price, in the property’s language', () => {
    const history = { isNew: true, formerPrice: 300_000 };
    expect(listingFlagsOf(propertyWithHistory({ history }))).toEqual({ isNew: true, formerPrice: '€ 300.000' });
    expect(listingFlagsOf(propertyWithHistory({ language: 'nl', history }))).toEqual({ isNew: true, formerPrice: '€ 300.000' });
  });

  it.each(['sold', 'rented'] as const)('shows neither on a %s property', (status) => {
    expect(listingFlagsOf(propertyWithHistory({ status, history: { isNew: true, formerPrice: 300_000 } }))).toEqual({
      isNew: false,
      formerPrice: null,
    });
  });
});

describe('the price history of a property page (priceHistoryRows)', () => {
  const prices = [
    { at: '2027-01-02T08:00:00.000Z', amount: 300_000 },
    { at: '2027-01-10T23:30:00.000Z', amount: null },
    { at: '2027-02-01T09:00:00.000Z', amount: 285_000 },
  ];

  it('lists every price, newest first, on the day of the agency’s time zone', () => {
    expect(priceHistoryRows(propertyWithHistory({ history: { prices } }))).toEqual([
      { at: '2027-02-01T09:00:00.000Z', date: '1 février 2027', price: '€ 285.000' },
      // 23:30 UTC is past midnight in Brussels.
      { at: '2027-01-10T23:30:00.000Z', date: '11 janvier 2027', price: 'Prix sur demande' },
      { at: '2027-01-02T08:00:00.000Z', date: '2 janvier 2027', price: '€ 300.000' },
    ]);
    expect(priceHistoryRows(propertyWithHistory({ language: 'de', history: { prices } })).map((r) => r.date)).toEqual([
      '1. Februar 2027',
      '11. Januar 2027',
      '2. Januar 2027',
    ]);
  });

  it('is empty with one price, and while the price is not published', () => {
    expect(priceHistoryRows(propertyWithHistory())).toEqual([]);
    expect(priceHistoryRows(propertyWithHistory({ price: null, history: { prices } }))).toEqual([]);
  });
});
