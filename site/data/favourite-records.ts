import type { TFunction } from 'i18next';
import { formatEuro, type ImageSet, type Property } from '../../schema/index.js';
import { listingBadgesOf } from '../components/listing-badges.js';
import { epcLabelText } from '../components/property/epc-badge.js';
import { belgianNumber } from '../components/property/number-format.js';
import { cardOf } from './cards.js';
import type { FavouriteBadge, FavouriteRecord } from './favourite-format.js';

// Build time only. A property as the favourites and compare pages show it (site/data/favourite-format.ts):
// the card's texts exactly as PropertyCard writes them, and the compare table's figures as the
// property page's field groups write them.

/** A language's texts by their key, each worked out once (textsOf). */
export type Texts = (key: string, options?: Record<string, unknown>) => string;

/**
 * A language's texts, each worked out once: the records take the same few (badges, bedrooms by their
 * count) thousands of times, and i18next's t took as long each time: most of the favourites' files'
 * work in a large agency's build.
 */
export function textsOf(t: TFunction): Texts {
  const known = new Map<string, string>();
  return (key, options) => {
    const id = options ? `${key}\0${JSON.stringify(options)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = String(options ? t(key, options) : t(key));
      known.set(id, text);
    }
    return text;
  };
}

const MEDIA = '/media/';
/** The card's photo is at most this wide (PropertyCard: maxWidth 600). */
const CARD_PHOTO_WIDTH = 600;

function photoOf(image: ImageSet | null): FavouriteRecord['photo'] {
  if (!image) return null;
  const fits = (v: ImageSet['variants'][number], i: number) => v.width <= CARD_PHOTO_WIDTH || i === 0;
  const webp = image.variants.filter((v) => v.format === 'webp').filter(fits);
  const fallback =
    image.variants
      .filter((v) => v.format === 'jpeg')
      .filter(fits)
      .at(-1) ?? webp.at(-1);
  if (!fallback) return null;
  return {
    src: `${MEDIA}${fallback.path}`,
    srcset: webp.map((v) => `${MEDIA}${v.path} ${v.width}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/** The card's badges, as the lists choose them (site/components/ListingBadges.tsx), with their texts. */
function badgesOf(p: Property, t: Texts): FavouriteBadge[] {
  return listingBadgesOf(cardOf(p), t('badge.new')).map((badge) => {
    if (badge.kind === 'status') return { kind: badge.kind, text: t(badge.text) };
    if (badge.kind === 'marquee') return { kind: badge.kind, text: badge.name };
    if (badge.kind === 'new') return { kind: badge.kind, text: t('badge.new') };
    return { kind: badge.kind, text: t('badge.priceDrop'), former: { label: t('badge.formerPrice'), price: badge.formerPrice } };
  });
}

const area = (n: number | null) => (n === null ? null : `${belgianNumber(n)} m²`);
const count = (n: number | null) => (n === null ? null : belgianNumber(n));

/** The costs the feed gives, and the cadastral income (what a buyer adds to the price). */
function costsOf(p: Property): Record<string, string> {
  const costs: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...p.costs, cadastralIncome: p.cadastralIncome }))
    if (typeof value === 'number') costs[key] = formatEuro(value);
  return costs;
}

/** The record of a property in its language (`t`: that language's texts). */
export function favouriteRecordOf(p: Property, t: Texts): FavouriteRecord {
  return {
    id: p.id,
    url: p.url,
    title: p.title,
    type: p.typeName ?? p.mainTypeName ?? '',
    city: p.address.city,
    price: p.price.formatted,
    badges: badgesOf(p, t),
    facts: [
      ...(p.counts.bedrooms ? [t('property.bedrooms', { count: p.counts.bedrooms })] : []),
      ...(p.surfaces.living ? [t('property.living', { area: p.surfaces.living })] : []),
    ],
    photo: photoOf(p.pictures[0]?.image ?? null),
    living: area(p.surfaces.living),
    ground: area(p.surfaces.ground),
    bedrooms: count(p.counts.bedrooms),
    bathrooms: count(p.counts.bathrooms),
    epc: p.epc.label ? epcLabelText(p.epc.label) : null,
    costs: costsOf(p),
  };
}
