import {
  AMOUNT_MAX,
  AREA_MAX,
  COUNT_MAX,
  euroDigits,
  type Goal,
  MONTHLY_RENT_MAX,
  SALE_PRICE_MAX,
  WIDTH_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from '../../schema/index.js';

// Plausibility of the feed's numbers (schema/spec/limits.ts has the bounds and why). A value
// outside its bounds is left out of the record with a "cleaned" line: the property still publishes.

export type Report = (field: string, reason: string) => void;

export interface Bound {
  min: number;
  max: number;
  /** How the bounds read in the report, e.g. "0 to 1.000.000 m²". */
  text: string;
}

const between = (min: number, max: number, unit: string): Bound => ({
  min,
  max,
  text: `${euroDigits(min)} to ${euroDigits(max)}${unit}`,
});
const area = between(0, AREA_MAX, ' m²');
const width = between(0, WIDTH_MAX, ' m');
const count = between(0, COUNT_MAX, '');
const euros = between(0, AMOUNT_MAX, ' €');
const year = { min: YEAR_MIN, max: YEAR_MAX, text: `${YEAR_MIN} to ${YEAR_MAX}` };

/** The plausible range of each kind of number a feed sends (a source names its fields' kinds). */
export const BOUND_KINDS = { area, width, count, euros, year } as const;

/** The record with every bounded number outside its bounds set to null, each one reported under its field. */
export function boundNumbers<T extends object>(raw: T, bounds: Partial<Record<keyof T, Bound>>, report: Report): T {
  const copy = { ...raw } as Record<string, unknown>;
  for (const [field, bound] of Object.entries(bounds) as [string, Bound][]) {
    const value = copy[field];
    if (typeof value === 'number' && (value < bound.min || value > bound.max)) {
      report(field, `${value} is outside the plausible range (${bound.text}): left out`);
      copy[field] = null;
    }
  }
  return copy as T;
}

/**
 * A price the site may show: above 0 and at most SALE_PRICE_MAX for a sale or a takeover (a
 * one-off amount), MONTHLY_RENT_MAX for a rent. Anything else shows "price on request", reported.
 */
export function plausiblePrice(price: number | null | undefined, goal: Goal, report: Report, field = 'Price'): number | null {
  if (price == null) return null;
  const max = goal === 'rent' ? MONTHLY_RENT_MAX : SALE_PRICE_MAX;
  if (price > 0 && price <= max) return price;
  const what = goal === 'rent' ? 'monthly rent' : `${goal} price`;
  report(field, `${price} is not a plausible ${what} (above 0, at most € ${euroDigits(max)}): shown as price on request`);
  return null;
}

/** Coordinates on Earth, or null with a report under `field` (a typo would put the map pin anywhere). */
export function plausibleLocation(lat: number, lng: number, report: Report, field: string): { lat: number; lng: number } | null {
  if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  report(field, `(${lat}, ${lng}) are not coordinates (latitude −90 to 90, longitude −180 to 180): the map is left out`);
  return null;
}
