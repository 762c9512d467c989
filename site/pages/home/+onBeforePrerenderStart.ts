// https://vike.dev/onBeforePrerenderStart
import { PAGE_PATHS } from '../../../schema/index.js';
import { cardOf, listingOrder } from '../../data/cards';
import { loadManifest, loadProperties } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { i18nFor } from '../../locales/i18n';
import { alternatesOf } from '../../routing/alternates';
import { ENABLED_LANGUAGES } from '../../site-config';

/** §2 home: hero with the totals, latest properties (max 4). */
export function onBeforePrerenderStart() {
  const { totals } = loadManifest();
  const alternates = alternatesOf((l) => PAGE_PATHS.home[l]);
  return ENABLED_LANGUAGES.map((locale) => {
    const t = i18nFor(locale).t;
    const latest = loadProperties(locale)
      .filter((p) => p.status === 'active')
      .sort(listingOrder)
      .slice(0, 4)
      .map(cardOf);
    const title = t('home.title');
    return {
      url: PAGE_PATHS.home[locale],
      pageContext: {
        ...pageContextOf(locale, alternates, { title, description: t('home.intro', totals) }),
        data: { latest, totals },
      },
    };
  });
}
