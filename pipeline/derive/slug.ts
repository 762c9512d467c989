import slugify from '@sindresorhus/slugify';

/** URL slug: lower case, accents transliterated, '-' separated; '&' is dropped rather than spelled in English. */
export function slugOf(text: string): string {
  return slugify(text, { decamelize: false, customReplacements: [['&', ' ']] });
}

/** §3 City SearchName: lower case without accents, spaces and hyphens kept ("Écaussinnes" → "ecaussinnes"). */
export function searchNameOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr')
    .trim();
}
