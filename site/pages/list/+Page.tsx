import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { Section } from '../../../schema/index.js';
import { PageHeader, pageBannerOf } from '../../components/Banner';
import { ListFilterLoader, ListFilterSummary } from '../../components/ListFilter';
import { PropertyCard } from '../../components/PropertyCard';
import type { Card } from '../../data/cards';
import { listPath } from '../../routing/resolve-path';

interface Data {
  section: Section;
  page: number;
  pages: number;
  count: number;
  cards: Card[];
  /** The page of every card that the filter script reads (noindex, no paging). */
  all: boolean;
}

export default function Page() {
  const { t } = useTranslation();
  const { data, locale } = usePageContext() as unknown as { data: Data; locale: 'fr' };
  const paging = data.all
    ? `${t('filter.all')} (${data.count})`
    : t('list.page', { page: data.page, pages: data.pages, count: data.count });
  return (
    <section className="list">
      {!data.all && <ListFilterLoader />}
      <PageHeader banner={pageBannerOf(data.section)} title={t(`list.${data.section}`)}>
        <p className="paging-title">{paging}</p>
      </PageHeader>
      {!data.all && <ListFilterSummary section={data.section} locale={locale} />}
      <div className="list-body">
        {data.cards.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <div className="cards">
            {data.cards.map((card, i) => (
              <PropertyCard key={card.id} card={card} eager={i < 2} heading="h2" />
            ))}
          </div>
        )}
      </div>
      <nav className="paging" aria-label={paging}>
        {data.page > 1 && (
          <a rel="prev" href={listPath(data.section, locale, data.page - 1)}>
            {t('list.previous')}
          </a>
        )}
        {data.page < data.pages && (
          <a rel="next" href={listPath(data.section, locale, data.page + 1)}>
            {t('list.next')}
          </a>
        )}
      </nav>
    </section>
  );
}
