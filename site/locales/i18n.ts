import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../schema/index.js';
import deAlerts from './de/alerts.json' with { type: 'json' };
import deCommon from './de/common.json' with { type: 'json' };
import deCosts from './de/costs.json' with { type: 'json' };
import deFavourites from './de/favourites.json' with { type: 'json' };
import deList from './de/list.json' with { type: 'json' };
import enAlerts from './en/alerts.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enCosts from './en/costs.json' with { type: 'json' };
import enFavourites from './en/favourites.json' with { type: 'json' };
import enList from './en/list.json' with { type: 'json' };
import frAlerts from './fr/alerts.json' with { type: 'json' };
import frCommon from './fr/common.json' with { type: 'json' };
import frCosts from './fr/costs.json' with { type: 'json' };
import frFavourites from './fr/favourites.json' with { type: 'json' };
import frList from './fr/list.json' with { type: 'json' };
import nlAlerts from './nl/alerts.json' with { type: 'json' };
import nlCommon from './nl/common.json' with { type: 'json' };
import nlCosts from './nl/costs.json' with { type: 'json' };
import nlFavourites from './nl/favourites.json' with { type: 'json' };
import nlList from './nl/list.json' with { type: 'json' };

// Per language, common.json, the list pages' texts (list.json: the filters, the sort, the
// paging), the favourites' and compare page's (favourites.json), the search alerts' (alerts.json) and
// a sale's estimated buying costs (costs.json),
// one namespace for the pages.
const fr = { ...frCommon, ...frCosts, ...frList, ...frFavourites, ...frAlerts };
const nl = { ...nlCommon, ...nlCosts, ...nlList, ...nlFavourites, ...nlAlerts };
const en = { ...enCommon, ...enCosts, ...enList, ...enFavourites, ...enAlerts };
const de = { ...deCommon, ...deCosts, ...deList, ...deFavourites, ...deAlerts };

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
