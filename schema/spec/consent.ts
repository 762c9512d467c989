// §4 Cookie consent, §6 preview paths and §9 consent constants, as data, with the pure functions
// that turn a choice into Google Consent Mode's terms. Free of zod: the browser's consent script
// and the page-view beacon use this file.

/** §4 Cookie consent: the categories, in the dialog's order. `necessary` is always on. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'social', 'unclassified'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * §4 consent options besides `necessary`: Google Consent Mode v2's types, each granted by one
 * category (ad_user_data and ad_personalization go with ad_storage: all three are advertising).
 */
export const CONSENT_TYPE_CATEGORY = {
  analytics_storage: 'analytics',
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
} as const satisfies Record<string, ConsentCategory>;
export type ConsentType = keyof typeof CONSENT_TYPE_CATEGORY;
export type ConsentState = Record<ConsentType, 'granted' | 'denied'>;

/** §9: how long Google's tags wait for the `update` after the `default` (ms). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** §4: a query `?setcookies` clears the stored choice, so the dialog shows again. */
export const CONSENT_RESET_QUERY = 'setcookies';

/** The cookie holding the visitor's choice (strictly necessary: it is how a refusal is remembered). */
export const CONSENT_COOKIE = 'cc_cookie';

/** §9 "cookie days are set per call": how long a choice is kept, by the kind of choice. */
export const CONSENT_COOKIE_DAYS_DEFAULT = { accepted: 365, declined: 182 } as const;

/** Consent Mode's state for the granted categories: what `gtag('consent', 'update', …)` sends. */
export function consentState(granted: readonly string[]): ConsentState {
  const state = {} as ConsentState;
  for (const [type, category] of Object.entries(CONSENT_TYPE_CATEGORY) as [ConsentType, ConsentCategory][])
    state[type] = granted.includes(category) ? 'granted' : 'denied';
  return state;
}

/** §4/§9: the `default` call that runs before any tag: everything denied, waiting 500 ms for the choice. */
export function consentDefault(): ConsentState & { wait_for_update: number } {
  return { ...consentState([]), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS };
}

/**
 * §6: a preview path skips consent (the agency looking at a page from its back office): a path under
 * /preview/ or a `preview` query. Self-contained (the page-view beacon inlines it as source).
 */
export function isPreview(pathname: string, search: string): boolean {
  return pathname.indexOf('/preview/') === 0 || /[?&]preview(=|&|$)/.test(search);
}
