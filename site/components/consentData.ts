import { escapeHtml } from '../../pipeline/derive/escape-html.js';
import { CONSENT_CATEGORIES, cookiesOf, type Language, PAGE_PATHS } from '../../schema/index.js';
import type { ConsentData, CookieRow } from '../client/consent/data';
import { RESOURCES } from '../locales/i18n';
import { siteConfig } from '../site-config';

// Build time: the consent script's data for one page (site/client/consent/data.ts). The dialog puts
// these texts in as HTML: the configuration's cookie texts are escaped here.

/** Every cookie of the configuration, per category, in one language (the dialog's and the policy page's tables). */
export function cookieRowsOf(language: Language): Record<(typeof CONSENT_CATEGORIES)[number], CookieRow[]> {
  const site = siteConfig();
  const cookies = cookiesOf(site.tracking, site.consent, site.agency.name);
  const rows = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, [] as CookieRow[]])) as Record<
    (typeof CONSENT_CATEGORIES)[number],
    CookieRow[]
  >;
  for (const cookie of cookies)
    rows[cookie.category].push({
      name: cookie.name,
      provider: cookie.provider,
      purpose: cookie.purpose[language] ?? '',
      duration: cookie.duration[language] ?? '',
    });
  return rows;
}

export function consentDataFor(language: Language, page: ConsentData['page']): ConsentData {
  const site = siteConfig();
  const texts = RESOURCES[language].consent;
  const rows = cookieRowsOf(language);
  const escaped = (list: CookieRow[]) =>
    list.map((r) => ({
      name: escapeHtml(r.name),
      provider: escapeHtml(r.provider),
      purpose: escapeHtml(r.purpose),
      duration: escapeHtml(r.duration),
    }));
  return {
    language,
    revision: site.consent.revision,
    cookieDays: site.consent.cookieDays,
    tracking: site.tracking,
    page,
    policyUrl: PAGE_PATHS.cookies[language],
    texts: {
      title: texts.title,
      description: texts.description,
      acceptAll: texts.acceptAll,
      decline: texts.decline,
      choose: texts.choose,
      save: texts.save,
      close: texts.close,
      preferencesTitle: texts.preferencesTitle,
      preferencesIntro: texts.preferencesIntro,
      policy: texts.policy,
      none: texts.none,
      headers: { name: texts.name, provider: texts.provider, purpose: texts.purpose, duration: texts.duration },
      categories: Object.fromEntries(
        CONSENT_CATEGORIES.map((c) => [c, { ...texts.categories[c], cookies: escaped(rows[c]) }]),
      ) as ConsentData['texts']['categories'],
    },
  };
}
