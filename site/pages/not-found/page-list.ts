import { NOT_FOUND_PATHS } from '../../../schema/index.js';
import type { TypeOption } from '../../components/SearchBox';
import { searchIndexUrl } from '../../data/client-assets';
import { loadManifest } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { shareLanguages } from '../../data/prerender-shard';
import { typeOptionsOf } from '../../data/type-options';
import { i18nFor } from '../../locales/i18n';

/** What the page renders: the search box's types and totals (useData<NotFoundPageData>() in +Page.tsx). */
export interface NotFoundPageData {
  types: TypeOption[];
  totals: { forSale: number; forRent: number };
  searchIndex: string;
}

/** §8 404 page per language: noindex, no alternates (it is not a page of the site). */
export function pageList() {
  const { totals } = loadManifest();
  return shareLanguages().map((locale) => {
    const t = i18nFor(locale).t;
    return {
      url: NOT_FOUND_PATHS[locale],
      pageContext: {
        ...pageContextOf(locale, {}, { title: t('notFound.title'), description: t('notFound.text') }),
        noindex: true,
        data: { types: typeOptionsOf(locale), totals, searchIndex: searchIndexUrl(locale) } satisfies NotFoundPageData,
      },
    };
  });
}
