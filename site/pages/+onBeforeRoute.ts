// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types';
import { resolvePublicPath } from '../routing/resolve-path';
import { enabledLanguages } from '../site-config';

/** Public, per-language paths → the logical route and the language (§2 Language and path mapping). */
export function onBeforeRoute(pageContext: PageContext) {
  const resolved = resolvePublicPath(pageContext.urlPathname, enabledLanguages());
  if (!resolved) return { pageContext: { locale: null, urlLogical: '/__not-found' } };
  return { pageContext: { locale: resolved.locale, urlLogical: resolved.logical } };
}
