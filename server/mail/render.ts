import { BOOKING_TOKEN, bookingLink, oneLine, paragraphs, STAFF_ALARM_KIND, VISIT_NOTICE_KINDS } from '../../schema/index.js';
import type { StoredSubmission } from '../outbox/worker.js';
import { SECRETS_FIELD, secretOf } from '../submissions/secrets.js';
import { renderStaffAlarm } from './staff-alarm.js';

// A readable e-mail per submission: a subject naming the form and the sender, then every field
// with its label, one field a line. No value can forge a line of its own: one-line values lose
// their line breaks (the schemas removed them already; stored or odd data may still have them),
// and a multi-line value (a message) comes under its label as quoted lines ("> "). Pure.

/** Form kinds as the agency reads them in its mailbox (French: the agency's language). */
const KIND_TITLES: Record<string, string> = {
  'site-contact': 'Message du site',
  'contact-me': 'Demande au sujet d’un bien',
  'visit-request': 'Demande de visite',
  appointment: 'Rendez-vous de visite réservé, à confirmer',
  [VISIT_NOTICE_KINDS.visitor.confirm]: 'Visite confirmée par le visiteur',
  [VISIT_NOTICE_KINDS.visitor.cancel]: 'Visite annulée par le visiteur',
  'contact-construction': 'Demande au sujet d’un projet',
  valuation: 'Demande d’estimation gratuite',
  'demand-register': 'Inscription à l’alerte de biens',
  'save-search': 'Recherche enregistrée (alerte de biens)',
  unsubscribe: 'Désinscription de l’alerte de biens',
  'send-to-friend': 'Bien envoyé à un ami',
  'document-request': 'Demande de documents',
  testimonial: 'Nouveau témoignage',
  newsletter: 'Inscription à la newsletter',
  'job-contact': 'Candidature',
  'rent-application': 'Candidature locataire',
  offer: 'Offre d’achat',
  'owner-login': 'Connexion d’un propriétaire',
};

/** The envelope fields every form carries, the alert's id and the links' secrets (submissions/secrets.ts): not for the agency's e-mail as fields. */
const HIDDEN = new Set(['idempotencyKey', 'captcha', 'website', 'language', 'unsubscribeToken', 'alertId', SECRETS_FIELD]);

/** A value's lines: one `label: value`, or the label then each line of a multi-line text quoted. */
function text(prefix: string, value: string): string[] {
  const body = paragraphs(value).split('\n');
  if (body.length === 1) return [`${prefix}: ${oneLine(value)}`];
  return [`${prefix}:`, ...body.map((line) => `> ${line}`)];
}

function lines(value: unknown, prefix: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.length === 0 ? [] : [`${prefix}: ${oneLine(value.map(String).join(', '))}`];
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
      lines(v, oneLine(prefix ? `${prefix} › ${key}` : key)),
    );
  if (typeof value === 'boolean') return [`${prefix}: ${value ? 'oui' : 'non'}`];
  return text(prefix, String(value));
}

interface Attachment {
  name: string;
  type: string;
  size: number;
  data: string;
}
const isAttachment = (v: unknown): v is Attachment =>
  typeof v === 'object' && v !== null && typeof (v as Attachment).data === 'string' && typeof (v as Attachment).name === 'string';

/**
 * A booking holds its seat until confirmed (finding 3): the agency's e-mail of it says until when,
 * and carries the agency's own link to confirm (or cancel) it.
 */
function bookingLines(submission: StoredSubmission, siteUrl: string | undefined): string[] {
  const token = secretOf(submission.payload, 'agency', BOOKING_TOKEN);
  const until = submission.payload.heldUntil;
  if (submission.kind !== 'appointment' || !token || siteUrl === undefined || typeof until !== 'string') return [];
  return [
    `En attente : le visiteur doit confirmer par le lien de son e-mail avant le ${until.slice(0, 16).replace('T', ' ')} UTC, sinon la place se libère.`,
    'Pour confirmer la visite vous-même, ou l’annuler :',
    bookingLink(siteUrl, submission.id, token),
    '',
  ];
}

export function renderAgencyMail(submission: StoredSubmission, siteName: string, siteUrl?: string) {
  // The sync's alarm to the staff (no visitor's form): its own text.
  if (submission.kind === STAFF_ALARM_KIND) return renderStaffAlarm(submission, siteName);
  const { payload } = submission;
  // A file (the job form's CV) goes as an attachment; the text names it.
  const files = Object.entries(payload).filter((entry): entry is [string, Attachment] => isAttachment(entry[1]));
  const visible = Object.fromEntries(
    Object.entries(payload)
      .filter(([key]) => !HIDDEN.has(key))
      .map(([key, value]) =>
        isAttachment(value) ? [key, `${value.name} (${Math.ceil(value.size / 1024)} KB, en pièce jointe)`] : [key, value],
      ),
  );
  const name = [payload.firstName, payload.lastName].filter(Boolean).join(' ') || String(payload.email ?? payload.name ?? '');
  const title = KIND_TITLES[submission.kind] ?? submission.kind;
  return {
    subject: oneLine(`[${siteName}] ${title}${name ? ` – ${name}` : ''} (n° ${submission.id})`),
    text: [
      `${title}, reçu le ${submission.createdAt.slice(0, 16).replace('T', ' ')} UTC, langue du visiteur : ${submission.language}.`,
      '',
      ...bookingLines(submission, siteUrl),
      ...lines(visible, ''),
      '',
      `Référence de l’envoi : ${submission.id}`,
    ].join('\n'),
    replyTo: typeof payload.email === 'string' ? payload.email : undefined,
    attachments: files.map(([, file]) => ({
      filename: oneLine(file.name),
      contentType: file.type,
      content: Buffer.from(file.data, 'base64'),
    })),
  };
}
