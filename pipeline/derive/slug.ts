import slugify from '@sindresorhus/slugify';

/**
 * URL slug: lower case, accents transliterated ("façade" → "facade", "Straße" → "strasse"), '-'
 * separated, no camel-case splitting. '&' is dropped: slugify would spell it "and" in every language.
 */
export function slugOf(text: string): string {
  return slugify(text, { decamelize: false, customReplacements: [['&', ' ']] });
}

/**
 * §3 City SearchName: lower case, accents (combining marks after NFD) removed, outer spaces trimmed;
 * inner spaces, hyphens and apostrophes stay as they are ("Écaussinnes" → "ecaussinnes").
 */
export function searchNameOf(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr').trim();
}
