import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PropertyCard } from '../../components/PropertyCard';
import type { Card } from '../../data/cards';
import { agencyJsonLd, jsonForScript } from '../../seo/json-ld';
import { SITE } from '../../site-config';

export default function Page() {
  const { t } = useTranslation();
  const { data, logo } = usePageContext() as unknown as {
    data: { latest: Card[]; totals: { forSale: number; forRent: number } };
    logo?: { src: string };
  };
  const agency = jsonForScript(agencyJsonLd(SITE.agency, SITE.url ?? '', logo?.src ?? null));
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (jsonForScript) */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: agency }} />
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro', data.totals)}</p>
      </section>
      <section className="latest">
        <h2>{t('home.latest')}</h2>
        <div className="cards">
          {data.latest.map((card, i) => (
            <PropertyCard key={card.id} card={card} eager={i < 2} />
          ))}
        </div>
      </section>
    </>
  );
}
