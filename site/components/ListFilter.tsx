import { useTranslation } from 'react-i18next';
import type { Language, Section } from '../../schema/index.js';
import { scriptUrl } from '../data/client-assets';
import { typeOptionsOf } from '../data/type-options';
import { RESOURCES } from '../locales/i18n';
import { allCardsPath, listPath } from '../routing/resolve-path';
import { SITE } from '../site-config';

// §2 Listing pages accept ?city= and ?type=. The site is static, so site/client/list-filter.ts
// filters in the browser, from the section's page of every card. An unfiltered list (most visits,
// every crawler) loads no script: the few inline bytes below load it only when the query filters.

const loaderOf = (src: string) =>
  `if(/[?&](city|type)=/.test(location.search)){var d=document.documentElement,s=document.createElement('script');` +
  `d.classList.add('list-filtering');s.type='module';s.src=${JSON.stringify(src)};` +
  `s.onerror=function(){d.classList.remove('list-filtering')};document.head.append(s)}`;

/** First in the list, before the cards: while a filter is applied, the unfiltered cards stay hidden. */
export function ListFilterLoader() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script and the bundle's hashed URL
  return <script dangerouslySetInnerHTML={{ __html: loaderOf(scriptUrl('site/client/list-filter.ts')) }} />;
}

/** Where the script says which filter applies; what it needs to know, as data attributes. */
export function ListFilterSummary({ section, locale }: { section: Section; locale: Language }) {
  const { t } = useTranslation();
  // Raw templates: the script fills {{city}}, {{type}}, {{page}}… with textContent, never as HTML.
  const { city, type, clear, none, back, failed } = RESOURCES[locale].filter;
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
  };
  const types = Object.fromEntries(typeOptionsOf(locale).map((type) => [type.webId, type.name]));
  return (
    <>
      <div
        className="list-filter"
        role="status"
        aria-label={t('filter.label')}
        data-list-filter=""
        data-all={allCardsPath(section, locale)}
        data-base={listPath(section, locale, 1)}
        data-heading={t(`list.${section}`)}
        data-site={SITE.agency.name}
        data-labels={JSON.stringify(labels)}
        data-types={JSON.stringify(types)}
        hidden
      />
      <noscript>
        <p className="filter-note">{t('filter.needsJs')}</p>
      </noscript>
    </>
  );
}
