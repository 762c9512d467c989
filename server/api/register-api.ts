import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { FORM_ERRORS, type Language } from '../../schema/index.js';
import { OMNICASA_KINDS, type OmnicasaOptions, omnicasaDelivery } from '../../sources/omnicasa/index.js';
import type { Db } from '../db/open-database.js';
import { unitsOfWork } from '../db/units-of-work.js';
import { type MailOptions, mailDeliveries } from '../mail/deliver.js';
import { formKindOf } from '../metrics/form-outcome.js';
import type { ApiMetrics } from '../metrics/server-metrics.js';
import { type OutboxOptions, startOutboxWorker } from '../outbox/worker.js';
import type { OwnerPortalOptions } from '../owner/context.js';
import { ownerPageHook } from '../owner/login-page.js';
import { passwordWork } from '../owner/password-work.js';
import { publishedProperties } from '../owner/published.js';
import { ownerRoutes } from '../owner/routes.js';
import type { StaffOptions } from '../staff/context.js';
import { staffRoutes } from '../staff/routes.js';
import { alertRoutes } from './alerts.js';
import { bookingLinkRoutes } from './appointment-links/routes.js';
import { type AppointmentSource, appointmentRoutes } from './appointments.js';
import { type CaptchaOptions, captchaRoutes } from './captcha.js';
import { formRoutes } from './forms.js';
import { boundJsonBodies } from './json-body.js';
import { PROPERTY_VIEW_WINDOW_MS, pageViewRoutes } from './page-views.js';
import { rateLimitStore } from './rate-limit-store.js';
import { languageOf } from './request-language.js';
import { replyToStoreFault } from './store-fault-reply.js';
import { visitorKey } from './visitor-key.js';
import { memoryWindowCounter, storeWindowCounter, type WindowCounter } from './window-counter.js';

// The API under /api (DESIGN.md, Server): forms, captcha, the search alerts' links, the outbox
// worker that delivers what the forms accepted, and the page-view beacon (outside the forms' rate
// limit: it has its own).

export interface ApiOptions {
  db: Db;
  captcha: CaptchaOptions;
  defaultLanguage: Language;
  /** Without it, e-mails wait in the outbox (and `vitrine outbox` shows them). */
  mail?: MailOptions;
  /** Visit slots of the appointment form. */
  appointments?: AppointmentSource;
  /** The back office: the forms it takes are also forwarded there. */
  omnicasa?: OmnicasaOptions;
  /** Per visitor (visitor-key.ts: an IPv6 address by its /64): this many form posts per window (§ abuse). */
  rateLimit?: { max: number; windowMs: number };
  /** Per visitor (visitor-key.ts): this many page views stored per window (beacons past it are dropped). */
  pageViewRate?: { max: number; windowMs: number };
  /**
   * The sync's output (`vitrine serve --data`): only the properties it publishes have their views
   * counted. The owner portal's folder when not given; with neither, no property view counts.
   */
  dataDir?: string;
  /** A form's body at most (the CV upload has its own limit). */
  bodyLimit?: number;
  outbox?: Pick<OutboxOptions, 'retryDelayMs' | 'maxDelayMs' | 'pollMs' | 'claimMs' | 'stopSignal'>;
  /** The owner portal (§1): its API and its page at the login route of each language. */
  owners?: OwnerPortalOptions;
  /** /admin/ (issue 45): the staff's login and pages. */
  staff?: StaffOptions;
  /** Told when /admin/ rebuilt the site (the server then reads it again: server/site-rebuilt.ts). */
  onSiteRebuilt?: () => void;
  /** The agency's time zone: the day a page view counts for. */
  timeZone?: string;
  /** The server's time, which the day a page view counts for comes from (tests move it with the owner portal's); the system clock by default. */
  clock?: () => Date;
  /** What /metrics counts of the forms and the page views (server/metrics); nothing when not given. */
  metrics?: ApiMetrics;
}

/**
 * The visitors' limits are counted in memory with one SQLite server, and in the database when several
 * instances share PostgreSQL: a visitor spreading posts over the instances meets one limit.
 */
function windowCounters(db: Db, secret: string) {
  return (name: string, windowMs: number): WindowCounter =>
    db.engine === 'postgres' ? storeWindowCounter(db, { name, windowMs, secret }) : memoryWindowCounter(windowMs);
}

