import { useTranslation } from '../../locales/use-translation';
import { EPC_LETTERS, FEATURE_FILTERS, SORT_ORDERS, type SortOrder } from '../../search/list-filter';

export interface CityOption {
  name: string;
  zip: string;
  /** Properties on the market in this section. */
  count: number;
}
export interface TypeChoice {
  webId: number;
  name: string;
}

/** The text key of a sort order (the filter's own "living" names the minimum area). */
export const sortTextKey = (order: SortOrder): string => (order === 'living' ? 'living-desc' : order);

const BEDROOMS = [1, 2, 3, 4, 5];

/**
 * The list's filters and sort (issue 15) as a plain GET form whose names are the URL's (§2 `city`,
 * `type`, …). It needs the list's script, so it is hidden until the inline loader says scripts run
 * (`.list-js`); the script fills it from the URL and applies every change at once.
 */
export function ListFilters({ cities, types }: { cities: CityOption[]; types: TypeChoice[] }) {
  const { t } = useTranslation();
  return (
    <details className="list-filters" data-list-filters="">
      <summary>{t('listFilter.panel')}</summary>
      <form method="get" className="list-filters-form" autoComplete="off">
        <label>
          <span>{t('listFilter.city')}</span>
          <select name="city">
            <option value="">{t('listFilter.anyCity')}</option>
            {cities.map((c) => (
              <option key={`${c.name}|${c.zip}`} value={`${c.name}|${c.zip}`}>
                {c.name} ({c.zip})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('listFilter.type')}</span>
          <select name="type">
            <option value="">{t('listFilter.anyType')}</option>
            {types.map((type) => (
              <option key={type.webId} value={type.webId}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('listFilter.priceMin')}</span>
          <input type="number" name="min" min={0} step={1000} inputMode="numeric" />
        </label>
        <label>
          <span>{t('listFilter.priceMax')}</span>
          <input type="number" name="max" min={0} step={1000} inputMode="numeric" />
        </label>
        <label>
          <span>{t('listFilter.bedrooms')}</span>
          <select name="bedrooms">
            <option value="">{t('listFilter.any')}</option>
            {BEDROOMS.map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('listFilter.living')}</span>
          <input type="number" name="living" min={0} step={10} inputMode="numeric" />
        </label>
        <label>
          <span>{t('listFilter.epc')}</span>
          <select name="epc">
            <option value="">{t('listFilter.any')}</option>
            {EPC_LETTERS.map((letter) => (
              <option key={letter} value={letter}>
                {letter.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="list-filters-features">
          <legend>{t('listFilter.features')}</legend>
          {FEATURE_FILTERS.map((f) => (
            <label key={f}>
              <input type="checkbox" name={f} value="1" /> {t(`listFilter.${f}`)}
            </label>
          ))}
        </fieldset>
        <label>
          <span>{t('listFilter.sort')}</span>
          <select name="sort">
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`listFilter.${sortTextKey(order)}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('listFilter.apply')}</button>
      </form>
    </details>
  );
}
