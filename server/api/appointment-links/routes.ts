import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOKING_LINK_PATH,
  BOOKING_NUMBER,
  CALENDAR_KEY,
  isLanguage,
  type Language,
  VISIT_NOTICE_KINDS,
} from '../../../schema/index.js';
import { type BookingCalendarSite, bookingCalendar, calendarKey } from '../../calendar/booking-calendar.js';
import type { Db } from '../../db/open-database.js';
import type { UnitsOfWork } from '../../db/unit-of-work.js';
import { acceptSubmission, Refused } from '../../submissions/accept.js';
import type { AppointmentSource } from '../appointments.js';
import {
  type BookingView,
  bookingByLink,
  bookingNow,
  changedBy,
  type LinkAction,
  type LinkRole,
  type Outcome,
  settleBooking,
} from './bookings.js';
import { bookingPage, notFoundPage } from './page.js';

// The booking e-mails' links (finding 3): GET shows the booking's page and changes nothing (mail
// scanners and link previews open links); its buttons POST the token to confirm or cancel, and the
// answer is the page again. No cookie is read or set, so no other site can make a browser act with
// an authority it would not have anyway: no CSRF token is needed (as for the alerts' links,
// alerts.ts). An unknown booking and a wrong token get the same 404. A change is told by e-mail
// (through the outbox, in the same transaction): the visitor's to the agency and the visitor, the
// agency's to the visitor, each with the visit's calendar file (issue 46). visit.ics serves that
// file: with an e-mail's token, or with the thank-you page's key, which reads and changes nothing.

export interface BookingLinkOptions {
  db: Db;
  commits: UnitsOfWork;
  source: AppointmentSource;
  defaultLanguage: Language;
  /** The agency's time zone: the visit's time as the page says it. */
  timeZone: string;
  /** The site's name, on the page. */
  siteName: string;
  /** The time (tests move it past a hold's end). */
  clock: () => Date;
  /** The outbox worker looks at once (the notices). */
  onNotice?: () => void;
  /** The calendar files' site and the server's secret, which the thank-you page's key is made with (calendarKey). */
  calendar: { site: BookingCalendarSite; secret: string };
}

/** Who hears of a change: the visitor's goes to the agency and the visitor, the agency's to the visitor. */
const NOTICE_CHANNELS: Record<LinkRole, ('agency' | 'visitor')[]> = { visitor: ['agency', 'visitor'], agency: ['visitor'] };

