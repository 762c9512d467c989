import type { Language } from './languages.js';

// Constants of the forms, from the specification.

/** §3 Form fields: title of address (Mr, Ms, Miss). */
export const TITLES = ['mr', 'ms', 'miss'] as const;

/** §9 Contact time slots: 10:00–13:00, 14:00–16:00 (Dutch: 13:00–16:00), 16:00–19:00. */
export const CONTACT_TIME_SLOTS = ['morning', 'early-afternoon', 'late-afternoon'] as const;
export type ContactTimeSlot = (typeof CONTACT_TIME_SLOTS)[number];
export const CONTACT_TIME_SLOT_HOURS: Record<ContactTimeSlot, Record<Language, string>> = {
  morning: { fr: '10:00–13:00', nl: '10:00–13:00', en: '10:00–13:00', de: '10:00–13:00' },
  'early-afternoon': { fr: '14:00–16:00', nl: '13:00–16:00', en: '14:00–16:00', de: '14:00–16:00' },
  'late-afternoon': { fr: '16:00–19:00', nl: '16:00–19:00', en: '16:00–19:00', de: '16:00–19:00' },
};

/** Job contact: the CV's size and types (ours: the spec names a CV upload only). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
] as const;

/**
 * Job contact: the request header that carries the solved captcha (ours), so that the server checks
 * it before it reads a body of several megabytes. The body carries the same payload.
 */
export const CAPTCHA_HEADER = 'x-vitrine-captcha';

/** Job contact: a CV's file name at most (the server shortens a longer one, keeping its extension). */
export const CV_NAME_MAX = 200;

/**
 * Send-to-friend (ours: the spec names the form only): the friend gets a fixed e-mail with a note
 * of at most this many characters, and one address gets at most FRIEND_MAILS_PER_DAY of them in
 * FRIEND_MAIL_WINDOW_MS, whoever sends them.
 */
export const FRIEND_NOTE_MAX = 300;
export const FRIEND_MAILS_PER_DAY = 3;
export const FRIEND_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Every e-mail the server sends to an address a visitor typed (ours, issue 48: a stranger's form must
 * not make us mail-bomb an address): at most this many in RECIPIENT_MAIL_WINDOW_MS, whatever the
 * forms and whoever posts them; a search alert's confirmation besides waits alone (one pending per
 * address and form). Past either, the visitor is told so and nothing is stored or mailed.
 */
export const RECIPIENT_MAILS_PER_DAY = 5;
export const RECIPIENT_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** §9 Offer form: a deposit of 10 % of the sale price on the broker's third-party account. */
export const OFFER_DEPOSIT_RATE = 0.1;
export const depositOf = (amount: number): number => Math.round(amount * OFFER_DEPOSIT_RATE * 100) / 100;

/** §9: the rent deposit is 3 months. */
export const RENT_DEPOSIT_MONTHS = 3;

/**
 * §5 Rent appointment confirmations: their figures. The spec gives the texts with a {0}; the
 * figures are ours, the usual rules of the agency's trade: a net income of three times the rent,
 * two people per bedroom (one bedroom at least), and half the inventory cost, which Belgian
 * practice splits between landlord and tenant.
 */
export const RENT_INCOME_MULTIPLE = 3;
export const PEOPLE_PER_BEDROOM = 2;
export const TENANT_INVENTORY_SHARE = 0.5;
