import type { Language } from '../../schema/index.js';
import { enabledLanguages } from '../site-config.js';

/** A page's public path in every enabled language: hreflang, the language switcher, the sitemap. */
export const alternatesOf = (pathIn: (language: Language) => string): Partial<Record<Language, string>> =>
  Object.fromEntries(enabledLanguages().map((language) => [language, pathIn(language)]));
