// https://vike.dev/onBeforePrerenderStart
import { type Section, sectionOfGoal } from '../../../schema/index.js';
import { cardOf, listingOrder } from '../../data/cards';
import { loadProperties } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { i18nFor } from '../../locales/i18n';
import { alternatesOf } from '../../routing/alternates';
import { allCardsPath, listPath } from '../../routing/resolve-path';
import { ENABLED_LANGUAGES } from '../../site-config';
import { CARDS_PER_PAGE, pageCount } from './paging';

/**
 * §2 for sale / for rent: every page of each list in every language, readable without JavaScript,
 * and one page per list holding every card (noindex), which the filter script reads (§2 ?city=, ?type=).
 */
export function onBeforePrerenderStart() {
  return ENABLED_LANGUAGES.flatMap((locale) =>
    (['sale', 'rent'] as Section[]).flatMap((section) => {
      const listed = loadProperties(locale)
        .filter((p) => sectionOfGoal(p.goal) === section)
        .sort(listingOrder);
      const pages = pageCount(listed.length);
      const t = i18nFor(locale).t;
      const heading = t(`list.${section}`);
      const paged = Array.from({ length: pages }, (_, i) => {
        const page = i + 1;
        const alternates = alternatesOf((l) => listPath(section, l, page));
        const paging = t('list.page', { page, pages, count: listed.length });
        const cards = listed.slice(i * CARDS_PER_PAGE, page * CARDS_PER_PAGE).map(cardOf);
        return {
          url: listPath(section, locale, page),
          pageContext: {
            ...pageContextOf(locale, alternates, {
              title: page > 1 ? `${heading} – ${paging}` : heading,
              description: `${heading}: ${paging}`,
            }),
            data: { section, page, pages, count: listed.length, cards, all: false },
          },
        };
      });
      const all = {
        url: allCardsPath(section, locale),
        pageContext: {
          ...pageContextOf(
            locale,
            alternatesOf((l) => allCardsPath(section, l)),
            { title: `${heading} – ${t('filter.all')}`, description: `${heading}: ${t('filter.all')}` },
          ),
          // A copy of the paged list for the filter script, not a page of its own for search engines.
          noindex: true,
          data: { section, page: 1, pages: 1, count: listed.length, cards: listed.map(cardOf), all: true },
        },
      };
      return [...paged, all];
    }),
  );
}
