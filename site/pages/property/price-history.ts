import { formatPrice } from '../../../pipeline/derive/format-price.js';
import type { Property } from '../../../schema/index.js';
import { dayText } from '../../data/day-text.js';

/** One line of the property page's price history: since when the property had that price. */
export interface PriceHistoryRow {
  /** ISO time (the time element's datetime). */
  at: string;
  /** The day in the agency's time zone, in the page's language: "10 janvier 2027". */
  date: string;
  /** Written like the price: "€ 285.000", or "price on request" while it was not published. */
  price: string;
}

/**
 * Issue 17: the price history to show, newest first. None while the property has had one price
 * only, and none while its price is not published: the agency hid it, so its earlier prices stay
 * hidden too.
 */
export function priceHistoryRows(p: Pick<Property, 'history' | 'price' | 'language'>): PriceHistoryRow[] {
  const { prices } = p.history;
  if (prices.length < 2 || !p.price.published) return [];
  return [...prices].reverse().map(({ at, amount }) => ({
    at,
    date: dayText(at, p.language),
    price: formatPrice({ amount, published: amount !== null, unit: p.price.unit, unitText: p.price.unitText }, p.language),
  }));
}
