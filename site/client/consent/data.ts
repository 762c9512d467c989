import type { ConsentCategory, Language, Tracking } from '../../../schema/index.js';

// What a page hands the consent script, as JSON in the page (site/components/Consent.tsx): the ids,
// the policy's revision and the dialog's texts in the page's language, with each category's cookies
// already listed from the configuration. The script carries no text of its own.

export const CONSENT_DATA_ID = 'consent-data';

export interface CookieRow {
  name: string;
  provider: string;
  purpose: string;
  duration: string;
}

export interface ConsentData {
  language: Language;
  revision: number;
  cookieDays: { accepted: number; declined: number };
  tracking: Tracking;
  /** What the page shows, for the tracking events of §7. */
  page: { kind: 'property' | 'list' | 'other'; propertyId: string | null };
  policyUrl: string;
  texts: {
    title: string;
    description: string;
    acceptAll: string;
    decline: string;
    choose: string;
    save: string;
    close: string;
    preferencesTitle: string;
    preferencesIntro: string;
    policy: string;
    none: string;
    headers: CookieRow;
    categories: Record<ConsentCategory, { title: string; description: string; cookies: CookieRow[] }>;
  };
}
