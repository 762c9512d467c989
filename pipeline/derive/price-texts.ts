import type { Language } from '../../schema/index.js';

/**
 * §9 Formats: the words around a price, per language; `perWeek` and `perMonth` follow a rent's
 * amount where the feed gives no unit text of its own (a rent priced by the week or the month).
 */
export const PRICE_TEXTS: Record<Language, { onRequest: string; startingFrom: string; perWeek: string; perMonth: string }> = {
  fr: { onRequest: 'Prix sur demande', startingFrom: 'à partir de', perWeek: '/semaine', perMonth: '/mois' },
  nl: { onRequest: 'Prijs op aanvraag', startingFrom: 'vanaf', perWeek: '/week', perMonth: '/maand' },
  en: { onRequest: 'Price on request', startingFrom: 'from', perWeek: '/week', perMonth: '/month' },
  de: { onRequest: 'Preis auf Anfrage', startingFrom: 'ab', perWeek: '/Woche', perMonth: '/Monat' },
};
