import { type Language, SECTION_PATHS } from '../../schema/index.js';
import { useTranslation } from '../locales/use-translation';
import type { TypeOption } from './SearchBox';

/** §3 stats-view module on the home page: its title and the list. */
export function StatsView({ locale, types }: { locale: Language; types: TypeOption[] }) {
  const { t } = useTranslation();
  if (!types.some((type) => type.forSale + type.forRent > 0)) return null;
  return (
    <section className="stats-view" aria-labelledby="stats-title">
      <h2 id="stats-title">{t('home.stats')}</h2>
      <StatsList locale={locale} types={types} heading="h3" />
    </section>
  );
}

/** The agency's properties per type category, each count leading to its filtered list. */
export function StatsList({ locale, types, heading: H }: { locale: Language; types: TypeOption[]; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <ul className="stats-list">
      {types
        .filter((type) => type.forSale + type.forRent > 0)
        .map((type) => (
          <li key={type.webId}>
            <H>{type.name}</H>
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
  );
}
