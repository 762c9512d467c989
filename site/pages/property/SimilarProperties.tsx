import { PropertyCard } from '../../components/PropertyCard';
import type { Card } from '../../data/cards';
import { useTranslation } from '../../locales/use-translation';

/** §2 similar-properties section: the cards the build chose (site/data/similar.ts); none, no section. */
export function SimilarProperties({ cards }: { cards: Card[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('detail.similar')}</h2>
      <div className="cards">
        {cards.map((card) => (
          <PropertyCard key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}
