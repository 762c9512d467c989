import { useData } from 'vike-react/useData';
import { HomeBanner } from '../../components/Banner';
import { PropertyCard } from '../../components/PropertyCard';
import { SearchBox } from '../../components/SearchBox';
import { StatsView } from '../../components/StatsView';
import { ValuationButton } from '../../components/ValuationButton';
import { useTranslation } from '../../locales/use-translation';
import { agencyJsonLd, jsonForScript } from '../../seo/json-ld';
import { siteConfig } from '../../site-config';
import { usePageLocale } from '../page-locale';
import { usePageLogo } from '../page-logo';
import type { HomePageData } from './page-list';

export default function Page() {
  const { t } = useTranslation();
  const data = useData<HomePageData>();
  const locale = usePageLocale();
  const logo = usePageLogo();
  const agency = jsonForScript(agencyJsonLd(siteConfig().agency, siteConfig().url ?? '', logo?.src ?? null));
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (jsonForScript) */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: agency }} />
      <HomeBanner banner={siteConfig().banners.home} cards={data.slider} projects={data.projects}>
        {logo && <img className="hero-logo" src={logo.src} width={logo.width} height={logo.height} alt="" />}
        <h1>{data.title}</h1>
        <p className="lead">{data.description}</p>
        <SearchBox locale={locale} types={data.types} totals={data.totals} searchIndex={data.searchIndex} />
        <ValuationButton locale={locale} place="home" />
      </HomeBanner>
      {/* The types first: quick ways in, and on phones the latest photos stay below the first screen. */}
      <StatsView locale={locale} types={data.types} />
      <section className="latest" aria-labelledby="latest-title">
        <h2 id="latest-title">{t('home.latest')}</h2>
        <div className="cards">
          {data.latest.map((card) => (
            <PropertyCard key={card.id} card={card} />
          ))}
        </div>
      </section>
    </>
  );
}
