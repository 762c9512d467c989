import type { Goal } from './goals.js';
import type { Language } from './languages.js';

// §2 Pages: the listing sections per language. French and Dutch are the spec's; English and
// German follow the same style (listed in the README).
export type Section = 'sale' | 'rent';

export const SECTION_PATHS: Record<Section, { internal: string } & Record<Language, string>> = {
  sale: { internal: '/for-sale/', en: '/en/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/', de: '/de/zu-verkaufen/' },
  rent: { internal: '/for-rent/', en: '/en/for-rent/', nl: '/nl/te-huur/', fr: '/fr/a-louer/', de: '/de/zu-vermieten/' },
};

/** §3 Property.Goal: "any non-zero means rent", so a takeover is listed with the rentals. */
export function sectionOfGoal(goal: Goal): Section {
  return goal === 'sale' ? 'sale' : 'rent';
}

// §2 Property detail: Dutch URLs carry the property type, French ones a slug of the title.
// English and German follow the French form.
export const PROPERTY_URL_MIDDLE: Record<Language, 'type' | 'title'> = {
  nl: 'type',
  fr: 'title',
  en: 'title',
  de: 'title',
};

/** §2 Property detail: the internal path. */
export const propertyInternalPath = (id: number): string => `/property/${id}/`;
