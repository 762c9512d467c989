import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../schema/index.js';
import deCommon from './de/common.json' with { type: 'json' };
import deList from './de/list.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enList from './en/list.json' with { type: 'json' };
import frCommon from './fr/common.json' with { type: 'json' };
import frList from './fr/list.json' with { type: 'json' };
import nlCommon from './nl/common.json' with { type: 'json' };
import nlList from './nl/list.json' with { type: 'json' };

// Per language, common.json and the list pages' texts (list.json: the filters, the sort, the
// paging), one namespace for the pages.
const fr = { ...frCommon, ...frList };
const nl = { ...nlCommon, ...nlList };
const en = { ...enCommon, ...enList };
const de = { ...deCommon, ...deList };

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
