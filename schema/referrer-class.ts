// Where a visit comes from, as a class and never the address (the owner portal's "by source", §1).
// Free of zod and self-contained: the page-view beacon inlines classifyReferrer as source.

export const REFERRER_CLASSES = ['direct', 'internal', 'search', 'social', 'portal', 'other'] as const;
export type ReferrerClass = (typeof REFERRER_CLASSES)[number];

/**
 * Host names by class: a host matches when it is the name or ends with `.name`; a name without a dot
 * (google) matches it under any top-level domain (google.be, google.co.uk, news.google.com).
 */
export const REFERRER_HOSTS = {
  search: ['google', 'bing.com', 'duckduckgo.com', 'yahoo.com', 'ecosia.org', 'qwant.com', 'startpage.com', 'search.brave.com'],
  social: [
    'facebook.com',
    'fb.com',
    'instagram.com',
    'linkedin.com',
    'lnkd.in',
    'x.com',
    't.co',
    'twitter.com',
    'pinterest.com',
    'youtube.com',
    'tiktok.com',
    'whatsapp.com',
  ],
  /** The Belgian property portals the agency's listings are also on. */
  portal: ['immoweb.be', 'zimmo.be', 'immovlan.be', 'logic-immo.be', 'realo.be', 'immoscoop.be', 'hebbes.be'],
} as const;

/** The class of a referrer URL seen from a page of `ownHost`. */
export function classifyReferrer(
  referrer: string,
  ownHost: string,
  hosts: { search: readonly string[]; social: readonly string[]; portal: readonly string[] },
): ReferrerClass {
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'other';
  }
  if (host === ownHost.toLowerCase().replace(/^www\./, '')) return 'internal';
  const matches = (names: readonly string[]) =>
    names.some((n) =>
      n.indexOf('.') < 0
        ? host.indexOf(`${n}.`) === 0 || host.indexOf(`.${n}.`) >= 0
        : host === n || host.slice(-n.length - 1) === `.${n}`,
    );
  if (matches(hosts.search)) return 'search';
  if (matches(hosts.social)) return 'social';
  if (matches(hosts.portal)) return 'portal';
  return 'other';
}
