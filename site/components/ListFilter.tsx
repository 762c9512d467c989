import type { Language, Section } from '../../schema/index.js';
import { scriptUrl } from '../data/client-assets';
import { RESOURCES } from '../locales/i18n';
import { useTranslation } from '../locales/use-translation';
import { listPath } from '../routing/resolve-path';
import { siteConfig } from '../site-config';
import { SaveSearch } from './alert/SaveSearch';

// Issue 15: the list filters and sorts in the browser, from the section's compact index and card
// fragments (site/data/list-index*.ts). An unfiltered list (most visits, every crawler) loads no
// script: the few inline bytes below load it when the query filters or sorts (and fetch the index at
// once), or when the visitor reaches for the filters.

/** Query names that the prerendered pages cannot answer (site/search/list-filter.ts). */
const QUERY_NAMES = 'city|type|min|max|bedrooms|living|epc|garden|garage|terrace|sort';

const loaderOf = (src: string, index: string) =>
  `(function(){var d=document.documentElement,done=0;d.classList.add('list-js');` +
  `function load(){if(done)return;done=1;var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};` +
  `s.onerror=function(){d.classList.remove('list-filtering')};document.head.append(s)}` +
  `if(/[?&](${QUERY_NAMES})=/.test(location.search)){d.classList.add('list-filtering');` +
  `var l=document.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.fetchPriority='high';l.href=${JSON.stringify(index)};` +
  `document.head.append(l);load()}else{var w=function(e){if(e.target.closest&&e.target.closest('[data-list-filters]'))load()};` +
  `document.addEventListener('focusin',w);document.addEventListener('pointerdown',w)}})()`;

/** First in the list, before the cards: while a filter is applied, the unfiltered cards stay hidden. */
export function ListFilterLoader({ index }: { index: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script and the bundle's hashed URLs
  return <script dangerouslySetInnerHTML={{ __html: loaderOf(scriptUrl('site/client/list-filter.ts'), index) }} />;
}

/**
 * Where the script says which filter applies, what it needs to know as data attributes, and the
 * "save this search" it shows on a filtered list (issue 17).
 */
export function ListFilterSummary({
  section,
  locale,
  index,
  types,
}: {
  section: Section;
  locale: Language;
  index: string;
  types: { webId: number; name: string }[];
}) {
  const { t } = useTranslation();
  // Raw templates: the script fills {{city}}, {{type}}, {{page}}… with textContent, never as HTML.
  const { city, type, clear, none, back, failed } = RESOURCES[locale].filter;
  const own = RESOURCES[locale].listFilter;
  const labels = {
    city,
    type,
    clear,
    none,
    back,
    failed,
    page: RESOURCES[locale].list.page,
    previous: t('list.previous'),
    next: t('list.next'),
    countOne: own.count_one,
    countOther: own.count_other,
    closed: section === 'sale' ? own.closed_sale : own.closed_rent,
    pageLink: own.pageLink,
    price: own.summaryPrice,
    bedrooms: own.summaryBedrooms,
    living: own.summaryLiving,
    epc: own.summaryEpc,
    features: Object.fromEntries((['garden', 'garage', 'terrace'] as const).map((f) => [f, own[f]])),
  };
  return (
    <>
      <div
        className="list-filter"
        role="status"
        aria-label={t('filter.label')}
        data-list-filter=""
        data-index={index}
        data-base={listPath(section, locale, 1)}
        data-heading={t(`list.${section}`)}
        data-site={siteConfig().agency.name}
        data-labels={JSON.stringify(labels)}
        data-types={JSON.stringify(Object.fromEntries(types.map((ty) => [ty.webId, ty.name])))}
        hidden
      />
      <SaveSearch section={section} locale={locale} />
      <noscript>
        <p className="filter-note">{t('filter.needsJs')}</p>
      </noscript>
    </>
  );
}
