import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../schema/index.js';
import de from './de/common.json' with { type: 'json' };
import en from './en/common.json' with { type: 'json' };
import fr from './fr/common.json' with { type: 'json' };
import nl from './nl/common.json' with { type: 'json' };

// One i18next instance per language, made once: pages prerendered in parallel never share one.
export const RESOURCES: Record<Language, typeof fr> = { fr, nl, en, de };
const instances = new Map<Language, I18n>();

export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance({
      lng: language,
      resources: { [language]: { common: RESOURCES[language] } },
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
    });
    instance.use(initReactI18next).init();
    instances.set(language, instance);
  }
  return instance;
}
