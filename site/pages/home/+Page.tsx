import { usePageContext } from 'vike-react/usePageContext';
import type { Language } from '../../../schema/index.js';
import { HomeBanner, type Project } from '../../components/Banner';
import { PropertyCard } from '../../components/PropertyCard';
import { SearchBox, type TypeOption } from '../../components/SearchBox';
import { StatsView } from '../../components/StatsView';
import { ValuationButton } from '../../components/ValuationButton';
import type { Card } from '../../data/cards';
import { useTranslation } from '../../locales/use-translation';
import { agencyJsonLd, jsonForScript } from '../../seo/json-ld';
import { SITE } from '../../site-config';

interface Data {
  latest: Card[];
  slider: Card[];
  projects: Project[];
  types: TypeOption[];
  totals: { forSale: number; forRent: number };
  title: string;
  description: string;
}

export default function Page() {
  const { t } = useTranslation();
  const { data, logo, locale } = usePageContext() as unknown as {
    data: Data;
    locale: Language;
    logo?: { src: string; width: number; height: number };
  };
  const agency = jsonForScript(agencyJsonLd(SITE.agency, SITE.url ?? '', logo?.src ?? null));
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (jsonForScript) */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: agency }} />
      <HomeBanner banner={SITE.banners.home} cards={data.slider} projects={data.projects}>
        {logo && <img className="hero-logo" src={logo.src} width={logo.width} height={logo.height} alt="" />}
        <h1>{data.title}</h1>
        <p className="lead">{data.description}</p>
        <SearchBox locale={locale} types={data.types} totals={data.totals} />
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
