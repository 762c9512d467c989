import type { Language } from '../../schema/index.js';
import { ENABLED_LANGUAGES } from '../site-config.js';

/** A page's public path in every enabled language: hreflang, the language switcher, the sitemap. */
export const alternatesOf = (pathIn: (language: Language) => string): Partial<Record<Language, string>> =>
  Object.fromEntries(ENABLED_LANGUAGES.map((language) => [language, pathIn(language)]));
