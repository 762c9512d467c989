import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  ALERT_FREQUENCIES,
  type AlertCriteria,
  type AlertFrequency,
  APPOINTMENT_STATUS,
  alertCriteriaSchema,
  CAPTCHA_HEADER,
  CV_MAX_BYTES,
  checkForm,
  FEEDBACK_OF,
  FEEDBACK_PATHS,
  FORM_ERRORS,
  FORM_KINDS,
  FORM_MESSAGES,
  FORM_SUCCESS,
  type FormKind,
  FRIEND_MAIL_WINDOW_MS,
  FRIEND_MAILS_PER_DAY,
  isLanguage,
  type Language,
  VISIT_QUERY,
  validateForm,
} from '../../schema/index.js';
import { insertAlert } from '../alerts/store.js';
import { newAlertToken } from '../alerts/token.js';
import { calendarKey } from '../calendar/booking-calendar.js';
import type { Db } from '../db/open-database.js';
import type { SerializeOn, UnitsOfWork } from '../db/unit-of-work.js';
import { acceptSubmission, CaptchaReused, type Channel, Refused } from '../submissions/accept.js';
import { countRecipientMail, TooOften } from '../submissions/recipient-limit.js';
import { withSecrets } from '../submissions/secrets.js';
import { isOwnAlert, leaveOwnAlert } from '../submissions/unsubscribe.js';
import { type AppointmentSource, holdSeat, visitorHash } from './appointments.js';
import { verifiedCaptcha } from './captcha.js';
import { type Cv, checkedCv } from './cv-type.js';
import { languageOf } from './request-language.js';
import { visitorKey } from './visitor-key.js';

// POST /api/forms/{kind}: every visitor form (DESIGN.md, Server). The body is checked by the same
// schema as the browser's (schema/forms); the submission is stored before the answer, and the
// answer names the thank-you page of §2 in the visitor's language.

export interface FormsOptions {
  /** The store's units of work: submissions are stored through them. */
  commits: UnitsOfWork;
  /** The store, for a look before the submission's transaction (whose alert an unsubscribe names). */
  db: Db;
  captchaKey: string;
  defaultLanguage: Language;
  /** Forms whose submissions also go to the back office (when Omnicasa is configured). */
  omnicasaKinds: ReadonlySet<FormKind>;
  bodyLimit: number;
  /** Visit slots for the appointment form. */
  appointments?: AppointmentSource;
  /** The time a visit's hold is counted from (tests move it past a hold's end); the system clock by default. */
  clock?: () => Date;
  /** Called after a submission is stored: the outbox worker looks at once. */
  onAccepted?: () => void;
}

/** Besides the agency, who gets an e-mail: the friend, or the visitor (documents, a booking, the request to confirm a search alert). */
const VISITOR_MAIL: ReadonlySet<FormKind> = new Set([
  'send-to-friend',
  'document-request',
  'appointment',
  'demand-register',
  'save-search',
] as FormKind[]);

/** The forms that make one of our search alerts (issue 17), confirmed from the visitor's e-mail. */
const ALERT_KINDS: ReadonlySet<FormKind> = new Set(['demand-register', 'save-search'] as FormKind[]);

/** The alert a demand register or a saved search asks for; the demand register's fields are the criteria's. */
function alertOf(kind: FormKind, data: Record<string, unknown>) {
  const criteria = kind === 'save-search' ? data.criteria : data;
  const frequency = (ALERT_FREQUENCIES as readonly unknown[]).includes(data.frequency)
    ? (data.frequency as AlertFrequency)
    : 'daily';
  return { criteria, frequency, listUrl: typeof data.listUrl === 'string' ? data.listUrl : undefined };
}

/** Who gets the visitor e-mail of a form that sends one, and the field the visitor typed it in. */
function recipientOf(kind: FormKind, data: Record<string, unknown>): { address: string; field: string } | undefined {
  if (!VISITOR_MAIL.has(kind)) return undefined;
  const field = kind === 'send-to-friend' ? 'friendEmail' : 'email';
  return { address: String(data[field]), field };
}

const isKind = (kind: string): kind is FormKind => (FORM_KINDS as readonly string[]).includes(kind);

/** The job form carries a CV (base64: a third more than the file's 5 MB). */
const CV_BODY_LIMIT = Math.ceil((CV_MAX_BYTES * 4) / 3) + 64 * 1024;

