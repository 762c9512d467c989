import type { Language } from '../../schema/spec/languages.js';
import { FIGURE_LOCALES } from '../../schema/spec/languages.js';
import { formatEuro } from '../../schema/spec/money.js';
import type { CostEstimate } from './buyer-costs.js';

// The lines of the costs table, by key: the page renders every line (those without an amount hidden)
// and its script fills them in again as the visitor changes the case. Amounts are estimates, shown
// to the euro.

export const COST_ROWS = [
  'registration',
  'vat',
  'notaryFee',
  'deedCosts',
  'mortgageTaxes',
  'mortgageDeedCosts',
  'total',
  'priceAndCosts',
  'monthly',
] as const;
export type CostRow = (typeof COST_ROWS)[number];

/** Each line's amount, or null for a line that does not apply (hidden). */
export function costRowAmounts(price: number, e: CostEstimate): Record<CostRow, number | null> {
  const registration = e.purchaseTax.kind === 'registration';
  return {
    registration: registration ? e.purchaseTax.amount : null,
    vat: registration ? null : e.purchaseTax.amount,
    notaryFee: e.notaryFee,
    deedCosts: e.deedCosts,
    mortgageTaxes: e.mortgage?.taxes ?? null,
    mortgageDeedCosts: e.mortgage?.deedCosts ?? null,
    total: e.total,
    priceAndCosts: price + e.total,
    monthly: e.monthly,
  };
}

/** "€ 7.350": an estimate, to the euro. */
export const euros = (amount: number): string => formatEuro(Math.round(amount));

const rateFormats = new Map<Language, Intl.NumberFormat>();
/** "12,5 %" in French, "12,5%" in Dutch: a rate as the page's language writes it, in Belgium (FIGURE_LOCALES). */
export function rateText(rate: number, language: Language): string {
  let format = rateFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(FIGURE_LOCALES[language], { style: 'percent', maximumFractionDigits: 3 });
    rateFormats.set(language, format);
  }
  return format.format(rate);
}
