import { z } from 'zod';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS_DEFAULT, type ConsentCategory } from './spec/consent.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from './spec/language-memory.js';
import { LANGUAGES, type Language } from './spec/languages.js';

// §3 Site config's analytics, ads, tag manager and social pixel ids, and §4's consent settings: what
// the consent dialog offers, what the cookie policy lists and which outside hosts the CSP allows all
// come from here, so a site without ids loads nothing from a third party and shows no dialog.

const localized = z.partialRecord(z.enum(LANGUAGES), z.string());

/** §3: the tracking ids. Each is optional: a tag loads only when its id is set (and its category granted). */
export const trackingSchema = z
  .object({
    /** Google Analytics 4 measurement id (category analytics). */
    analyticsId: z
      .string()
      .regex(/^G-[A-Z0-9]{4,}$/, 'a GA4 measurement id, G-XXXXXXX')
      .optional(),
    /** Google Ads conversion id (category marketing). */
    adsId: z
      .string()
      .regex(/^AW-\d{4,}$/, 'a Google Ads id, AW-123456789')
      .optional(),
    /** Google Tag Manager container (loaded when analytics or marketing is granted; its tags read Consent Mode). */
    tagManagerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,}$/, 'a container id, GTM-XXXXXX')
      .optional(),
    /** Meta (Facebook) pixel id (category social). */
    socialPixelId: z
      .string()
      .regex(/^\d{5,20}$/, 'a pixel id: digits')
      .optional(),
  })
  .default({});
export type Tracking = z.infer<typeof trackingSchema>;

/** A cookie the agency sets or embeds outside the tags above, listed on the cookie policy page. */
const cookieSchema = z.object({
  category: z.enum(['necessary', 'analytics', 'marketing', 'social', 'unclassified']),
  name: z.string().min(1),
  provider: z.string().min(1),
  purpose: localized,
  duration: localized,
});
export type CookieEntry = z.infer<typeof cookieSchema>;

/** §4 Cookie consent and §9 cookie days. */
export const consentSchema = z
  .object({
    /** Raise it when the cookie policy changes: every visitor is asked again. */
    revision: z.number().int().min(0).default(1),
    /** How long a choice is kept: after accepting something, after declining all. */
    cookieDays: z
      .object({ accepted: z.number().int().min(1).max(395), declined: z.number().int().min(1).max(395) })
      .default({ ...CONSENT_COOKIE_DAYS_DEFAULT }),
    cookies: z.array(cookieSchema).default([]),
  })
  .default({ revision: 1, cookieDays: { ...CONSENT_COOKIE_DAYS_DEFAULT }, cookies: [] });
export type ConsentConfig = z.infer<typeof consentSchema>;

/** A cookie as the policy page and the dialog list it: a name (or a pattern's readable form), who sets it, why, how long. */
export interface ListedCookie {
  category: ConsentCategory;
  name: string;
  provider: string;
  purpose: Partial<Record<Language, string>>;
  duration: Partial<Record<Language, string>>;
}

const text = (en: string, fr: string, nl: string, de: string) => ({ en, fr, nl, de });
const months = (n: number) => text(`${n} months`, `${n} mois`, `${n} maanden`, `${n} Monate`);
const days = (n: number) => text(`${n} days`, `${n} jours`, `${n} dagen`, `${n} Tage`);