export function formRoutes(app: FastifyInstance, options: FormsOptions) {
  const handler = async (request: FastifyRequest<{ Params: { kind?: string } }>, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const language = isLanguage(body.language) ? body.language : options.defaultLanguage;
    const kind = request.params.kind ?? 'job-contact';
    if (!isKind(kind)) return reply.code(404).send({ message: `no form "${kind}"` });

    const checked = validateForm(kind, body, language);
    // A filled honeypot is a robot: it hears "thank you" and nothing is stored.
    if (!checked.ok && 'spam' in checked && checked.spam) return thanks(reply, language, kind, 0, 200, options.captchaKey);
    if (!checked.ok) return reply.code(400).send({ errors: checked.errors });

    // The job form's captcha came first in a header (checked before its body was read): one captcha, the body's the same.
    const header = request.headers[CAPTCHA_HEADER];
    const sameInHeader = kind !== 'job-contact' || header === body.captcha;
    const signature = sameInHeader ? verifiedCaptcha(body.captcha, options.captchaKey) : null;
    if (!signature) return reply.code(400).send({ errors: { captcha: FORM_MESSAGES[language].captchaInvalid } });

    let data = checked.data as Record<string, unknown>;
    if (kind === 'job-contact' && data.cv) {
      const cv = await checkedCv(data.cv as Cv);
      if (!cv.ok) {
        const field = cv.reason === 'fileType' ? 'cv.type' : 'cv.size';
        return reply.code(400).send({ errors: { [field]: FORM_MESSAGES[language][cv.reason] } });
      }
      data = { ...data, cv: cv.cv };
    }
    if (kind === 'appointment') {
      // The slot's time goes with the submission: the e-mails name it.
      const slot = (await options.appointments?.slotsOf(Number(data.propertyId)))?.find((s) => s.id === data.slotId);
      if (!slot) return reply.code(400).send({ errors: { slotId: FORM_MESSAGES[language].slotRequired } });
      data = { ...data, slotStart: slot.start, slotEnd: slot.end };
    }
    // A search alert: its criteria as the alerts keep them (a budget past their bound is refused here,
    // by field), and the token of its confirmation e-mail's links: the store keeps its hash, the
    // payload its clear value until that e-mail is delivered (submissions/secrets.ts).
    let alert: { criteria: AlertCriteria; frequency: AlertFrequency; listUrl?: string; token: string } | undefined;
    if (ALERT_KINDS.has(kind)) {
      const wanted = alertOf(kind, data);
      const criteria = checkForm(alertCriteriaSchema, wanted.criteria, language);
      if (!criteria.ok) return reply.code(400).send({ errors: 'errors' in criteria ? criteria.errors : {} });
      alert = { ...wanted, criteria: criteria.data, token: newAlertToken() };
      data = withSecrets(data, 'visitor', { alertToken: alert.token });
    }
    // Leaving one of our alerts concerns us alone: the back office is not asked about a token it never gave.
    const ownToken = kind === 'unsubscribe' && (await isOwnAlert(options.db, String(data.email), String(data.token)));
    const channels: Channel[] = [
      'agency',
      ...(VISITOR_MAIL.has(kind) ? (['visitor'] as const) : []),
      ...(options.omnicasaKinds.has(kind) && !ownToken ? (['omnicasa'] as const) : []),
    ];
    try {
      const accepted = await acceptSubmission(options.commits, {
        kind,
        idempotencyKey: String(data.idempotencyKey),
        language,
        payload: data,
        channels,
        captchaSignature: signature,
        guard: async (trx, id, serializeOn) => {
          // A bound on what we mail to the address typed, whatever the form (a refusal further down undoes the count).
          const recipient = recipientOf(kind, data);
          const pendingAlert = ALERT_KINDS.has(kind);
          const mail = recipient && { ...recipient, kind, submissionId: id, language };
          const capped = mail && (await countRecipientMail(trx, serializeOn, mail, new Date(), { pendingAlert }));
          if (capped) return capped;
          if (kind === 'document-request') return documentsAskedBefore(trx, serializeOn, data, language);
          if (kind === 'send-to-friend') return friendMailedEnough(trx, serializeOn, data, language);
          if (alert) return storeAlert(trx, id, alert, data, language);
          // Our alert stops with the submission. Another token is the back office's to check (when it
          // is configured: it gets the submission); without one, a token that is not ours is refused.
          if (kind === 'unsubscribe') {
            const ours = await leaveOwnAlert(trx, String(data.email), String(data.token), new Date());
            return ours || options.omnicasaKinds.has(kind) ? null : new Refused(FORM_ERRORS[language].unsubscribeInvalid);
          }
          if (kind !== 'appointment' || !options.appointments) return null;
          // The seat is held until the e-mail's link confirms it; an address holds one booking of a property, a visitor a few.
          const visitor = visitorHash(visitorKey(request.ip), options.captchaKey);
          const booking = { submissionId: id, payload: data, visitor, now: options.clock?.() ?? new Date() };
          const result = await holdSeat(trx, serializeOn, options.appointments, booking);
          if (result === 'already-held') return new Refused(FORM_ERRORS[language].appointmentAlreadyHeld, 'email');
          if (result === 'too-many-held') return new TooOften(FORM_ERRORS[language].appointmentsHeldTooMany);
          if (result === 'full') return new Refused(FORM_ERRORS[language].appointmentsFull, 'slotId');
          return result === 'unknown-slot' ? new Refused(FORM_MESSAGES[language].slotRequired, 'slotId') : null;
        },
      });
      if (accepted.created) options.onAccepted?.();
      return thanks(reply, language, kind, accepted.id, accepted.created ? 201 : 200, options.captchaKey);
    } catch (error) {
      if (error instanceof TooOften) return reply.code(429).send({ message: error.message, field: error.field });
      if (error instanceof CaptchaReused)
        return reply.code(400).send({ errors: { captcha: FORM_MESSAGES[language].captchaInvalid } });
      if (error instanceof Refused)
        return reply.code(409).send({ message: error.message, ...(error.field && { field: error.field }) });
      throw error;
    }
  };
  // A CV's megabytes are read only for a post whose header carries a solved captcha: a robot is
  // refused having sent its headers, and the connection closes rather than take the rest.
  const captchaFirst = async (request: FastifyRequest, reply: FastifyReply) => {
    if (verifiedCaptcha(request.headers[CAPTCHA_HEADER], options.captchaKey)) return;
    const language = languageOf(request, options.defaultLanguage);
    reply.header('connection', 'close');
    return reply.code(400).send({ errors: { captcha: FORM_MESSAGES[language].captchaInvalid } });
  };
  app.post<{ Params: { kind?: string } }>(
    '/api/forms/job-contact',
    { bodyLimit: CV_BODY_LIMIT, onRequest: captchaFirst },
    handler,
  );
  app.post<{ Params: { kind?: string } }>('/api/forms/:kind', { bodyLimit: options.bodyLimit }, handler);
}

