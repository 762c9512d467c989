import type { FavouriteRecord } from '../../data/favourite-format.js';

// The compare table's rows: one per fact, one cell per property in the order compared. A fact that
// none of them gives is left out (two flats have no plot); one that some give shows "not given"
// for the others.

/** The row headers, in the page's language; `costs` by cost key, in the order the rows take. */
export interface CompareLabels {
  price: string;
  type: string;
  city: string;
  living: string;
  ground: string;
  bedrooms: string;
  bathrooms: string;
  epc: string;
  costs: Record<string, string>;
}

export interface CompareRow {
  key: string;
  label: string;
  /** Null where the property does not give it. */
  cells: (string | null)[];
}

const FACTS = ['price', 'type', 'city', 'living', 'ground', 'bedrooms', 'bathrooms', 'epc'] as const;

export function compareRows(records: readonly FavouriteRecord[], labels: CompareLabels): CompareRow[] {
  const facts = FACTS.map((key) => ({ key, label: labels[key], cells: records.map((r) => r[key] || null) }));
  const costs = Object.entries(labels.costs).map(([key, label]) => ({
    key: `costs.${key}`,
    label,
    cells: records.map((r) => r.costs[key] ?? null),
  }));
  return [...facts, ...costs].filter((row) => row.cells.some((cell) => cell !== null));
}
