import { useData } from 'vike-react/useData';
import { PageHeader, pageBannerOf } from '../../components/Banner';
import { ListFilterLoader, ListFilterSummary } from '../../components/ListFilter';
import { ListFilters } from '../../components/list/ListFilters';
import { ListPaging } from '../../components/list/ListPaging';
import { PropertyCard } from '../../components/PropertyCard';
import { ValuationButton } from '../../components/ValuationButton';
import type { Card } from '../../data/cards';
import { useTranslation } from '../../locales/use-translation';
import { listPath } from '../../routing/resolve-path';
import { usePageLocale } from '../page-locale';
import type { ListPageData } from './page-list';

const cardsOf = (cards: Card[], offset: number) => (
  <div className="cards">
    {cards.map((card, i) => (
      <PropertyCard key={card.id} card={card} eager={offset + i < 2} heading="h2" />
    ))}
  </div>
);

export default function Page() {
  const { t } = useTranslation();
  const data = useData<ListPageData>();
  const locale = usePageLocale();
  const paging = t('list.page', { page: data.page, pages: data.pages, count: data.count });
  const open = data.cards.slice(0, data.closedFrom);
  const closed = data.cards.slice(data.closedFrom);
  return (
    <section className="list">
      <ListFilterLoader index={data.index} />
      <PageHeader banner={pageBannerOf(data.section)} title={t(`list.${data.section}`)}>
        <p className="paging-title">{paging}</p>
        <p className="list-count">{t('listFilter.count', { count: data.count })}</p>
        {data.section === 'sale' && <ValuationButton locale={locale} place="saleList" />}
      </PageHeader>
      <ListFilters cities={data.cities} types={data.types} />
      <ListFilterSummary section={data.section} locale={locale} index={data.index} types={data.types} />
      <div className="list-body">
        {data.cards.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <>
            {open.length > 0 && cardsOf(open, 0)}
            {closed.length > 0 && (
              <>
                <h2 className="list-closed">{t(`listFilter.closed_${data.section}`)}</h2>
                {cardsOf(closed, open.length)}
              </>
            )}
          </>
        )}
      </div>
      <ListPaging page={data.page} pages={data.pages} label={paging} hrefOf={(p) => listPath(data.section, locale, p)} />
    </section>
  );
}
