import { usePageContext } from 'vike-react/usePageContext';
import { NotFound } from '../../components/NotFound';
import { searchIndexUrl } from '../../data/client-assets';
import { loadManifest } from '../../data/load';
import { typeOptionsOf } from '../../data/type-options';
import { siteConfig } from '../../site-config';

/** The 404 page Vike renders for an unknown path: the default language's. */
export default function Page() {
  const locale = usePageContext().locale ?? siteConfig().languages.default;
  return (
    <NotFound locale={locale} types={typeOptionsOf(locale)} totals={loadManifest().totals} searchIndex={searchIndexUrl(locale)} />
  );
}
