import { PAGE_PATHS } from '../../schema/index.js';
import { useTranslation } from '../locales/use-translation';
import { SearchBox, type SearchBoxProps } from './SearchBox';

/** §8: the 404 page ("Page non trouvée", "Oups, cette page n'existe plus") with the search form. */
export function NotFound({ locale, types, totals, searchIndex }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <SearchBox locale={locale} types={types} totals={totals} searchIndex={searchIndex} />
      <p>
        <a href={PAGE_PATHS.home[locale]}>{t('notFound.back')}</a>
      </p>
    </section>
  );
}