/** The small bodies of these routes: a token. */
const BODY_LIMIT = 4 * 1024;
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** The number and token a request names, or undefined when they cannot be a booking's. */
function linkOf(params: { submission: string }, token: unknown): { submissionId: number; token: string } | undefined {
  if (!BOOKING_NUMBER.test(params.submission) || typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  return { submissionId: Number(params.submission), token };
}

/** A visitor action refused by its own guard as "nothing changed": nothing is stored, no notice goes. */
class Unchanged extends Refused {}

/** What the agency reads of the booking in the notice of the visitor's change: the booking's reference and the visit, not the tokens. */
function noticePayload(view: BookingView) {
  const p = view.payload;
  // `property`, not `propertyId`: a notice is not a form about the property (the owner's figures count those).
  return {
    bookingReference: view.submissionId,
    slotStart: p.slotStart,
    slotEnd: p.slotEnd,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    property: view.propertyId,
    propertyUrl: p.propertyUrl,
  };
}

export function bookingLinkRoutes(app: FastifyInstance, options: BookingLinkOptions) {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  /** The 404 in the language the browser asks for: the booking's own would tell that it exists. */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const asked = String(request.headers['accept-language'] ?? '').slice(0, 2);
    const language = isLanguage(asked) ? asked : options.defaultLanguage;
    return send(reply, 404, notFoundPage(language, options.siteName));
  };
  const page = (view: BookingView, role: LinkRole, token: string, extra: { cancelFirst?: boolean; outcome?: Outcome }) =>
    bookingPage({ view, role, token, now: options.clock(), timeZone: options.timeZone, siteName: options.siteName, ...extra });

  /** Confirms or cancels; the change is told (NOTICE_CHANNELS) in the same transaction, once per booking and change. */
  async function act(view: BookingView, role: LinkRole, action: LinkAction): Promise<Outcome> {
    const now = options.clock();
    const booking = { submissionId: view.submissionId, action, now, defaultLanguage: options.defaultLanguage };
    let outcome: Outcome | undefined;
    try {
      const kind = VISIT_NOTICE_KINDS[role][action];
      // Stored at the outbox's own time (not the moved clock's), as the forms' submissions are: it delivers what is due by it.
      const accepted = await acceptSubmission(options.commits, {
        kind,
        // One notice per booking and change: a second click finds it and stores nothing.
        idempotencyKey: `${kind}:${view.submissionId}`,
        language: view.language,
        payload: noticePayload(view),
        channels: NOTICE_CHANNELS[role],
        guard: async (trx, _id, serializeOn) => {
          outcome = await settleBooking(trx, serializeOn, options.source, booking);
          return changedBy(outcome) ? null : new Unchanged(outcome);
        },
      });
      if (accepted.created) options.onNotice?.();
    } catch (error) {
      if (!(error instanceof Unchanged)) throw error;
    }
    // The notice was there already: the change was made before; what the booking is now says the rest.
    return outcome ?? options.commits.run((trx, serializeOn) => settleBooking(trx, serializeOn, options.source, booking));
  }

  /** Whether `key` is the thank-you page's key of booking `submissionId` (compared in constant time). */
  const opensCalendar = (submissionId: number, key: string): boolean => {
    const expected = Buffer.from(calendarKey(submissionId, options.calendar.secret));
    const given = Buffer.from(key);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  /** The visit's .ics for whoever holds the link (the thank-you page's key reads the visitor's). */
  const calendarFile = (reply: FastifyReply, view: BookingView, role: LinkRole) => {
    const state = view.status === 'cancelled' ? 'cancelled' : view.status === 'confirmed' ? 'confirmed' : 'held';
    const input = {
      bookingId: view.submissionId,
      language: view.language,
      state,
      payload: view.payload,
      stamp: options.clock(),
    } as const;
    const file = bookingCalendar(input, role, options.calendar.site);
    if (!file) return undefined;
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('content-disposition', `attachment; filename="visit-${view.submissionId}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(file);
  };

  app.get<{ Params: { submission: string }; Querystring: Fields }>(
    `${BOOKING_LINK_PATH}:submission/visit.ics`,
    async (request, reply) => {
      const { token, key } = request.query;
      if (typeof key === 'string' && CALENDAR_KEY.test(key) && BOOKING_NUMBER.test(request.params.submission)) {
        const submissionId = Number(request.params.submission);
        const view = opensCalendar(submissionId, key) && (await bookingNow(options.db, submissionId, options.defaultLanguage));
        return (view && calendarFile(reply, view, 'visitor')) || notFound(request, reply);
      }
      const link = linkOf(request.params, token);
      const found = link && (await bookingByLink(options.db, link.submissionId, link.token, options.defaultLanguage));
      if (!link || !found) return notFound(request, reply);
      return calendarFile(reply, found.view, found.role) ?? notFound(request, reply);
    },
  );

  app.get<{ Params: { submission: string }; Querystring: Fields }>(`${BOOKING_LINK_PATH}:submission`, async (request, reply) => {
    const link = linkOf(request.params, request.query.token);
    const found = link && (await bookingByLink(options.db, link.submissionId, link.token, options.defaultLanguage));
    if (!link || !found) return notFound(request, reply);
    return send(reply, 200, page(found.view, found.role, link.token, { cancelFirst: request.query.action === 'cancel' }));
  });

  for (const action of ['confirm', 'cancel'] as const) {
    app.post<{ Params: { submission: string } }>(
      `${BOOKING_LINK_PATH}:submission/${action}`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const link = linkOf(request.params, fieldsOf(request.body).token);
        const found = link && (await bookingByLink(options.db, link.submissionId, link.token, options.defaultLanguage));
        if (!link || !found) return notFound(request, reply);
        const outcome = await act(found.view, found.role, action);
        const view = (await bookingNow(options.db, link.submissionId, options.defaultLanguage)) ?? found.view;
        return send(reply, 200, page(view, found.role, link.token, { outcome }));
      },
    );
  }
}
