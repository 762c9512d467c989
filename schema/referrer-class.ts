// Where a visit comes from, as a class and never the address (the owner portal's "by source", §1).
// Free of zod and self-contained: the page-view beacon inlines classifyReferrer as source.

/** The order the portal shows them in; 'other' (no class fits) stays last. */
export const REFERRER_CLASSES = ['direct', 'internal', 'search', 'social', 'portal', 'email', 'other'] as const;
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
  /**
   * Webmail, checked before search (mail.google.com, mail.yahoo.com are not searches): the big ones
   * by name, any provider's `mail.` and `webmail.` hosts (webmail.proximus.be, mail.telenet.be), and
   * the Gmail app on Android, whose referrer is android-app://com.google.android.gm.
   */
  email: [
    'mail.google.com',
    'com.google.android.gm',
    'outlook.live.com',
    'outlook.office.com',
    'outlook.office365.com',
    'mail.yahoo.com',
    'mail.proton.me',
    'mail.aol.com',
    'mail',
    'webmail',
  ],
} as const;

/**
 * The class of a referrer URL seen from a page of `ownHost`. `search` is the landing page's query
 * (location.search): a link tagged utm_medium=email or utm_source=newsletter came from an e-mail,
 * even when the mail program sent no referrer (most do not). Our own pages win over every tag.
 */
export function classifyReferrer(
  referrer: string,
  ownHost: string,
  hosts: { search: readonly string[]; social: readonly string[]; portal: readonly string[]; email: readonly string[] },
  search?: string,
): ReferrerClass {
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase().replace(/^www\./, '') : '';
  } catch {
    host = '';
  }
  if (host && host === ownHost.toLowerCase().replace(/^www\./, '')) return 'internal';
  const query = (search || '').toLowerCase();
  if (/[?&]utm_medium=e-?mail(&|$)/.test(query) || /[?&]utm_source=newsletter(&|$)/.test(query)) return 'email';
  if (!referrer) return 'direct';
  if (!host) return 'other';
  const matches = (names: readonly string[]) =>
    names.some((n) =>
      n.indexOf('.') < 0
        ? host.indexOf(`${n}.`) === 0 || host.indexOf(`.${n}.`) >= 0
        : host === n || host.slice(-n.length - 1) === `.${n}`,
    );
  if (matches(hosts.email)) return 'email';
  if (matches(hosts.search)) return 'search';
  if (matches(hosts.social)) return 'social';
  if (matches(hosts.portal)) return 'portal';
  return 'other';
}
