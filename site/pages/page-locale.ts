import { usePageContext } from 'vike-react/usePageContext';
import type { Language } from '../../schema/index.js';

/**
 * The page's language, for the pages that have one: every page but the language choice at '/'
 * (site/data/page-context.ts). A page without one is a mistake of its route, so it fails the build
 * rather than rendering in a language the visitor did not ask for.
 */
export function usePageLocale(): Language {
  const { locale, urlOriginal } = usePageContext();
  if (!locale) throw new Error(`${urlOriginal}: this page needs a language, and its pageContext has none`);
  return locale;
}
