import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { CONSENT_CATEGORIES, CONSENT_COOKIE } from '../../../schema/spec/consent.js';
import type { ConsentData } from './data.js';

// The dialog's configuration (vanilla-cookieconsent v3) from the page's data: §4's five categories,
// Accept all / Decline / Choose, then Save selection in the settings; texts in the page's language;
// the choice kept with the policy's revision for §9's days. Pure: callbacks are added by the caller.

/** Cookies each category's tags leave behind, removed when the category is refused or withdrawn. */
const LEFT_BEHIND = {
  analytics: [/^_ga/, /^_gid/],
  marketing: [/^_gcl/, /^IDE$/],
  social: [/^_fbp/, /^_fbc/],
  unclassified: [],
} as const;

export function dialogConfig(data: ConsentData): CookieConsentConfig {
  const { texts } = data;
  const headers = {
    name: texts.headers.name,
    provider: texts.headers.provider,
    purpose: texts.headers.purpose,
    duration: texts.headers.duration,
  };
  const categories: CookieConsentConfig['categories'] = { necessary: { enabled: true, readOnly: true } };
  for (const category of CONSENT_CATEGORIES)
    if (category !== 'necessary')
      categories[category] = { autoClear: { cookies: LEFT_BEHIND[category].map((name) => ({ name })), reloadPage: true } };
  return {
    revision: data.revision,
    mode: 'opt-in',
    // Automated browsers see the dialog too: the tests are one, and a crawler loses nothing by it.
    hideFromBots: false,
    // A dialog beside the page, not over it: locking the page would hide its scroll bar and shift it.
    disablePageInteraction: false,
    cookie: {
      name: CONSENT_COOKIE,
      sameSite: 'Lax',
      expiresAfterDays: (acceptType) => (acceptType === 'necessary' ? data.cookieDays.declined : data.cookieDays.accepted),
    },
    guiOptions: {
      // Refusing is as easy and as visible as accepting (the Belgian DPA's guidance).
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories,
    language: {
      default: data.language,
      translations: {
        [data.language]: {
          consentModal: {
            title: texts.title,
            description: texts.description,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.decline,
            showPreferencesBtn: texts.choose,
            footer: `<a href="${data.policyUrl}">${texts.policy}</a>`,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.decline,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              { description: `${texts.preferencesIntro} <a href="${data.policyUrl}">${texts.policy}</a>` },
              ...CONSENT_CATEGORIES.map((category) => {
                const { title, description, cookies } = texts.categories[category];
                return {
                  title,
                  description: cookies.length > 0 ? description : `${description} ${texts.none}`,
                  linkedCategory: category,
                  ...(cookies.length > 0 && { cookieTable: { caption: title, headers, body: cookies.map((c) => ({ ...c })) } }),
                };
              }),
            ],
          },
        },
      },
    },
  };
}
