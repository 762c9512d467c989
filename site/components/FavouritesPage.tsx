import { type Language, PAGE_PATHS } from '../../schema/index.js';
import type { FavouritesPageLabels } from '../client/favourites/favourites-page';
import { scriptUrl } from '../data/client-assets';
import { RESOURCES } from '../locales/i18n';
import { useTranslation } from '../locales/use-translation';

/**
 * Issue 17: the favourites page's body. The favourites live in the visitor's browser, so the page
 * is the same for everyone: its script (site/client/favourites/favourites-page.ts) shows the cards,
 * the comparison's choice and the share link, and the texts below that apply. Without JavaScript it
 * says why there is nothing to see.
 */
export function FavouritesPage({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const own = RESOURCES[locale].favourites;
  // Raw templates: the script fills {{title}} and {{count}} with textContent, never as HTML.
  const labels: FavouritesPageLabels = {
    add: own.add,
    remove: own.remove,
    compare: own.compare,
    compareHint: own.compareHint,
    compareFull: own.compareFull,
    removed: own.removed,
    kept: own.kept,
    failed: own.failed,
    missing: { one: own.missing_one, other: own.missing_other },
    copied: own.copied,
    copyFailed: own.copyFailed,
  };
  return (
    <div
      className="favourites"
      data-favourites=""
      data-language={locale}
      data-compare={PAGE_PATHS.compare[locale]}
      data-labels={JSON.stringify(labels)}
    >
      <noscript>
        <p>{own.needsJs}</p>
      </noscript>
      <p data-fav-intro="" hidden>
        {own.intro}
      </p>
      <p data-fav-shared="" hidden>
        {own.shared}{' '}
        <button type="button" className="button" data-fav-keep="">
          {own.keep}
        </button>
      </p>
      <p className="favourites-status" role="status" data-fav-status="" />
      <p className="favourites-missing" data-fav-missing="" />
      <div className="favourites-empty" data-fav-empty="" tabIndex={-1} hidden>
        <p>{own.empty}</p>
        <p>
          <a href={PAGE_PATHS.sale[locale]}>{t('nav.sale')}</a> · <a href={PAGE_PATHS.rent[locale]}>{t('nav.rent')}</a>
        </p>
      </div>
      <div className="cards favourites-cards" data-fav-cards="" />
      <div className="favourites-tools" data-fav-tools="" hidden>
        <div>
          <h2 id="favourites-compare">{own.compare}</h2>
          <p id="favourites-hint" data-fav-hint="">
            {own.compareHint}
          </p>
          <button type="button" className="button" data-fav-compare="" aria-describedby="favourites-hint" disabled>
            {own.compareButton}
          </button>
        </div>
        <div>
          <h2>{own.share}</h2>
          <p id="favourites-share-text">{own.shareText}</p>
          <label htmlFor="favourites-share">{own.shareLink}</label>
          <input id="favourites-share" type="url" readOnly data-fav-share="" aria-describedby="favourites-share-text" />
          <button type="button" className="button secondary" data-fav-copy="">
            {own.copy}
          </button>
        </div>
      </div>
      <script type="module" src={scriptUrl('site/client/favourites/favourites-page.ts')} />
    </div>
  );
}
