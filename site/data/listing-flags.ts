import { formatPrice } from '../../pipeline/derive/format-price.js';
import type { Property } from '../../schema/index.js';

/**
 * Issue 17: what the "Nouveau" and "Prix en baisse" badges show of a property, from the history the
 * sync gave it: only while it is on the market (a sold or rented one has its own badge), and the
 * former price written like the price.
 */
export function listingFlagsOf(p: Pick<Property, 'status' | 'language' | 'price' | 'history'>): {
  isNew: boolean;
  formerPrice: string | null;
} {
  const onMarket = p.status === 'active';
  const former = p.history.formerPrice;
  return {
    isNew: onMarket && p.history.isNew,
    formerPrice:
      onMarket && former !== null
        ? formatPrice({ amount: former, published: true, unit: p.price.unit, unitText: p.price.unitText }, p.language)
        : null,
  };
}
