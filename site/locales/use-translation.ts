import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

// The pages' texts: react-i18next's hook built a new translator wrapper on every call and i18next
// resolved every key again, 28% of the prerender's time for a property page (CPU profile, issue 16).
// Texts never change during a build: a key is looked up once per language and options. With options
// (a count, a page number: the cards' "3 bedrooms"), i18next's plural rules and interpolation were
// still 7% of a render process's time for the synthetic agency (CPU profile, 2026-11-27).

const translators = new WeakMap<I18n, TFunction>();

/** Texts kept per language: the options' values that differ per property (an EPC value) could add up. */
const KEPT_TEXTS = 20_000;

/** The cache key of a call whose options are plain values only (no objects: those are passed through). */
function keyOf(key: string, options: unknown): string | undefined {
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) if (value !== null && typeof value === 'object') return undefined;
  return `${key}\u0000${JSON.stringify(options)}`;
}

/** The translator of `i18n` that keeps each text it made (exported for its test). */
export function cachedTranslator(i18n: I18n): TFunction {
  let translator = translators.get(i18n);
  if (!translator) {
    const texts = new Map<string, string>();
    const translate = (...args: unknown[]) => (i18n.t as unknown as (...a: unknown[]) => string)(...args);
    const t = ((key: string | string[], ...rest: unknown[]) => {
      const cacheKey = rest.length <= 1 && typeof key === 'string' ? keyOf(key, rest[0]) : undefined;
      if (cacheKey === undefined) return translate(key, ...rest);
      let text = texts.get(cacheKey);
      if (text === undefined) {
        text = translate(key, ...rest);
        if (texts.size < KEPT_TEXTS) texts.set(cacheKey, text);
      }
      return text;
    }) as unknown as TFunction;
    translator = t;
    translators.set(i18n, translator);
  }
  return translator;
}

/** `t` of the page's language (site/pages/+Wrapper.tsx provides it), as react-i18next's hook gives it. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n } = useContext(I18nContext) as { i18n: I18n };
  return { t: cachedTranslator(i18n), i18n };
}
