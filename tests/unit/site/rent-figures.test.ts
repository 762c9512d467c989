import { describe, expect, it } from 'vitest';
import { rentFigures } from '../../../site/pages/property/rent-figures.js';

// §5 Rent appointment confirmations: the figures a rental's application form states.

const rental = (amount: number | null, bedrooms: number | null, costs: { chargesRenter?: number; inventory?: number } = {}) => ({
  price: { amount, published: amount !== null, unit: null, unitText: '/mois', formatted: '' },
  counts: { bedrooms } as never,
  costs: { chargesRenter: costs.chargesRenter ?? null, inventory: costs.inventory ?? null } as never,
});

describe('the rent confirmations’ figures', () => {
  it('asks three times the rent as income, two people per bedroom, and the sum due at signing', () => {
    expect(rentFigures(rental(850, 2, { chargesRenter: 60, inventory: 300 }))).toEqual({
      minimumIncome: 2550,
      maximumPeople: 4,
      dueAtSigning: { rent: 850, charges: 60, inventory: 150, deposit: 2550, total: 3610 },
    });
  });

  it('counts a studio (no bedroom) as one, leaves the people out when bedrooms are unknown, and zero costs when none', () => {
    expect(rentFigures(rental(620.5, 0))?.maximumPeople).toBe(2);
    expect(rentFigures(rental(620.5, null))?.maximumPeople).toBeNull();
    expect(rentFigures(rental(620.5, 0))?.dueAtSigning).toEqual({
      rent: 620.5,
      charges: 0,
      inventory: 0,
      deposit: 1861.5,
      total: 2482,
    });
  });

  it('gives no figures for a rent that is not published', () => {
    expect(rentFigures(rental(null, 2))).toBeNull();
    expect(rentFigures({ ...rental(900, 2), price: { ...rental(900, 2).price, published: false } })).toBeNull();
  });
});
