// §7 "Language choice is cached in local storage, with the query parameter lng and a cookie as lookup
// sources." The names, and the one rule the root page's script, the internal paths' redirect pages and
// `vitrine serve` all follow. Free of zod and of imports: pickLanguage runs in the browser as source.

/** The cookie and the local-storage key holding the language a visitor chose in the switcher. */
export const LANGUAGE_COOKIE = 'vitrine_lang';
/** §7 the query parameter that names a language (`/?lng=nl`). */
export const LANGUAGE_QUERY = 'lng';
/** How long a chosen language is remembered: a year (a strictly necessary preference cookie). */
export const LANGUAGE_COOKIE_DAYS = 365;

/**
 * The first candidate that names an enabled language (`nl`, `nl-BE`, `NL`), else the default.
 * Candidates come in the order of §7's lookup: the query, the remembered choice (local storage, then
 * the cookie), then the browser's languages. Self-contained: the pages inline it as source.
 */
export function pickLanguage<L extends string>(
  candidates: readonly (string | null | undefined)[],
  enabled: readonly L[],
  fallback: L,
): L {
  for (const candidate of candidates) {
    const code = String(candidate || '')
      .slice(0, 2)
      .toLowerCase();
    const found = enabled.find((language) => language === code);
    if (found) return found;
  }
  return fallback;
}

/** An Accept-Language header's languages, the most wanted first (RFC 9110 §12.5.4); `q=0` refuses one. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
