import { describe, expect, it } from 'vitest';
import { type CompareLabels, compareRows } from '../../../site/client/favourites/rows.js';
import type { FavouriteRecord } from '../../../site/data/favourite-format.js';

// Issue 17: the compare table's rows: a row per fact, a cell per property in the order compared; a
// fact none of them gives is left out, one that some give shows "not given" (null) for the others.

const LABELS: CompareLabels = {
  price: 'Prix',
  type: 'Type',
  city: 'Localité',
  living: 'Surface habitable',
  ground: 'Surface du terrain',
  bedrooms: 'Chambres',
  bathrooms: 'Salles de bains',
  epc: 'PEB',
  costs: {
    chargesRenter: 'Charges (locataire)',
    registrationRights: "Droits d'enregistrement",
    cadastralIncome: 'Revenu cadastral',
  },
};

const record = (id: number, over: Partial<FavouriteRecord> = {}): FavouriteRecord => ({
  id,
  url: `/fr/a-vendre/x/${id}/`,
  title: `Bien ${id}`,
  type: 'Maison',
  city: 'Nalinnes',
  price: '€ 245.000',
  badges: [],
  facts: [],
  photo: null,
  living: '120 m²',
  ground: null,
  bedrooms: '3',
  bathrooms: null,
  epc: 'B',
  costs: {},
  ...over,
});

describe('the compare rows', () => {
  it('has the facts in order, a cell per property, in the order compared', () => {
    const rows = compareRows(
      [record(1, { price: '€ 245.000', ground: '830 m²' }), record(2, { price: '€ 199.000', bathrooms: '1', epc: null })],
      LABELS,
    );
    expect(rows.map((r) => r.label)).toEqual([
      'Prix',
      'Type',
      'Localité',
      'Surface habitable',
      'Surface du terrain',
      'Chambres',
      'Salles de bains',
      'PEB',
    ]);
    expect(rows.find((r) => r.key === 'price')?.cells).toEqual(['€ 245.000', '€ 199.000']);
    expect(rows.find((r) => r.key === 'ground')?.cells).toEqual(['830 m²', null]);
    expect(rows.find((r) => r.key === 'bathrooms')?.cells).toEqual([null, '1']);
    expect(rows.find((r) => r.key === 'epc')?.cells).toEqual(['B', null]);
  });

  it('leaves out a fact that none of the properties gives', () => {
    const keys = compareRows([record(1), record(2)], LABELS).map((r) => r.key);
    expect(keys).not.toContain('ground');
    expect(keys).not.toContain('bathrooms');
  });

  it('keeps a true zero (a studio has 0 bedrooms)', () => {
    expect(compareRows([record(1, { bedrooms: '0' })], LABELS).find((r) => r.key === 'bedrooms')?.cells).toEqual(['0']);
  });

  it('has a row per cost that one of them gives, in the labels’ order', () => {
    const rows = compareRows(
      [
        record(1, { costs: { cadastralIncome: '€ 986', registrationRights: '€ 26.375' } }),
        record(2, { costs: { cadastralIncome: '€ 1.094' } }),
      ],
      LABELS,
    );
    expect(rows.filter((r) => r.key.startsWith('costs.')).map((r) => [r.label, r.cells])).toEqual([
      ["Droits d'enregistrement", ['€ 26.375', null]],
      ['Revenu cadastral', ['€ 986', '€ 1.094']],
    ]);
  });

  it('has one cell per property in each row, for one to four properties', () => {
    for (const count of [1, 2, 3, 4]) {
      const records = Array.from({ length: count }, (_, i) => record(i + 1, { costs: i === 0 ? { chargesRenter: '€ 90' } : {} }));
      for (const row of compareRows(records, LABELS)) expect(row.cells).toHaveLength(count);
    }
  });
});