function thanks(reply: FastifyReply, language: Language, kind: FormKind, id: number, status: number, secret: string) {
  // §8: "Vous avez été désinscrit", on the unsubscribe page itself.
  if (kind === 'unsubscribe') return reply.code(status).send({ id, message: FORM_SUCCESS[language].unsubscribed });
  // A booking's thank-you page offers the visit's calendar file (issue 46): its number and the key that reads it.
  const visit = kind === 'appointment' && id > 0 ? `?${VISIT_QUERY.id}=${id}&${VISIT_QUERY.key}=${calendarKey(id, secret)}` : '';
  const redirect = `${FEEDBACK_PATHS[language]}${FEEDBACK_OF[kind]}/${visit}`;
  // §4 Appointment status: a booking holds its seat until its e-mail's link confirms it (finding 3).
  return reply.code(status).send({ id, redirect, ...(kind === 'appointment' && { status: APPOINTMENT_STATUS }) });
}

type Trx = Parameters<NonNullable<Parameters<typeof acceptSubmission>[1]['guard']>>[0];

/**
 * The search alert of a demand register or a saved search, unconfirmed, in the submission's
 * transaction; its id joins the submission's payload for the confirmation e-mail's link.
 */
async function storeAlert(
  trx: Trx,
  submissionId: number,
  alert: { criteria: AlertCriteria; frequency: AlertFrequency; listUrl?: string; token: string },
  data: Record<string, unknown>,
  language: Language,
): Promise<null> {
  const email = String(data.email);
  const alertId = await insertAlert(trx, { ...alert, email, language, submissionId }, new Date());
  await trx
    .updateTable('submissions')
    .set({ payload: JSON.stringify({ ...data, alertId }) })
    .where('id', '=', submissionId)
    .execute();
  return null;
}

/** Send-to-friend: one friend's address gets FRIEND_MAILS_PER_DAY e-mails in a day, whoever sends them. */
async function friendMailedEnough(
  trx: Trx,
  serializeOn: SerializeOn,
  data: Record<string, unknown>,
  language: Language,
): Promise<Refused | null> {
  const since = new Date(Date.now() - FRIEND_MAIL_WINDOW_MS).toISOString();
  const friend = String(data.friendEmail).toLowerCase();
  await serializeOn(`send-to-friend:${friend}`);
  const row = await trx
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'send-to-friend')
    .where('created_at', '>=', since)
    .where(sql<string>`lower(payload ->> 'friendEmail')`, '=', friend)
    .where('idempotency_key', '!=', String(data.idempotencyKey))
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= FRIEND_MAILS_PER_DAY ? new TooOften(FORM_ERRORS[language].friendLimit, 'friendEmail') : null;
}

/** §8: "Vous avez déjà demandé les documents pour ce bien." for the same property and e-mail. */
async function documentsAskedBefore(
  trx: Trx,
  serializeOn: SerializeOn,
  data: Record<string, unknown>,
  language: Language,
): Promise<Refused | null> {
  const propertyId = Number(data.propertyId);
  const email = String(data.email).toLowerCase();
  await serializeOn(`document-request:${propertyId}:${email}`);
  const before = await trx
    .selectFrom('submissions')
    .select('id')
    .where('kind', '=', 'document-request')
    .where('property_id', '=', propertyId)
    .where(sql<string>`lower(payload ->> 'email')`, '=', email)
    .where('idempotency_key', '!=', String(data.idempotencyKey))
    .executeTakeFirst();
  return before ? new Refused(FORM_ERRORS[language].documentsAlreadyRequested) : null;
}
