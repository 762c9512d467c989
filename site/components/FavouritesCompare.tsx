import { type Language, PAGE_PATHS } from '../../schema/index.js';
import type { ComparePageLabels } from '../client/favourites/compare-page';
import { scriptUrl } from '../data/client-assets';
import { RESOURCES } from '../locales/i18n';

/**
 * Issue 17: the compare page's body. The properties come from the link (`?ids=…`), so the page is
 * the same for everyone: its script (site/client/favourites/compare-page.ts) builds the table. The
 * row headers are the property page's own words for each fact.
 */
export function FavouritesCompare({ locale }: { locale: Language }) {
  const texts = RESOURCES[locale];
  const own = texts.favourites;
  const labels: ComparePageLabels = {
    price: own.price,
    type: texts.property.facts.type,
    city: texts.property.facts.city,
    living: texts.fields.surfaces.living,
    ground: texts.fields.surfaces.ground,
    bedrooms: texts.fields.counts.bedrooms,
    bathrooms: texts.fields.counts.bathrooms,
    epc: texts.property.facts.epc,
    costs: { ...texts.fields.costs, cadastralIncome: texts.fields.building.cadastralIncome },
    caption: { one: own.caption_one, other: own.caption_other },
    none: own.none,
    failed: own.failed,
    missing: { one: own.missing_one, other: own.missing_other },
  };
  return (
    <div className="compare" data-compare-page="" data-language={locale} data-labels={JSON.stringify(labels)}>
      <noscript>
        <p>{own.needsJs}</p>
      </noscript>
      <p data-compare-empty="" hidden>
        {own.compareEmpty}
      </p>
      <p className="favourites-status" role="status" data-compare-status="" />
      <p className="favourites-missing" data-compare-missing="" />
      {/* Wider than a phone, the table scrolls sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways must take the keyboard's focus */}
      <section className="compare-scroll" data-compare-table="" aria-label={own.table} tabIndex={0} hidden />
      <p>
        <a href={PAGE_PATHS.favourites[locale]}>{own.back}</a>
      </p>
      <script type="module" src={scriptUrl('site/client/favourites/compare-page.ts')} />
    </div>
  );
}
