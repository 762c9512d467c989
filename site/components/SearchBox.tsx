import { type Language, SECTION_PATHS } from '../../schema/index.js';
import { scriptUrl } from '../data/client-assets';
import { useTranslation } from '../locales/use-translation';
import { siteConfig } from '../site-config';

export interface TypeOption {
  webId: number;
  name: string;
  forSale: number;
  forRent: number;
}

export interface SearchBoxProps {
  locale: Language;
  types: TypeOption[];
  totals: { forSale: number; forRent: number };
  /** The language's search index, named by its content (searchIndexUrl): in the page's data, so a page changes with it. */
  searchIndex: string;
}

/**
 * §2 Home search box: the typed search (types, cities, properties; site/client/search-box.ts; CSS
 * hides it where scripts are off), and the part that works without JavaScript: a type and the 'For sale' / 'For rent' buttons
 * (with the totals when showSearchCount is on), sent as ?type= to the list.
 */
export function SearchBox({ locale, types, totals, searchIndex }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = 'search';
  const { showSearchInput, showSearchButton, showSearchCount } = siteConfig().search;
  if (!showSearchInput && !showSearchButton) return null;
  return (
    <search className="search-box">
      <form action={SECTION_PATHS.sale[locale]} method="get">
        <h2 className="sr-only">{t('home.search')}</h2>
        {showSearchInput && (
          <>
            <div
              className="search-field search-text"
              data-search-box=""
              data-index={searchIndex}
              data-sale={SECTION_PATHS.sale[locale]}
              data-rent={SECTION_PATHS.rent[locale]}
              data-labels={JSON.stringify({
                types: t('search.types'),
                cities: t('search.cities'),
                properties: t('search.properties'),
                none: t('list.empty'),
                failed: t('search.failed'),
              })}
            >
              <label htmlFor={`${id}-text`}>{t('search.label')}</label>
              {/* type="text": HTML allows role="combobox" on it, not on type="search"; the phone
                  keyboard still shows a search key (inputMode, enterKeyHint). */}
              <input
                id={`${id}-text`}
                type="text"
                inputMode="search"
                enterKeyHint="search"
                role="combobox"
                aria-expanded="false"
                aria-controls={`${id}-results`}
                aria-autocomplete="list"
                autoComplete="off"
              />
              <div id={`${id}-results`} className="search-results" role="listbox" aria-label={t('search.label')} hidden />
              <script type="module" src={scriptUrl('site/client/search-box.ts')} />
            </div>
            <noscript>
              <p className="search-note">{t('search.needsJs')}</p>
            </noscript>
          </>
        )}
        {showSearchInput && (
          <div className="search-field">
            <label htmlFor={`${id}-type`}>{t('home.searchType')}</label>
            <select id={`${id}-type`} name="type" defaultValue="">
              <option value="">{t('home.allTypes')}</option>
              {types.map((type) => (
                <option key={type.webId} value={type.webId}>
                  {type.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {showSearchButton && (
          <div className="search-buttons">
            <button type="submit">
              {showSearchCount ? t('home.forSaleCount', { count: totals.forSale }) : t('home.forSale')}
            </button>
            <button type="submit" formAction={SECTION_PATHS.rent[locale]}>
              {showSearchCount ? t('home.forRentCount', { count: totals.forRent }) : t('home.forRent')}
            </button>
          </div>
        )}
      </form>
    </search>
  );
}
