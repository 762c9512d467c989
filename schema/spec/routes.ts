import type { Goal } from './goals.js';
import type { Language } from './languages.js';

// §2 Pages: the listing sections per language. French and Dutch are the spec's; English and
// German follow the same style (listed in docs/architecture.md, Public paths).
export type Section = 'sale' | 'rent';

export const SECTION_PATHS: Record<Section, { internal: string } & Record<Language, string>> = {
  sale: { internal: '/for-sale/', en: '/en/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/', de: '/de/zu-verkaufen/' },
  rent: { internal: '/for-rent/', en: '/en/for-rent/', nl: '/nl/te-huur/', fr: '/fr/a-louer/', de: '/de/zu-vermieten/' },
};

/**
 * §2 Pages: internal path → public path per language. French and Dutch paths are the spec's;
 * English and German follow the same style (listed in docs/architecture.md, Public paths).
 */
export const PAGE_PATHS = {
  home: { internal: '/', en: '/en/', nl: '/nl/', fr: '/fr/', de: '/de/' },
  sale: SECTION_PATHS.sale,
  rent: SECTION_PATHS.rent,
  services: {
    internal: '/services/',
    en: '/en/services/',
    nl: '/nl/diensten/',
    fr: '/fr/services/',
    de: '/de/dienstleistungen/',
  },
  team: { internal: '/team/', en: '/en/team/', nl: '/nl/team/', fr: '/fr/equipe/', de: '/de/team/' },
  documents: { internal: '/documents/', en: '/en/documents/', nl: '/nl/documenten/', fr: '/fr/documents/', de: '/de/dokumente/' },
  demandRegister: {
    internal: '/demand-register/',
    en: '/en/keep-me-informed/',
    nl: '/nl/demand-register/',
    fr: '/fr/tenez-moi-au-courant/',
    de: '/de/auf-dem-laufenden-halten/',
  },
  contact: { internal: '/contact/', en: '/en/contact/', nl: '/nl/contact/', fr: '/fr/contact/', de: '/de/kontakt/' },
  valuation: {
    internal: '/contact-demand/',
    en: '/en/free-valuation/',
    nl: '/nl/gratis-schatting/',
    fr: '/fr/estimation-gratuite/',
    de: '/de/kostenlose-bewertung/',
  },
  login: { internal: '/login/', en: '/en/login/', nl: '/nl/login/', fr: '/fr/login/', de: '/de/login/' },
  disclaimer: {
    internal: '/disclaimer/',
    en: '/en/disclaimer/',
    nl: '/nl/disclaimer/',
    fr: '/fr/avertissement/',
    de: '/de/haftungsausschluss/',
  },
  privacy: {
    internal: '/privacy/',
    en: '/en/privacy-statement/',
    nl: '/nl/privacyverklaring/',
    fr: '/fr/vie-privee/',
    de: '/de/datenschutz/',
  },
  cookies: {
    internal: '/cookies/',
    en: '/en/cookie-policy/',
    nl: '/nl/cookiebeleid/',
    fr: '/fr/politique-cookies/',
    de: '/de/cookie-richtlinie/',
  },
  /**
   * §2 project page (new-build projects): the spec's /project/?id={id} is the internal path; each
   * language has its own page, ?id= showing one project (our paths, in the style of the others).
   */
  projects: { internal: '/project/', en: '/en/projects/', nl: '/nl/projecten/', fr: '/fr/projets/', de: '/de/projekte/' },
  /** Ours: where a search alert's e-mail link leads (§1 demand register with unsubscribe). */
  unsubscribe: {
    internal: '/unsubscribe/',
    en: '/en/unsubscribe/',
    nl: '/nl/uitschrijven/',
    fr: '/fr/desinscription/',
    de: '/de/abmelden/',
  },
  /** Ours (issue 17): a search alert's page, from its e-mails' links: confirm it, change it, leave it. */
  alert: {
    internal: '/alert/',
    en: '/en/my-alert/',
    nl: '/nl/mijn-zoekopdracht/',
    fr: '/fr/mon-alerte/',
    de: '/de/mein-suchauftrag/',
  },
  /** Ours (issue 17): the visitor's favourites (kept in the browser) and a link that shares them. */
  favourites: {
    internal: '/favourites/',
    en: '/en/favourites/',
    nl: '/nl/favorieten/',
    fr: '/fr/favoris/',
    de: '/de/favoriten/',
  },
  /** Ours (issue 17): up to four properties side by side. */
  compare: { internal: '/compare/', en: '/en/compare/', nl: '/nl/vergelijken/', fr: '/fr/comparer/', de: '/de/vergleichen/' },
} satisfies Record<string, { internal: string } & Record<Language, string>>;
export type PageKey = keyof typeof PAGE_PATHS;

/** Pages that are no page for search engines: noindex, not in the sitemap. */
export const UNLISTED_PAGES: readonly PageKey[] = ['login', 'unsubscribe', 'alert', 'favourites', 'compare'];

/** §3 Property.Goal: "any non-zero means rent", so a takeover is listed with the rentals. */
export function sectionOfGoal(goal: Goal): Section {
  return goal === 'sale' ? 'sale' : 'rent';
}

// §2 Property detail: Dutch URLs carry the property type, French ones a slug of the title.
// English and German follow the French form.
export const PROPERTY_URL_MIDDLE: Record<Language, 'type' | 'title'> = {
  nl: 'type',
  fr: 'title',
  en: 'title',
  de: 'title',
};

/** §2 Property detail: the internal path. */
export const propertyInternalPath = (id: number): string => `/property/${id}/`;

/** §2 Feedback (thank-you) routes: internal /feedback/{kind}/, public /fr/merci/{kind}/, /nl/bedankt/{kind}/. */
export const FEEDBACK_KINDS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'testing-testing',
  /** Ours: a document request's thank-you page, with §8's "Vous recevrez les documents par e-mail sous peu". */
  'document-request',
] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_PATHS: { internal: string } & Record<Language, string> = {
  internal: '/feedback/',
  en: '/en/thank-you/',
  nl: '/nl/bedankt/',
  fr: '/fr/merci/',
  de: '/de/danke/',
};

/**
 * §8 404 page, one per language: the server answers an unknown path under /{lang}/ with it (status
 * 404). Not linked, not in the sitemap, noindex.
 */
export const NOT_FOUND_PATHS: Record<Language, string> = {
  en: '/en/404/',
  nl: '/nl/404/',
  fr: '/fr/404/',
  de: '/de/404/',
};

/**
 * §2 Article routes: services at /nos-services/{vente|location|gestion-locative|achat|conseils}/ and
 * agencies at /agences/{philippeville|mettet|nalinnes}/. The spec's paths carry no language; ours
 * start with it like every other path (§2 Language and path mapping), the French ones being the
 * spec's. A services article names its last part per language; an agency's is its id. Ours: a news
 * article has a page of its own too, under its id, so that the news module links to it and the
 * sitemap lists it.
 */
export const ARTICLE_KINDS = ['services', 'agencies', 'news'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_PATHS: Record<ArticleKind, Record<Language, string>> = {
  services: { en: '/en/our-services/', nl: '/nl/onze-diensten/', fr: '/fr/nos-services/', de: '/de/unsere-leistungen/' },
  agencies: { en: '/en/agencies/', nl: '/nl/kantoren/', fr: '/fr/agences/', de: '/de/agenturen/' },
  news: { en: '/en/news/', nl: '/nl/nieuws/', fr: '/fr/actualites/', de: '/de/neuigkeiten/' },
};
