import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_LINK_PATH, isLanguage, type Language } from '../../../schema/index.js';
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
// alerts.ts). An unknown booking and a wrong token get the same 404. What the visitor does is told
// to the agency by an e-mail of its own (through the outbox, in the same transaction).

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
  /** The outbox worker looks at once (the agency's notice). */
  onNotice?: () => void;
}

/** The agency's e-mail of what the visitor did (server/mail/render.ts titles them). */
export const NOTICE_KINDS: Record<LinkAction, string> = {
  confirm: 'appointment-confirmed',
  cancel: 'appointment-cancelled',
};

/** The small bodies of these routes: a token. */
const BODY_LIMIT = 4 * 1024;
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** The number and token a request names, or undefined when they cannot be a booking's. */
function linkOf(params: { submission: string }, token: unknown): { submissionId: number; token: string } | undefined {
  if (!/^\d{1,15}$/.test(params.submission) || typeof token !== 'string' || !TOKEN.test(token)) return undefined;
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

  /** Confirms or cancels; the visitor's change is told to the agency, in the same transaction. */
  async function act(view: BookingView, role: LinkRole, action: LinkAction): Promise<Outcome> {
    const now = options.clock();
    const booking = { submissionId: view.submissionId, action, now, defaultLanguage: options.defaultLanguage };
    const settle = () => options.commits.run((trx, serializeOn) => settleBooking(trx, serializeOn, options.source, booking));
    if (role === 'agency') return settle();
    let outcome: Outcome | undefined;
    try {
      const kind = NOTICE_KINDS[action];
      // Stored at the outbox's own time (not the moved clock's), as the forms' submissions are: it delivers what is due by it.
      const accepted = await acceptSubmission(options.commits, {
        kind,
        // One notice per booking and change: a second click finds it and stores nothing.
        idempotencyKey: `${kind}:${view.submissionId}`,
        language: view.language,
        payload: noticePayload(view),
        channels: ['agency'],
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
    return outcome ?? settle();
  }

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
