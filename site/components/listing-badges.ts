import type { Card } from '../data/cards.js';

/** One badge of a card or a property page, in the order they show. */
export type ListingBadge =
  | { kind: 'status'; text: 'badge.sold' | 'badge.rented' | 'badge.takeover' }
  | { kind: 'marquee'; name: string }
  | { kind: 'new' }
  | { kind: 'price-drop'; formerPrice: string };

export type BadgeSubject = Pick<Card, 'status' | 'goal' | 'marquee' | 'marqueeName' | 'isNew' | 'formerPrice'>;

/**
 * §4's status badge (sold, rented, takeover), else the agency's marquee; then issue 17's "Nouveau"
 * and "Prix en baisse". A marquee that says what the "Nouveau" badge says (`newText`, the agency's
 * own "Nouveau") is not shown twice.
 */
export function listingBadgesOf(card: BadgeSubject, newText: string): ListingBadge[] {
  const badges: ListingBadge[] = [];
  const status =
    card.status === 'sold'
      ? 'badge.sold'
      : card.status === 'rented'
        ? 'badge.rented'
        : card.goal === 'takeover'
          ? 'badge.takeover'
          : null;
  if (status) badges.push({ kind: 'status', text: status });
  const marquee = card.marquee > 0 ? card.marqueeName?.trim() : undefined;
  const saysNew = (name: string) => card.isNew && name.toLocaleLowerCase() === newText.trim().toLocaleLowerCase();
  if (!status && marquee && !saysNew(marquee)) badges.push({ kind: 'marquee', name: marquee });
  if (card.isNew) badges.push({ kind: 'new' });
  if (card.formerPrice) badges.push({ kind: 'price-drop', formerPrice: card.formerPrice });
  return badges;
}
