import { z } from 'zod';
import { oneLine } from './forms/clean-text.js';
import { LANGUAGES } from './spec/languages.js';

// Issue 17: search alerts that we send. The contract between the forms (demand register, "save this
// search" on a filtered list), the server's alerts store and API, `vitrine alerts send`, and the
// alert page of the site (confirm, manage, leave). Our decisions, not the spec's (§1 names the
// demand register and its unsubscribe only).

/** How often an alert's e-mails go: after each sync that brings a match, or a digest. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A digest's period: a daily alert gets at most one e-mail a day, a weekly one one a week. */
export const ALERT_PERIOD_MS: Record<AlertFrequency, number> = {
  instant: 0,
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
};

/** At most this many properties in one e-mail; the e-mail links to the list for the rest. */
export const ALERT_MAIL_MAX_PROPERTIES = 12;

/** An unconfirmed alert is forgotten after this long (double opt-in: nothing is ever sent to it). */
export const ALERT_CONFIRM_WITHIN_MS = 7 * 24 * 3600_000;

/** A left alert (its address) is forgotten after this long: a second click on its link still hears "unsubscribed" meanwhile. */
export const ALERT_FORGET_LEFT_AFTER_MS = 30 * 24 * 3600_000;

/**
 * The alert API (server/api/alerts.ts). Answers: the AlertView (200), with `message` (§8 "Vous avez
 * été désinscrit") after unsubscribe; 404 `{ message }` for an unknown alert or a wrong token; 400
 * `{ errors }` (field → text) for update's criteria; 409 `{ message }` to update a left alert.
 * Every body and query may carry `language` (the page's) for the texts of the answer.
 */
export const ALERT_API = {
  /** POST {alert, token}: confirms (again is no change; a left alert stays left). */
  confirm: '/api/alerts/confirm',
  /** GET /api/alerts/:alert?token=…: the AlertView. */
  view: '/api/alerts/',
  /** POST alertUpdateBody. */
  update: '/api/alerts/update',
  /** POST {alert, token} as JSON, or the e-mail's one-click (RFC 8058): ?alert=…&token=… with List-Unsubscribe=One-Click. */
  unsubscribe: '/api/alerts/unsubscribe',
} as const;

const money = z.coerce.number({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).max(1e9, { error: 'numberInvalid' });

/**
 * What an alert looks for. Empty type and zone lists mean "any". Zones are city names or postcodes
 * as the visitor chose them (the demand register's zones, a list's city filter); they match a
 * property's city (case and accents ignored) or its postcode.
 */
export const alertCriteriaSchema = z
  .object({
    goal: z.enum(['buy', 'rent'], { error: 'goalRequired' }),
    propertyTypes: z.array(z.coerce.number().int().positive()).max(20).default([]),
    // One line each, as the demand register's zones (a zone never starts a line of the agency's e-mail).
    zones: z.array(z.string().overwrite(oneLine).trim().min(1).max(100)).max(30).default([]),
    budgetMin: money.optional(),
    budgetMax: money.optional(),
    bedrooms: z.coerce.number().int().min(0).max(50).optional(),
    /** Living area, m². */
    minArea: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  .refine((c) => c.budgetMin === undefined || c.budgetMax === undefined || c.budgetMin <= c.budgetMax, {
    error: 'numberInvalid',
    path: ['budgetMax'],
  });
export type AlertCriteria = z.infer<typeof alertCriteriaSchema>;

/** An alert's id and its secret token: what every link of its e-mails carries (no login). */
export const alertKeySchema = z.object({
  alert: z.coerce.number().int().positive(),
  token: z.string().min(16).max(200),
});
export type AlertKey = z.infer<typeof alertKeySchema>;

/** POST /api/alerts/confirm, /api/alerts/unsubscribe: the key alone. */
export const alertActionBody = alertKeySchema;

/** POST /api/alerts/update: the manage page's form. */
export const alertUpdateBody = alertKeySchema.extend({
  criteria: alertCriteriaSchema,
  frequency: z.enum(ALERT_FREQUENCIES),
});
export type AlertUpdateBody = z.infer<typeof alertUpdateBody>;

export const ALERT_STATES = ['unconfirmed', 'active', 'unsubscribed'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** GET /api/alerts/:alert?token=…: what the manage page shows. */
export const alertViewSchema = z.object({
  alert: z.number().int().positive(),
  state: z.enum(ALERT_STATES),
  language: z.enum(LANGUAGES),
  /** The address, partly hidden (j•••@example.be): the link may have been forwarded. */
  email: z.string(),
  criteria: alertCriteriaSchema,
  frequency: z.enum(ALERT_FREQUENCIES),
});
export type AlertView = z.infer<typeof alertViewSchema>;

/**
 * The alert page's query: ?alert=…&token=… (and &confirm=1 from the confirmation e-mail). The link
 * opens a page; nothing changes before the visitor presses its button (mail scanners open links).
 */
export const ALERT_PAGE_QUERY = {
  alert: 'alert',
  token: 'token',
  confirm: 'confirm',
  /** &unsubscribe=1: the e-mail's "unsubscribe" link; the page puts its stop button first (nothing changes on GET either). */
  unsubscribe: 'unsubscribe',
} as const;
