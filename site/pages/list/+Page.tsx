import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { Section } from '../../../schema/index.js';
import { PageHeader, pageBannerOf } from '../../components/Banner';
import { PropertyCard } from '../../components/PropertyCard';
import type { Card } from '../../data/cards';
import { listPath } from '../../routing/resolve-path';

interface Data {
  section: Section;
  page: number;
  pages: number;
  count: number;
  cards: Card[];
}

export default function Page() {
  const { t } = useTranslation();
  const { data, locale } = usePageContext() as unknown as { data: Data; locale: 'fr' };
  return (
    <section className="list">
      <PageHeader banner={pageBannerOf(data.section)} title={t(`list.${data.section}`)}>
        <p className="paging-title">{t('list.page', { page: data.page, pages: data.pages, count: data.count })}</p>
      </PageHeader>
      {data.cards.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <div className="cards">
          {data.cards.map((card, i) => (
            <PropertyCard key={card.id} card={card} eager={i < 2} heading="h2" />
          ))}
        </div>
      )}
      <nav className="paging" aria-label={t('list.page', { page: data.page, pages: data.pages, count: data.count })}>
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
