import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PropertyCard } from '../../components/PropertyCard';
import type { Card } from '../../data/cards';

export default function Page() {
  const { t } = useTranslation();
  const { data } = usePageContext() as unknown as { data: { latest: Card[]; totals: { forSale: number; forRent: number } } };
  return (
    <>
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
