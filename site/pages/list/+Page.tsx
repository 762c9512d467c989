import { useData } from 'vike-react/useData';
import { PageHeader, pageBannerOf } from '../../components/Banner';
import { ListFilterLoader, ListFilterSummary } from '../../components/ListFilter';
import { ListFilters } from '../../components/list/ListFilters';
import { ValuationButton } from '../../components/ValuationButton';
import { useTranslation } from '../../locales/use-translation';
import { usePageLocale } from '../page-locale';
import { ListBody, ListPageLinks, pagingTextOf } from './ListParts';
import type { ListPageData } from './page-list';

export default function Page() {
  const { t } = useTranslation();
  const data = useData<ListPageData>();
  const locale = usePageLocale();
  return (
    <section className="list">
      <ListFilterLoader index={data.index} />
      <PageHeader banner={pageBannerOf(data.section)} title={t(`list.${data.section}`)}>
        <p className="paging-title">{pagingTextOf(t, data)}</p>
        <p className="list-count">{t('listFilter.count', { count: data.count })}</p>
        {data.section === 'sale' && <ValuationButton locale={locale} place="saleList" />}
      </PageHeader>
      <ListFilters cities={data.cities} types={data.types} />
      <ListFilterSummary section={data.section} locale={locale} index={data.index} types={data.types} />
      <ListBody data={data} />
      <ListPageLinks data={data} locale={locale} />
    </section>
  );
}
