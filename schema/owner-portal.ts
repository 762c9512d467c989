import { z } from 'zod';
import { REFERRER_CLASSES } from './referrer-class.js';
import { LANGUAGES } from './spec/languages.js';

// The owner portal's API (§1 owner portal, §6 owner): the bodies it takes and the one document
// GET /api/owner/properties answers with. The portal page, the agency's own tools and the tests
// read the same shapes.

export const OWNER_API = {
  login: '/api/owner/login',
  logout: '/api/owner/logout',
  passwordReset: '/api/owner/password-reset',
  password: '/api/owner/password',
  properties: '/api/owner/properties',
} as const;

/** The session cookie: HttpOnly, SameSite=Strict, Secure over https (server/owner/session-cookie.ts). */
export const OWNER_SESSION_COOKIE = 'vitrine_owner';

/** Passwords: long enough to resist guessing at our throttle, short enough to hash in bounded time. */
export const OWNER_PASSWORD_MIN = 10;
export const OWNER_PASSWORD_MAX = 200;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const language = z.enum(LANGUAGES);

export const ownerLoginSchema = z.object({
  email,
  password: z.string().min(1).max(OWNER_PASSWORD_MAX),
  language: language.optional(),
});
export type OwnerLogin = z.infer<typeof ownerLoginSchema>;

export const ownerResetRequestSchema = z.object({ email, language: language.optional() });

export const ownerSetPasswordSchema = z
  .object({
    /** The link's one-time token (base64url). */
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
    password: z.string().min(OWNER_PASSWORD_MIN).max(OWNER_PASSWORD_MAX),
    /** The form's second field; absent from a JSON client that checked it itself. */
    passwordConfirm: z.string().max(OWNER_PASSWORD_MAX).optional(),
    language: language.optional(),
  })
  .refine((body) => body.passwordConfirm === undefined || body.passwordConfirm === body.password, {
    path: ['passwordConfirm'],
    message: 'mismatch',
  });

/** Where a visit came from (schema/referrer-class.ts): 'other' where no class fits. */
export const visitSourceSchema = z.enum(REFERRER_CLASSES);

const bySource = z.record(visitSourceSchema, z.number().int().min(0));

/** One period's views: the total and its split by source (every source present, zeros included). */
export const periodViewsSchema = z.object({ total: z.number().int().min(0), bySource });

export const calendarVisitSchema = z.object({
  /** ISO date-time (UTC) of the visit. */
  date: z.string(),
  /** What kind of appointment: the back office's label, or ours ('visit'). */
  type: z.string(),
  /** Who came: a name (our bookings give the first name and the initial of the last). */
  contact: z.string(),
  subject: z.string(),
  comment: z.string(),
  /** The back office's status label, or ours ('confirmed'). */
  status: z.string(),
  /** Where the line comes from: our appointment form or the back office's calendar. */
  origin: z.enum(['site', 'back-office']),
});
export type CalendarVisit = z.infer<typeof calendarVisitSchema>;

/** A figure the back office keeps (a portal's visits, a media object's views), labelled by it. */
export const backOfficeFigureSchema = z.object({ label: z.string(), value: z.number() });

export const ownerPropertySchema = z.object({
  id: z.number().int().positive(),
  /** From the published data; null when the property is no longer published. */
  title: z.string().nullable(),
  reference: z.string().nullable(),
  /** The property's page in the owner's language, when published. */
  url: z.string().nullable(),
  views: z.object({
    today: periodViewsSchema,
    week: periodViewsSchema,
    month: periodViewsSchema,
    total: periodViewsSchema,
  }),
  /** The last 30 days, oldest first, one point per day (days without a view are 0). */
  last30Days: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), views: z.number().int().min(0) })).length(30),
  /** Forms and requests received for the property, by form kind. */
  communications: z.record(z.string(), z.number().int().min(0)),
  /** From the back office when configured (GetManyVisitStatisticsOfProperty): visits per portal. */
  portals: z.array(backOfficeFigureSchema),
  /** From the back office when configured (GetMediaObjectStatisticsGraphList): views per media object. */
  media: z.array(backOfficeFigureSchema),
  calendarVisits: z.array(calendarVisitSchema),
});
export type OwnerProperty = z.infer<typeof ownerPropertySchema>;

export const ownerPropertiesResponseSchema = z.object({
  owner: z.object({ email: z.string(), name: z.string(), language }),
  /** The agency's time zone: what "today", "this week" (from Monday) and "this month" mean. */
  timeZone: z.string(),
  generatedAt: z.string(),
  /** False when the back office was configured but did not answer: its figures are missing, ours are there. */
  backOfficeAnswered: z.boolean(),
  properties: z.array(ownerPropertySchema),
});
export type OwnerPropertiesResponse = z.infer<typeof ownerPropertiesResponseSchema>;
