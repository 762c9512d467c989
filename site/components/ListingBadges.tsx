import { useTranslation } from '../locales/use-translation';
import { type BadgeSubject, listingBadgesOf } from './listing-badges';

const CLASSES = {
  status: 'badge badge-status',
  marquee: 'badge',
  new: 'badge badge-new',
  'price-drop': 'badge badge-price-drop',
};

/** The badges of a property (site/components/listing-badges.ts): on a card's photo, or near the price on its page. */
export function ListingBadges({ card, className }: { card: BadgeSubject; className: string }) {
  const { t } = useTranslation();
  const badges = listingBadgesOf(card, t('badge.new'));
  if (badges.length === 0) return null;
  return (
    <div className={className}>
      {badges.map((badge) => (
        <span key={badge.kind} className={CLASSES[badge.kind]}>
          {badge.kind === 'status' && t(badge.text)}
          {badge.kind === 'marquee' && badge.name}
          {badge.kind === 'new' && t('badge.new')}
          {badge.kind === 'price-drop' && (
            <>
              {t('badge.priceDrop')}{' '}
              <s>
                <span className="sr-only">{t('badge.formerPrice')} </span>
                {badge.formerPrice}
              </s>
            </>
          )}
        </span>
      ))}
    </div>
  );
}
