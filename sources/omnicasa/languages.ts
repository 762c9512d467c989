import type { Language } from '../../schema/index.js';

/** Omnicasa's LanguageId / DescriptionLanguageId values (DESIGN.md, Sources). */
export const OMNICASA_LANGUAGE_IDS: Record<Language, number> = { nl: 1, fr: 2, en: 3, de: 4 };

export function languageOfId(id: unknown): Language | undefined {
  return (Object.keys(OMNICASA_LANGUAGE_IDS) as Language[]).find((l) => OMNICASA_LANGUAGE_IDS[l] === id);
}
