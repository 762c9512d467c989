import type { TFunction } from 'i18next';
import type { Language } from '../../../schema/index.js';
import { ListPaging } from '../../components/list/ListPaging';
import { PropertyCard } from '../../components/PropertyCard';
import type { Card } from '../../data/cards';
import { useTranslation } from '../../locales/use-translation';
import { listPath } from '../../routing/resolve-path';
import type { ListPageData } from './page-list';

// The parts of a list page that differ from one of its numbered pages to the next, besides its
// number: its cards and its paging links. The page renders them (+Page.tsx), and so does the
// template its numbered pages are filled from (site/pages/list/numbered-pages.ts): the same
// components, so the same markup.

/** "Page 3/141": the page's paging title, and its paging links' label. */
export const pagingTextOf = (t: TFunction, data: ListPageData): string =>
  t('list.page', { page: data.page, pages: data.pages, count: data.count });

const cardsOf = (cards: Card[], offset: number) => (
  <div className="cards">
    {cards.map((card, i) => (
      <PropertyCard key={card.id} card={card} eager={offset + i < 2} heading="h2" />
    ))}
  </div>
);

/** The page's cards: those on the market, then the sold or rented ones under a heading of their own. */
export function ListBody({ data }: { data: ListPageData }) {
  const { t } = useTranslation();
  const open = data.cards.slice(0, data.closedFrom);
  const closed = data.cards.slice(data.closedFrom);
  return (
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
  );
}

/** The links to the list's other pages. */
export function ListPageLinks({ data, locale }: { data: ListPageData; locale: Language }) {
  const { t } = useTranslation();
  return (
    <ListPaging
      page={data.page}
      pages={data.pages}
      label={pagingTextOf(t, data)}
      hrefOf={(p) => listPath(data.section, locale, p)}
    />
  );
}
