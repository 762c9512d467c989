import { describe, expect, it } from 'vitest';
import type { Property } from '../../../schema/index.js';
import { similarProperties } from '../../../site/data/similar.js';

// Each rule of the similar-properties section, one at a time, against a property of € 200.000.

const property = (
  id: number,
  over: { goal?: Property['goal']; status?: Property['status']; typeId?: number; price?: number | null } = {},
) =>
  ({
    id,
    goal: over.goal ?? 'sale',
    status: over.status ?? 'active',
    typeId: over.typeId ?? 1,
    price: { amount: over.price === undefined ? 200_000 : over.price, published: over.price !== null },
  }) as Property;

const subject = property(1);
const ids = (candidates: Property[], of = subject) => similarProperties(of, candidates).map((p) => p.id);

describe('similar properties', () => {
  it('keeps a property of the same goal, category and price', () => {
    expect(ids([property(2)])).toEqual([2]);
  });

  it('leaves the property itself out', () => {
    expect(ids([subject, property(2)])).toEqual([2]);
  });

  it('leaves out another goal', () => {
    expect(ids([property(2, { goal: 'rent' }), property(3, { goal: 'takeover' })])).toEqual([]);
  });

  it('leaves out another type category', () => {
    expect(ids([property(2, { typeId: 2 })])).toEqual([]);
  });

  it('leaves out sold, rented and any property not on the market', () => {
    const statuses = ['sold', 'rented', 'prospect', 'cancelled'] as const;
    expect(ids(statuses.map((status, i) => property(10 + i, { status })))).toEqual([]);
  });

  it('keeps prices within ±25 % (bounds included) and leaves out the others and unpublished ones', () => {
    const candidates = [150_000, 149_999, 250_000, 250_001, null].map((price, i) => property(10 + i, { price }));
    expect(ids(candidates).sort()).toEqual([10, 12]);
  });

  it('shows at most 4, the closest price first, the lower id on a tie', () => {
    const prices = [240_000, 201_000, 170_000, 230_000, 199_000, 215_000];
    const candidates = prices.map((price, i) => property(10 + i, { price }));
    expect(ids(candidates)).toEqual([11, 14, 15, 12]);
  });

  it('finds none for a property without a published price', () => {
    expect(ids([property(2)], property(1, { price: null }))).toEqual([]);
  });

  it('finds, through its index by goal, type and price, what a look at every candidate finds', () => {
    // A stock of many goals, types, statuses and prices, some equal: every property's neighbours
    // compared with the rules applied to each candidate in turn (the closest price first, then the id).
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const goals = ['sale', 'rent', 'takeover'] as const;
    const statuses = ['active', 'active', 'active', 'sold', 'rented'] as const;
    const stock = Array.from({ length: 600 }, (_, i) =>
      property(i + 1, {
        goal: goals[random(3)],
        status: statuses[random(5)],
        typeId: 1 + random(3),
        price: random(10) === 0 ? null : 50_000 + 5_000 * random(60),
      }),
    );
    const byRules = (of: Property) => {
      const price = of.price.published ? of.price.amount : null;
      if (price === null || price <= 0) return [];
      const near = (p: Property) => Math.abs((p.price.amount ?? 0) - price);
      return stock
        .filter(
          (p) =>
            p.id !== of.id &&
            p.status === 'active' &&
            p.goal === of.goal &&
            p.typeId === of.typeId &&
            p.price.published &&
            (p.price.amount ?? 0) >= price * 0.75 &&
            (p.price.amount ?? 0) <= price * 1.25,
        )
        .sort((a, b) => near(a) - near(b) || a.id - b.id)
        .slice(0, 4)
        .map((p) => p.id);
    };
    const found = stock.map((of) => ids(stock, of));
    expect(found).toEqual(stock.map(byRules));
    expect(found.filter((list) => list.length === 4).length).toBeGreaterThan(100);
  });
});
