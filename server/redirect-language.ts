import type { Language } from '../schema/index.js';
import type { InternalPathTable } from '../schema/spec/internal-paths.js';
import { acceptedLanguages, cookieValue, LANGUAGE_COOKIE, LANGUAGE_QUERY, pickLanguage } from '../schema/spec/language-memory.js';

/** What of a request says which language the visitor wants. */
export interface LanguageHints {
  /** The query string, without its '?'. */
  query: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * §7 The language of a visitor who names no page in one: ?lng=, then the language remembered by the
 * switcher's cookie, then the browser's languages, then the site's default; always an enabled one.
 */
export function visitorLanguage(hints: LanguageHints, site: Pick<InternalPathTable, 'enabled' | 'default'>): Language {
  const candidates = [
    new URLSearchParams(hints.query).get(LANGUAGE_QUERY),
    cookieValue(hints.cookie, LANGUAGE_COOKIE),
    ...acceptedLanguages(hints.acceptLanguage),
  ];
  return pickLanguage(candidates, site.enabled, site.default);
}
