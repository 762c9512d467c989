import { useData } from 'vike-react/useData';
import { NotFound } from '../../components/NotFound';
import { usePageLocale } from '../page-locale';
import type { NotFoundPageData } from './page-list';

/** §8 404 page in each language; the server sends it, status 404, for unknown paths under /{lang}/. */
export default function Page() {
  const data = useData<NotFoundPageData>();
  const locale = usePageLocale();
  return <NotFound locale={locale} types={data.types} totals={data.totals} searchIndex={data.searchIndex} />;
}
