import { useData } from 'vike-react/useData';
import { AlertPage } from '../../components/alert/AlertPage';
import { PageHeader, pageBannerOf } from '../../components/Banner';
import { CookieList } from '../../components/CookieList';
import { FavouritesCompare } from '../../components/FavouritesCompare';
import { FavouritesPage } from '../../components/FavouritesPage';
import { ModuleRows } from '../../components/modules/ModuleRows';
import { ProjectList } from '../../components/ProjectList';
import { useTranslation } from '../../locales/use-translation';
import { siteConfig } from '../../site-config';
import { usePageLocale } from '../page-locale';
import type { ContentPageData } from './page-list';

/** A configured page of §2: its banner and title, then its modules in rows (pages.json). */
export default function Page() {
  const { t } = useTranslation();
  const data = useData<ContentPageData>();
  const locale = usePageLocale();
  return (
    <div className={`content-page content-${data.key}`}>
      <PageHeader banner={pageBannerOf(data.key)} title={data.title} description={data.description} />
      {data.rows.length > 0 && <ModuleRows rows={data.rows} locale={locale} form={data.key} pageTitle={data.title} />}
      {data.key === 'login' ? (
        // The owner portal: `vitrine serve` replaces this div's content per request (server/owner/view/region.ts);
        // keep it one <p> and no nested div. Served without the server, the paragraph says why there is no form.
        <div id="owner-portal" className="owner-portal">
          <p>{t('pages.ownerPortalOffline', { phone: siteConfig().agency.phone, email: siteConfig().agency.email })}</p>
        </div>
      ) : data.key === 'alert' ? (
        <AlertPage locale={locale} />
      ) : data.key === 'favourites' ? (
        <FavouritesPage locale={locale} />
      ) : data.key === 'compare' ? (
        <FavouritesCompare locale={locale} />
      ) : (
        data.rows.length === 0 && (
          <p className="module-rows">
            {t('pages.reach', { phone: siteConfig().agency.phone, email: siteConfig().agency.email })}
          </p>
        )
      )}
      {data.key === 'cookies' && <CookieList locale={locale} />}
      {data.key === 'projects' && <ProjectList projects={data.projects ?? []} locale={locale} />}
    </div>
  );
}
