import { useTranslation } from 'react-i18next';
import { type Language, SECTION_PATHS } from '../../schema/index.js';
import type { TypeOption } from './SearchBox';

/** §3 stats-view module: the agency's properties per type category, each count leading to its list. */
export function StatsView({ locale, types }: { locale: Language; types: TypeOption[] }) {
  const { t } = useTranslation();
  const shown = types.filter((type) => type.forSale + type.forRent > 0);
  if (shown.length === 0) return null;
  return (
    <section className="stats-view" aria-labelledby="stats-title">
      <h2 id="stats-title">{t('home.stats')}</h2>
      <ul>
        {shown.map((type) => (
          <li key={type.webId}>
            <h3>{type.name}</h3>
            <p>
              {type.forSale > 0 && (
                <a href={`${SECTION_PATHS.sale[locale]}?type=${type.webId}`}>{t('home.statsSale', { count: type.forSale })}</a>
              )}
              {type.forRent > 0 && (
                <a href={`${SECTION_PATHS.rent[locale]}?type=${type.webId}`}>{t('home.statsRent', { count: type.forRent })}</a>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
