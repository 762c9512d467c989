import { z } from 'zod';
import { formatPrice } from '../../pipeline/derive/format-price.js';
import {
  ALERT_API,
  ALERT_MAIL_MAX_PROPERTIES,
  ALERT_PAGE_QUERY,
  type ImageSet,
  isLanguage,
  type Language,
  PAGE_PATHS,
} from '../../schema/index.js';
import { secretsOf, withSecrets } from '../submissions/secrets.js';
import type { AlertMatch } from './new-matches.js';
import type { AlertProperty } from './published.js';

// What a queued alert e-mail holds (the submission's payload): everything the e-mail shows, fixed
// when it is queued, so that a retry sends the same e-mail whatever the next sync publishes. Links
// are absolute (the site's URL at queue time); those with the e-mail's own token are its secrets,
// gone from the store once the e-mail is delivered. Pure.

/** Where the site serves the photos' variants (site/components/Photo.tsx). */
const MEDIA_PATH = '/media/';
/** The cards' photo width in the e-mail (a 600 px wide layout with its margins). */
export const CARD_PHOTO_WIDTH = 560;

const cardSchema = z.object({
  propertyId: z.number().int().positive(),
  kind: z.enum(['new', 'price-drop', 'back']),
  title: z.string(),
  city: z.string(),
  price: z.string(),
  /** Price drop: the former price, formatted; else null. */
  formerPrice: z.string().nullable(),
  url: z.url(),
  photo: z.object({ url: z.url(), width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
});
export type AlertCard = z.infer<typeof cardSchema>;

export const alertMailPayloadSchema = z.object({
  alert: z.number().int().positive(),
  email: z.string(),
  /** The events this e-mail tells of (ids of events.json): each reaches the alert once. */
  events: z.array(z.string()),
  /** The newest publication time handled with it. */
  through: z.string(),
  /** Properties matched; at most ALERT_MAIL_MAX_PROPERTIES of them have a card. */
  total: z.number().int().positive(),
  cards: z.array(cardSchema).min(1).max(ALERT_MAIL_MAX_PROPERTIES),
  links: z.object({
    /** Every result: the list the search was saved from, or the section's list. */
    list: z.url(),
  }),
});
export type AlertMailPayload = z.infer<typeof alertMailPayloadSchema>;

/**
 * The e-mail's links that carry its token: secrets of the payload's (submissions/secrets.ts), kept
 * until the e-mail is delivered. An e-mail queued before then had them in `links`.
 */
export const alertMailLinksSchema = z.object({
  /** The alert page: change the criteria or the frequency. */
  manage: z.url(),
  /** The alert page with its stop button first (the page's POST unsubscribes; a GET never does). */
  unsubscribe: z.url(),
  /** RFC 8058 one-click: the mail client POSTs List-Unsubscribe=One-Click there. */
  oneClick: z.url(),
});
export type AlertMailLinks = z.infer<typeof alertMailLinksSchema>;

/**
 * The photo for a mail client: a JPEG or PNG variant where the image stage made one (some clients do
 * not show WebP), the smallest at least as wide as the card, else the widest below it; WebP only
 * when nothing else exists.
 */
export function mailPhotoOf(image: ImageSet | null, siteUrl: string): AlertCard['photo'] {
  if (!image) return null;
  const pick = (variants: ImageSet['variants']) =>
    [...variants].sort((a, b) => a.width - b.width).find((v) => v.width >= CARD_PHOTO_WIDTH) ??
    [...variants].sort((a, b) => b.width - a.width)[0];
  const classic = image.variants.filter((v) => v.format === 'jpeg' || v.format === 'png');
  const variant = pick(classic.length > 0 ? classic : image.variants);
  if (!variant) return null;
  return { url: `${siteUrl}${MEDIA_PATH}${variant.path}`, width: variant.width, height: variant.height };
}

export interface AlertForMail {
  id: number;
  email: string;
  language: string;
  token: string;
  listUrl: string | null;
  goal: 'buy' | 'rent';
}

/** The alert page's link with the alert's key, and more of the query. */
export function alertPageLink(
  siteUrl: string,
  language: Language,
  key: { id: number; token: string },
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({ [ALERT_PAGE_QUERY.alert]: String(key.id), [ALERT_PAGE_QUERY.token]: key.token, ...extra });
  return `${siteUrl}${PAGE_PATHS.alert[language]}?${query}`;
}

/** The queued e-mail's payload; its links with the token are its secrets (alertMailLinksSchema). */
export function alertMailPayload(
  alert: AlertForMail,
  matches: readonly AlertMatch<AlertProperty>[],
  through: string,
  siteUrl: string,
): AlertMailPayload {
  const language: Language = isLanguage(alert.language) ? alert.language : 'fr';
  const key = { id: alert.id, token: alert.token };
  const cards = matches.slice(0, ALERT_MAIL_MAX_PROPERTIES).map(({ property, kind, formerPrice }) => {
    return {
      propertyId: property.id,
      kind,
      title: property.title,
      city: property.address.city,
      price: property.price.formatted,
      formerPrice:
        formerPrice !== null ? formatPrice({ ...property.price, amount: formerPrice, published: true }, language) : null,
      url: `${siteUrl}${property.url}`,
      photo: mailPhotoOf(property.pictures.find((picture) => picture.image)?.image ?? null, siteUrl),
    };
  });
  const section = alert.goal === 'buy' ? PAGE_PATHS.sale : PAGE_PATHS.rent;
  const links: AlertMailLinks = {
    manage: alertPageLink(siteUrl, language, key),
    unsubscribe: alertPageLink(siteUrl, language, key, { [ALERT_PAGE_QUERY.unsubscribe]: '1' }),
    oneClick: `${siteUrl}${ALERT_API.unsubscribe}?${new URLSearchParams({ alert: String(alert.id), token: alert.token })}`,
  };
  const payload: AlertMailPayload = {
    alert: alert.id,
    email: alert.email,
    events: matches.flatMap((match) => match.events.map((event) => event.id)),
    through,
    total: matches.length,
    cards,
    links: { list: `${siteUrl}${alert.listUrl ?? section[language]}` },
  };
  return withSecrets(payload, 'visitor', links);
}

/** The links with the token of a queued e-mail's payload, undefined once delivered (or never given). */
export function alertMailLinksOf(payload: Record<string, unknown>): AlertMailLinks | undefined {
  const stored = typeof payload.links === 'object' && payload.links !== null ? payload.links : {};
  const links = alertMailLinksSchema.safeParse({ ...stored, ...secretsOf(payload).visitor });
  return links.success ? links.data : undefined;
}
