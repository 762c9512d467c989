import { formatEuro, type Language, PRICE_UNIT_STARTING_FROM } from '../../schema/index.js';
import { PRICE_TEXTS } from './price-texts.js';

export interface PriceInput {
  amount: number | null;
  published: boolean;
  unit: number | null;
  unitText: string | null;
}

/**
 * §9 Formats: "€ 245.000", "€ 1.250,50", "à partir de € 189.000" (price unit 7), "€ 850 /mois".
 * An unpublished, missing, NaN, infinite or negative amount shows the localized "price on request".
 */
export function formatPrice(input: PriceInput, language: Language): string {
  const texts = PRICE_TEXTS[language];
  const { amount } = input;
  if (!input.published || amount === null || !Number.isFinite(amount) || amount < 0) return texts.onRequest;
  const prefix = input.unit === PRICE_UNIT_STARTING_FROM ? `${texts.startingFrom} ` : '';
  const unitText = input.unitText?.trim();
  return `${prefix}${formatEuro(amount)}${unitText ? ` ${unitText}` : ''}`;
}