/** Every cookie the site can set with this configuration, per category: the policy page's table. */
export function cookiesOf(tracking: Tracking, consent: ConsentConfig, agency: string): ListedCookie[] {
  const { accepted, declined } = consent.cookieDays;
  const cookies: ListedCookie[] = [
    {
      category: 'necessary',
      name: CONSENT_COOKIE,
      provider: agency,
      purpose: text(
        'Remembers your cookie choice.',
        'Mémorise votre choix en matière de cookies.',
        'Onthoudt uw cookiekeuze.',
        'Speichert Ihre Cookie-Auswahl.',
      ),
      duration:
        accepted === declined
          ? days(accepted)
          : text(
              `${accepted} / ${declined} days`,
              `${accepted} / ${declined} jours`,
              `${accepted} / ${declined} dagen`,
              `${accepted} / ${declined} Tage`,
            ),
    },
    {
      category: 'necessary',
      name: LANGUAGE_COOKIE,
      provider: agency,
      purpose: text(
        'Remembers the language you chose.',
        'Mémorise la langue que vous avez choisie.',
        'Onthoudt de taal die u koos.',
        'Speichert die von Ihnen gewählte Sprache.',
      ),
      duration: days(LANGUAGE_COOKIE_DAYS),
    },
  ];
  if (tracking.analyticsId) {
    const measurement = tracking.analyticsId.slice(2);
    cookies.push(
      {
        category: 'analytics',
        name: '_ga',
        provider: 'Google Analytics',
        purpose: text(
          'Tells visits apart to count them.',
          'Distingue les visites pour les compter.',
          'Onderscheidt bezoeken om ze te tellen.',
          'Unterscheidet Besuche, um sie zu zählen.',
        ),
        duration: months(24),
      },
      {
        category: 'analytics',
        name: `_ga_${measurement}`,
        provider: 'Google Analytics',
        purpose: text(
          'Keeps the state of a visit.',
          "Conserve l'état d'une visite.",
          'Bewaart de toestand van een bezoek.',
          'Speichert den Stand eines Besuchs.',
        ),
        duration: months(24),
      },
    );
  }
  if (tracking.adsId || tracking.tagManagerId)
    cookies.push({
      category: 'marketing',
      name: '_gcl_au',
      provider: 'Google Ads',
      purpose: text(
        'Measures the effect of advertisements.',
        "Mesure l'effet des publicités.",
        'Meet het effect van advertenties.',
        'Misst die Wirkung von Anzeigen.',
      ),
      duration: months(3),
    });
  if (tracking.socialPixelId)
    cookies.push({
      category: 'social',
      name: '_fbp',
      provider: 'Meta (Facebook)',
      purpose: text(
        'Measures visits coming from Facebook and Instagram.',
        'Mesure les visites venues de Facebook et Instagram.',
        'Meet bezoeken via Facebook en Instagram.',
        'Misst Besuche über Facebook und Instagram.',
      ),
      duration: months(3),
    });
  return [...cookies, ...consent.cookies];
}

/** The categories a visitor can grant with this configuration: those with a tag or a listed cookie. */
export function optionalCategories(tracking: Tracking, consent: ConsentConfig): ConsentCategory[] {
  const used = new Set(cookiesOf(tracking, consent, '').map((c) => c.category));
  if (tracking.tagManagerId) used.add('analytics');
  return (['analytics', 'marketing', 'social', 'unclassified'] as const).filter((c) => used.has(c));
}

/** Whether the site asks for consent at all: only when something beyond the strictly necessary can be set. */
export const needsConsent = (tracking: Tracking, consent: ConsentConfig) => optionalCategories(tracking, consent).length > 0;

/** The outside origins the tags load from and send to: the CSP allows them only when their id is set. */
export function tagOrigins(tracking: Tracking): { script: string[]; connect: string[]; image: string[] } {
  const script = new Set<string>();
  const connect = new Set<string>();
  const image = new Set<string>();
  const google = tracking.analyticsId || tracking.adsId || tracking.tagManagerId;
  if (google) {
    script.add('https://www.googletagmanager.com');
    for (const o of ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']) {
      connect.add(o);
      image.add(o);
    }
  }
  if (tracking.adsId || tracking.tagManagerId) {
    for (const o of ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net']) script.add(o);
    for (const o of ['https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://*.doubleclick.net']) {
      connect.add(o);
      image.add(o);
    }
  }
  if (tracking.socialPixelId) {
    script.add('https://connect.facebook.net');
    connect.add('https://www.facebook.com');
    image.add('https://www.facebook.com');
  }
  return { script: [...script], connect: [...connect], image: [...image] };
}
