import { formatPrice, PRICE_TEXTS } from '../../pipeline/derive/index.js';
import { plausiblePrice, type Report } from '../../pipeline/normalize/bounds.js';
import type { Goal, Language, Property } from '../../schema/index.js';

// Kyero's price block: <price> is digits or "x" (price on request), <price_freq> sale, week or
// month, <currency> EUR, GBP or USD (EUR when absent). The site shows euros only: a price in another
// currency publishes as "price on request", reported, its amount kept with the feed's other data.

export const PRICE_FREQUENCIES = ['sale', 'week', 'month'] as const;
export type PriceFrequency = (typeof PRICE_FREQUENCIES)[number];

export const isPriceFrequency = (text: string | null): text is PriceFrequency =>
  (PRICE_FREQUENCIES as readonly (string | null)[]).includes(text);

export const goalOf = (frequency: PriceFrequency): Goal => (frequency === 'sale' ? 'sale' : 'rent');

/** The amount the feed gives: a number, null for "x" or nothing, or a refusal for anything else. */
export function amountOf(text: string | null): { ok: true; amount: number | null } | { ok: false; reason: string } {
  if (text === null || text.toLowerCase() === 'x') return { ok: true, amount: null };
  // Kyero prices are whole numbers; a decimal point is tolerated, thousands separators are not (1.250 could be either).
  if (/^\d{1,15}(\.\d{1,2})?$/.test(text)) return { ok: true, amount: Number(text) };
  return { ok: false, reason: `expected a whole number or "x" (price on request), got ${JSON.stringify(text.slice(0, 40))}` };
}

/** The published price in one language, with what was reported on the way. */
export function priceOf(
  amount: number | null,
  frequency: PriceFrequency,
  currency: string | null,
  language: Language,
  report: Report,
): Property['price'] {
  let shown = amount;
  if (shown !== null && currency !== null && currency !== 'EUR') {
    report('currency', `the price is in ${currency}, and the site shows euros only: shown as price on request`);
    shown = null;
  }
  const checked = shown === null ? null : plausiblePrice(shown, goalOf(frequency), report);
  const price = {
    amount: checked,
    published: checked !== null,
    unit: null,
    unitText: frequency === 'sale' ? null : PRICE_TEXTS[language][frequency === 'week' ? 'perWeek' : 'perMonth'],
  };
  return { ...price, formatted: formatPrice(price, language) };
}
