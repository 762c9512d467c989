import type { Region } from './regions.js';

// §9 Energy label scales. A value (kWh/m².year) belongs to the class whose lower bound is the
// largest one ≤ the value (DESIGN.md, Derivations); the first class of each scale starts at -∞.
// Brussels: the spec's f_sub entry reads "223 to 345"; it is 323–345 (DESIGN.md), and class `a`
// starts at 0 rather than 1 so that 0 ≤ value < 1 is not left between "below 0" (a_plus) and "1–23" (a).
export const EPC_LABELS = [
  'a_plusplus',
  'a_plus',
  'a',
  'a_sub',
  'b_plus',
  'b',
  'b_sub',
  'c_plus',
  'c',
  'c_sub',
  'd_plus',
  'd',
  'd_sub',
  'e_plus',
  'e',
  'e_sub',
  'f_plus',
  'f',
  'f_sub',
  'g',
] as const;
export type EpcLabel = (typeof EPC_LABELS)[number];

export interface EpcClass {
  label: EpcLabel;
  /** Inclusive lower bound; the class ends where the next one starts. */
  from: number;
}

export const EPC_SCALES: Record<Region, readonly EpcClass[]> = {
  flanders: [
    { label: 'a_plus', from: Number.NEGATIVE_INFINITY },
    { label: 'a', from: 0 },
    { label: 'b', from: 100 },
    { label: 'c', from: 200 },
    { label: 'd', from: 300 },
    { label: 'e', from: 400 },
    { label: 'f', from: 500 },
  ],
  brussels: [
    { label: 'a_plus', from: Number.NEGATIVE_INFINITY },
    { label: 'a', from: 0 },
    { label: 'a_sub', from: 24 },
    { label: 'b_plus', from: 46 },
    { label: 'b', from: 63 },
    { label: 'b_sub', from: 80 },
    { label: 'c_plus', from: 96 },
    { label: 'c', from: 114 },
    { label: 'c_sub', from: 133 },
    { label: 'd_plus', from: 151 },
    { label: 'd', from: 171 },
    { label: 'd_sub', from: 191 },
    { label: 'e_plus', from: 211 },
    { label: 'e', from: 233 },
    { label: 'e_sub', from: 254 },
    { label: 'f_plus', from: 276 },
    { label: 'f', from: 299 },
    { label: 'f_sub', from: 323 },
    { label: 'g', from: 346 },
  ],
  wallonia: [
    { label: 'a_plusplus', from: Number.NEGATIVE_INFINITY },
    { label: 'a_plus', from: 0 },
    { label: 'a', from: 45 },
    { label: 'b', from: 85 },
    { label: 'c', from: 170 },
    { label: 'd', from: 255 },
    { label: 'e', from: 340 },
    { label: 'f', from: 425 },
    { label: 'g', from: 510 },
  ],
};
