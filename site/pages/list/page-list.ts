import type { Language, Section } from '../../../schema/index.js';
import type { PageEntry } from '../../build/render-pages.js';
import type { CityOption, TypeChoice } from '../../components/list/ListFilters';
import { type Card, cardOf } from '../../data/cards';
import { sectionListing } from '../../data/list-index';
import { loadProperties } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { shareLanguages } from '../../data/prerender-shard';
import { typeOptionsOf } from '../../data/type-options';
import { i18nFor } from '../../locales/i18n';
import { alternatesOf } from '../../routing/alternates';
import { listPath } from '../../routing/resolve-path';
import { listIndexUrl } from '../../search/list-index-format';
import { MODEL_PAGE, type NumberedPage, numberedPages } from './numbered-pages';
import { CARDS_PER_PAGE, pageCount } from './paging';

/** What a page of a list renders (useData<ListPageData>() in +Page.tsx). */
export interface ListPageData {
  section: Section;
  page: number;
  pages: number;
  /** Properties on the market (home's totals count the same). */
  count: number;
  cards: Card[];
  /** Where on this page the sold or rented cards start (cards.length when none). */
  closedFrom: number;
  /** The section's filter index (site/data/list-index.ts). */
  index: string;
  cities: CityOption[];
  types: TypeChoice[];
}

/** The section's cities with the properties on the market in each, by name (the filter's choices). */
function cityOptionsOf(listed: ReturnType<typeof sectionListing>, locale: Language): CityOption[] {
  const byKey = new Map<string, CityOption>();
  for (const p of listed) {
    const key = `${p.address.city}|${p.address.zip}`;
    const city = byKey.get(key) ?? { name: p.address.city, zip: p.address.zip, count: 0 };
    if (p.status === 'active') city.count++;
    byKey.set(key, city);
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, locale) || a.zip.localeCompare(b.zip));
}

/**
 * §2 for sale / for rent: every page of each list in every language, readable without JavaScript.
 * Properties on the market come first and are the ones counted (as home counts them); sold and
 * rented ones follow under a heading of their own. The filters read the section's index and card
 * fragments (site/data/list-index-write.ts).
 */
export function pageList() {
  return shareLanguages().flatMap((locale) =>
    (['sale', 'rent'] as Section[]).flatMap((section) => {
      const listed = sectionListing(loadProperties(locale), section);
      const open = listed.filter((p) => p.status === 'active').length;
      const pages = pageCount(listed.length);
      const t = i18nFor(locale).t;
      const heading = t(`list.${section}`);
      const index = listIndexUrl(locale, section);
      const cities = cityOptionsOf(listed, locale);
      const types = typeOptionsOf(locale)
        .filter((type) => (section === 'sale' ? type.forSale : type.forRent) > 0)
        .map(({ webId, name }) => ({ webId, name }));
      const pageOf = (page: number): NumberedPage => {
        const alternates = alternatesOf((l) => listPath(section, l, page));
        const paging = t('list.page', { page, pages, count: open });
        const first = (page - 1) * CARDS_PER_PAGE;
        const data: ListPageData = {
          section,
          page,
          pages,
          count: open,
          cards: listed.slice(first, page * CARDS_PER_PAGE).map(cardOf),
          closedFrom: Math.max(0, open - first),
          index,
          cities,
          types,
        };
        const title = page > 1 ? `${heading} – ${paging}` : heading;
        const context = pageContextOf(locale, alternates, { title, description: `${heading}: ${paging}` });
        return { url: listPath(section, locale, page), pageContext: { ...context, data }, data };
      };
      // Pages 2 and on from the list's template; the first, whose title and URL are the list's own, in full.
      const numbered = numberedPages(locale, () => pageOf(MODEL_PAGE));
      return Array.from({ length: pages }, (_, i): PageEntry => {
        const page = pageOf(i + 1);
        if (i === 0) return { url: page.url, pageContext: page.pageContext };
        return { url: page.url, pageContext: page.pageContext, html: (render) => numbered(page, render) };
      });
    }),
  );
}
