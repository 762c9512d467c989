import type { Language } from '../../schema/index.js';
import { loadProperties } from './load';

/** The agency's cities, from its listings, in alphabetical order (the demand register's zones). */
export const cityOptionsOf = (locale: Language): string[] =>
  [...new Set(loadProperties(locale).map((p) => p.address.city.trim()))]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b, locale));
