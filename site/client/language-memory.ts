// §7 the language a visitor picks is remembered: the switcher stores it (local storage and a
// strictly necessary preference cookie the server reads at '/'), and the language choice of '/' and of
// the internal paths' redirect pages reads it before the browser's languages. These functions are
// self-contained: the pages inline them as source (site/components/inline-source.ts), so no page
// loads a script for them (the transpiled source carries no comment; the test of the switcher runs it).
// Local storage may be refused (private mode, a policy): the cookie still remembers.

/** Stores the chosen language under `name`: local storage, and a cookie (SameSite=Lax, `days` long, Secure on https). */
export function rememberLanguage(language: string, name: string, days: number): void {
  try {
    localStorage.setItem(name, language);
  } catch {}
  const secure = location.protocol === 'https:' ? ';secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves
  document.cookie = `${name}=${encodeURIComponent(language)};path=/;max-age=${days * 86400};samesite=lax${secure}`;
}

/** The language stored under `name` (local storage, else the cookie), or null. */
export function rememberedLanguage(name: string): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(name);
  } catch {}
  if (stored) return stored;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return null;
}
