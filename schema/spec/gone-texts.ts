import type { Language } from './languages.js';

// §8 Error catalogue: "Property not found or sold" (French verbatim), shown on the page a property
// keeps at its last URL once it left the feed (schema/departed.ts). The spec quotes French only;
// the other languages say the same.
export const PROPERTY_GONE: Record<Language, string> = {
  fr: "Le bien que vous demandez n'existe pas ou est vendu",
  nl: 'Het gevraagde pand bestaat niet of is verkocht',
  en: 'The property you are looking for does not exist or has been sold',
  de: 'Die gesuchte Immobilie existiert nicht oder ist verkauft',
};

/** What the page offers instead: the similar properties, or the list of its section. */
export const GONE_TEXTS: Record<Language, { similar: string; noSimilar: string; toList: string }> = {
  fr: {
    similar: 'Ces biens pourraient vous intéresser',
    noSimilar: "Aucun bien semblable n'est disponible pour le moment.",
    toList: 'Voir tous nos biens',
  },
  nl: {
    similar: 'Deze panden kunnen u interesseren',
    noSimilar: 'Er is momenteel geen vergelijkbaar pand beschikbaar.',
    toList: 'Bekijk al onze panden',
  },
  en: {
    similar: 'These properties may interest you',
    noSimilar: 'No similar property is available at the moment.',
    toList: 'See all our properties',
  },
  de: {
    similar: 'Diese Immobilien könnten Sie interessieren',
    noSimilar: 'Derzeit ist keine ähnliche Immobilie verfügbar.',
    toList: 'Alle unsere Immobilien ansehen',
  },
};
