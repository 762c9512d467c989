import type { FavouriteBadge, FavouriteRecord } from '../../data/favourite-format';
import { element, heartButton, sitePath } from './dom';

// A property card as the lists show it (site/components/PropertyCard.tsx: the same elements and
// classes, so the same look), built from a record with every text set as text.

/** The card's photo as PropertyCard sizes it. */
const SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

function photoOf(record: FavouriteRecord): Element {
  const photo = record.photo;
  if (!photo) return element('div', { class: 'photo-missing', role: 'img', 'aria-label': record.title });
  return element('img', {
    src: photo.src,
    ...(photo.srcset && { srcset: photo.srcset, sizes: SIZES }),
    width: String(photo.width),
    height: String(photo.height),
    alt: record.title,
    loading: 'lazy',
    decoding: 'async',
  });
}

/** The classes of site/components/ListingBadges.tsx. */
const BADGE_CLASSES: Record<FavouriteBadge['kind'], string> = {
  status: 'badge badge-status',
  marquee: 'badge',
  new: 'badge badge-new',
  'price-drop': 'badge badge-price-drop',
};

function badgesOf(record: FavouriteRecord): Element[] {
  const badges = (record.badges ?? []).map((badge) =>
    element(
      'span',
      { class: BADGE_CLASSES[badge.kind] ?? 'badge' },
      badge.text,
      ...(badge.former
        ? [' ', element('s', {}, element('span', { class: 'sr-only' }, `${badge.former.label} `), badge.former.price)]
        : []),
    ),
  );
  return badges.length > 0 ? [element('div', { class: 'card-badges' }, ...badges)] : [];
}

export function cardOf(record: FavouriteRecord, labels: { add: string; remove: string }): HTMLElement {
  return element(
    'article',
    { class: 'card', 'data-card': String(record.id) },
    element(
      'a',
      { href: sitePath(record.url), class: 'card-link' },
      element('div', { class: 'card-photo' }, photoOf(record), ...badgesOf(record)),
      element(
        'div',
        { class: 'card-body' },
        element('p', { class: 'card-type' }, [record.type, record.city].filter(Boolean).join(' · ')),
        element('h2', { class: 'card-title' }, record.title),
        element('p', { class: 'card-facts' }, ...record.facts.map((fact) => element('span', {}, fact))),
        element('p', { class: 'card-price' }, record.price),
      ),
    ),
    heartButton(record.id, labels),
  );
}
