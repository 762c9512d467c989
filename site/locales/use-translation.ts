import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

// The pages' texts: react-i18next's hook built a new translator wrapper on every call and i18next
// resolved every key again, 28% of the prerender's time for a property page (CPU profile, issue 16).
// Texts never change during a build: a key without options is looked up once per language.

const translators = new WeakMap<I18n, TFunction>();

function cachedTranslator(i18n: I18n): TFunction {
  let translator = translators.get(i18n);
  if (!translator) {
    const plain = new Map<string, string>();
    const t = ((key: string | string[], ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return (i18n.t as unknown as (...args: unknown[]) => string)(key, ...rest);
      let text = plain.get(key);
      if (text === undefined) {
        text = i18n.t(key);
        plain.set(key, text);
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
