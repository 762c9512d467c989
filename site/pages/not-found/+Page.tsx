import { usePageContext } from 'vike-react/usePageContext';
import type { Language } from '../../../schema/index.js';
import { NotFound } from '../../components/NotFound';
import type { TypeOption } from '../../components/SearchBox';

/** §8 404 page in each language; the server sends it, status 404, for unknown paths under /{lang}/. */
export default function Page() {
  const { locale, data } = usePageContext() as unknown as {
    locale: Language;
    data: { types: TypeOption[]; totals: { forSale: number; forRent: number } };
  };
  return <NotFound locale={locale} types={data.types} totals={data.totals} />;
}
