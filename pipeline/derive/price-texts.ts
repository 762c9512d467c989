import type { Language } from '../../schema/index.js';

/** §9 Formats: the words around a price, per language. */
export const PRICE_TEXTS: Record<Language, { onRequest: string; startingFrom: string }> = {
  fr: { onRequest: 'Prix sur demande', startingFrom: 'à partir de' },
  nl: { onRequest: 'Prijs op aanvraag', startingFrom: 'vanaf' },
  en: { onRequest: 'Price on request', startingFrom: 'from' },
  de: { onRequest: 'Preis auf Anfrage', startingFrom: 'ab' },
};
