import type { Language } from '../../schema/index.js';

// Words a Kyero property needs in each language of the site (the feed gives them in none).

/** After the amount, for a rent (price_freq week or month), as the sample's PriceUnitText reads ("/mois"). */
export const RENT_UNIT_TEXTS: Record<'week' | 'month', Record<Language, string>> = {
  week: { fr: '/semaine', nl: '/week', en: '/week', de: '/Woche' },
  month: { fr: '/mois', nl: '/maand', en: '/month', de: '/Monat' },
};
