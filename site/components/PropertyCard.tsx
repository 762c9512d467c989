import type { Card } from '../data/cards';
import { useTranslation } from '../locales/use-translation';
import { FavouriteButton } from './FavouriteButton';
import { ListingBadges } from './ListingBadges';
import { Photo } from './Photo';

/** A property in a list: photo, type, city, price, badges (§2 for sale / for rent lists). */
/** `heading` keeps the outline in order: h3 under a section's h2, h2 directly under the page's h1. */
export function PropertyCard({ card, eager, heading: Heading = 'h3' }: { card: Card; eager?: boolean; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    // The data attributes are what the list's filter script matches on (site/search/list-filter.ts).
    <article className="card" data-city={card.city} data-zip={card.zip} data-types={card.typeIds.join(' ')}>
      <a href={card.url} className="card-link">
        <div className="card-photo">
          <Photo
            image={card.photo?.image ?? null}
            alt={card.title}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            maxWidth={600}
            eager={eager}
          />
          <ListingBadges card={card} className="card-badges" />
        </div>
        <div className="card-body">
          <p className="card-type">
            {card.typeName} · {card.city}
          </p>
          <Heading className="card-title">{card.title}</Heading>
          <p className="card-facts">
            {card.bedrooms ? <span>{t('property.bedrooms', { count: card.bedrooms })}</span> : null}
            {card.living ? <span>{t('property.living', { area: card.living })}</span> : null}
          </p>
          <p className="card-price">{card.price}</p>
        </div>
      </a>
      {/* Issue 17: the heart, beside the link (HTML nests no button in a link). */}
      <FavouriteButton id={card.id} />
    </article>
  );
}
