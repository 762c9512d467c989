import { type Language, PRICE_UNIT_STARTING_FROM } from '../../schema/index.js';
import { PRICE_TEXTS } from './price-texts.js';

// Belgian style: '.' groups thousands, ',' marks decimals, the euro sign comes first ("€ 245.000").
const belgian = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const belgianCents = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

export interface PriceInput {
  amount: number | null;
  published: boolean;
  unit: number | null;
  unitText: string | null;
}

/** §9: "€ 245.000", "à partir de € 189.000", "€ 850 /mois"; an unpublished or invalid price never shows as NaN. */
export function formatPrice(input: PriceInput, language: Language): string {
  const texts = PRICE_TEXTS[language];
  const { amount } = input;
  if (!input.published || amount === null || !Number.isFinite(amount) || amount < 0) return texts.onRequest;
  const digits = (Number.isInteger(amount) ? belgian : belgianCents).format(amount);
  const prefix = input.unit === PRICE_UNIT_STARTING_FROM ? `${texts.startingFrom} ` : '';
  const suffix = input.unitText ? ` ${input.unitText.trim()}` : '';
  return `${prefix}€ ${digits}${suffix}`;
}