export async function registerApi(app: FastifyInstance, options: ApiOptions) {
  const formRate = options.rateLimit ?? { max: 20, windowMs: 60_000 };
  const pageViewRate = options.pageViewRate ?? { max: 120, windowMs: 60_000 };
  const mail = options.mail ? mailDeliveries(options.mail) : undefined;
  const worker = startOutboxWorker(options.db, {
    ...options.outbox,
    usedCaptchaValidMs: options.captcha.validMs,
    log: app.log,
    deliver: {
      ...(mail && { agency: mail.agency, visitor: mail.visitor }),
      ...(options.omnicasa && { omnicasa: omnicasaDelivery(options.omnicasa) }),
    },
  });
  // Every write a visitor's request makes is a unit of work of the store's (on SQLite, forms and page
  // views share the group commit's flushes).
  const commits = unitsOfWork(options.db);
  const counter = windowCounters(options.db, options.captcha.hmacKey);
  // A stopping server claims no more deliveries while its last requests finish (those it accepts wait
  // for the next start), then waits for the sends under way.
  app.addHook('preClose', async () => worker.halt());
  app.addHook('onClose', async () => {
    await worker.stop();
    mail?.close();
  });

  // Every JSON body of the API: bounded in depth before it is parsed (json-body.ts).
  boundJsonBodies(app);
  // At the root: the portal page's hook reads the session cookie too, before the page cache answers.
  if (options.owners || options.staff) await app.register(cookie);
  // One bound on argon2 work for the owners' and the staff's logins: together they never fill libuv's pool.
  const passwords = passwordWork(options.owners?.argon2);
  if (options.owners) {
    const owners = {
      ...options.owners,
      db: options.db,
      commits,
      defaultLanguage: options.defaultLanguage,
      published: publishedProperties(options.owners.dataDir),
      nudge: worker.nudge,
      // The portal's per-visitor rate limit counts where the forms' does.
      counters: counter,
    };
    app.addHook('onRequest', ownerPageHook(owners));
    ownerRoutes(app, owners, passwords);
  }
  if (options.staff)
    staffRoutes(app, {
      ...options.staff,
      db: options.db,
      commits,
      defaultLanguage: options.defaultLanguage,
      passwords,
      onSiteRebuilt: options.onSiteRebuilt,
      nudge: worker.nudge,
      counters: counter,
    });
  const dataDir = options.dataDir ?? options.owners?.dataDir;
  await app.register(async (views) =>
    pageViewRoutes(views, {
      commits,
      limit: { max: pageViewRate.max, counter: counter('page-views', pageViewRate.windowMs) },
      published: dataDir === undefined ? { inLanguage: async () => new Map() } : publishedProperties(dataDir),
      oncePerVisitor: counter('property-views', PROPERTY_VIEW_WINDOW_MS),
      timeZone: options.timeZone,
      now: options.clock,
      onView: options.metrics?.pageView,
    }),
  );
  await app.register(async (api) => {
    await api.register(formbody);
    await api.register(rateLimit, {
      max: formRate.max,
      timeWindow: formRate.windowMs,
      // One visitor's posts, from whichever address of their IPv6 /64 (visitor-key.ts).
      keyGenerator: (request) => visitorKey(request.ip),
      store: rateLimitStore(counter('forms', formRate.windowMs), () => (options.clock?.() ?? new Date()).getTime()),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: FORM_ERRORS[languageOf(request, options.defaultLanguage)].tooManyRequests,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
    const metrics = options.metrics;
    if (metrics)
      api.addHook('onResponse', async (request, reply) => {
        if (!request.routeOptions.url?.startsWith('/api/forms/')) return;
        const kind = formKindOf((request.params as { kind?: string }).kind);
        if (kind) metrics.formAnswered(kind, reply.statusCode);
      });
    api.setErrorHandler((error: FastifyError, request, reply) => {
      const language = languageOf(request, options.defaultLanguage);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: FORM_ERRORS[language].tooLarge });
      if (error.statusCode === 429) return reply.code(429).send(error);
      if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ message: error.message });
      const faulted = replyToStoreFault(reply, error, language);
      if (faulted) return faulted;
      request.log.error(error);
      return reply.code(500).send({ message: FORM_ERRORS[language].apiError });
    });
    captchaRoutes(api, options.captcha);
    const clock = options.clock ?? (() => new Date());
    if (options.appointments) {
      appointmentRoutes(api, options.db, options.appointments, clock);
      // The booking e-mails' confirm and cancel links (finding 3), under the forms' rate limit.
      bookingLinkRoutes(api, {
        db: options.db,
        commits,
        source: options.appointments,
        defaultLanguage: options.defaultLanguage,
        timeZone: options.timeZone ?? 'Europe/Brussels',
        siteName: options.mail?.siteName ?? '',
        clock,
        onNotice: worker.nudge,
        calendar: {
          site: {
            siteName: options.mail?.siteName ?? '',
            siteUrl: options.mail?.siteUrl ?? '',
            agencyEmail: options.mail?.agencyEmail,
            timeZone: options.timeZone ?? 'Europe/Brussels',
          },
          secret: options.captcha.hmacKey,
        },
      });
    }
    formRoutes(api, {
      commits,
      db: options.db,
      captchaKey: options.captcha.hmacKey,
      defaultLanguage: options.defaultLanguage,
      omnicasaKinds: options.omnicasa ? OMNICASA_KINDS : new Set(),
      bodyLimit: options.bodyLimit ?? 64 * 1024,
      appointments: options.appointments,
      clock: options.clock,
      onAccepted: worker.nudge,
    });
    // In a context of their own (the one-click unsubscribe's body parser), under the same rate limit.
    await api.register(alertRoutes, { commits, db: options.db, defaultLanguage: options.defaultLanguage });
  });
}
