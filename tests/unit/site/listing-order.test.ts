import { describe, expect, it } from 'vitest';
import type { Property } from '../../../schema/index.js';
import { listingOrder } from '../../../site/data/cards.js';

// The lists' and home's order: on the market first, the newest change first, sold and rented after.

const listing = (id: number, status: Property['status'], updatedAt: string | null) => ({ id, status, updatedAt }) as Property;
const order = (listings: Property[]) => [...listings].sort(listingOrder).map((p) => p.id);

describe('listing order', () => {
  it('puts the properties on the market first, newest change first', () => {
    expect(
      order([
        listing(1, 'active', '2026-03-01T09:00:00.000Z'),
        listing(2, 'sold', '2026-11-01T09:00:00.000Z'),
        listing(3, 'active', '2026-11-20T17:45:00.000Z'),
        listing(4, 'active', '2026-11-20T08:00:00.000Z'),
        listing(5, 'rented', '2026-01-01T09:00:00.000Z'),
      ]),
    ).toEqual([3, 4, 1, 2, 5]);
  });

  it('orders the sold and rented ones by their change too, and a listing without a date after the dated ones', () => {
    expect(
      order([
        listing(1, 'sold', null),
        listing(2, 'rented', '2025-05-05T10:00:00.000Z'),
        listing(3, 'sold', '2026-05-05T10:00:00.000Z'),
        listing(4, 'active', null),
        listing(5, 'active', '2020-01-01T00:00:00.000Z'),
      ]),
    ).toEqual([5, 4, 3, 2, 1]);
  });

  it('breaks a tie by id, so every build orders the same listings the same way', () => {
    const at = '2026-11-20T08:00:00.000Z';
    expect(order([listing(9, 'active', at), listing(2, 'active', at), listing(5, 'active', at)])).toEqual([2, 5, 9]);
  });
});
