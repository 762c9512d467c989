import type { Transaction } from 'kysely';
import {
  ALERT_CONFIRM_WITHIN_MS,
  FORM_ERRORS,
  type Language,
  RECIPIENT_MAIL_WINDOW_MS,
  RECIPIENT_MAILS_PER_DAY,
} from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { tokenHash } from '../db/token-hash.js';
import type { SerializeOn } from '../db/unit-of-work.js';
import { Refused } from './accept.js';

// The bound on e-mails to an address a visitor typed (issue 48, finding 2): a form anyone can post
// must not let a stranger mail-bomb an address through us (the double opt-in of an alert, a
// booking's or a document request's confirmation, a property sent to a friend). Counted in the
// submission's own transaction, serialized on the address, so that posts spread over several
// server instances meet one bound; a refused submission stores nothing, so the agency gets no copy
// either. The address is kept only as a hash.

/** A refusal that is a limit: the visitor is answered 429, not 409. */
export class TooOften extends Refused {}

export interface RecipientMail {
  /** The address the e-mail goes to (the visitor's, or the friend's). */
  address: string;
  /** The form that sends it. */
  kind: string;
  submissionId: number;
  /** The field the visitor typed the address in: the answer names it. */
  field: string;
  language: Language;
}

const recipientHashOf = (address: string) => tokenHash(address.trim().toLowerCase());

/**
 * Refuses the e-mail past RECIPIENT_MAILS_PER_DAY for its address; else counts it. `pendingAlert` is
 * true for a search alert's confirmation: refused while one made by the same form waits unconfirmed.
 */
export async function countRecipientMail(
  trx: Transaction<Tables>,
  serializeOn: SerializeOn,
  mail: RecipientMail,
  now: Date,
  { pendingAlert = false } = {},
): Promise<TooOften | null> {
  const recipient = recipientHashOf(mail.address);
  await serializeOn(`recipient:${recipient}`);
  if (pendingAlert && (await hasPendingAlert(trx, mail.address, mail.kind, now)))
    return new TooOften(FORM_ERRORS[mail.language].confirmationPending, mail.field);
  const since = new Date(now.getTime() - RECIPIENT_MAIL_WINDOW_MS).toISOString();
  const row = await trx
    .selectFrom('recipient_mails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient_hash', '=', recipient)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= RECIPIENT_MAILS_PER_DAY) return new TooOften(FORM_ERRORS[mail.language].recipientLimit, mail.field);
  await trx
    .insertInto('recipient_mails')
    .values({ recipient_hash: recipient, kind: mail.kind, submission_id: mail.submissionId, created_at: now.toISOString() })
    .execute();
  return null;
}

/** An alert of this address, made by this form, neither confirmed nor left nor yet forgotten. */
async function hasPendingAlert(trx: Transaction<Tables>, address: string, kind: string, now: Date): Promise<boolean> {
  const pending = await trx
    .selectFrom('alerts')
    .innerJoin('submissions', 'submissions.id', 'alerts.submission_id')
    .select('alerts.id')
    .where('alerts.email', '=', address.trim().toLowerCase())
    .where('submissions.kind', '=', kind)
    .where('alerts.confirmed_at', 'is', null)
    .where('alerts.unsubscribed_at', 'is', null)
    .where('alerts.created_at', '>=', new Date(now.getTime() - ALERT_CONFIRM_WITHIN_MS).toISOString())
    .executeTakeFirst();
  return pending !== undefined;
}

/** Forgets the counts older than the window (the outbox's housekeeping). */
export async function purgeRecipientMails(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('recipient_mails')
    .where('created_at', '<', new Date(now.getTime() - RECIPIENT_MAIL_WINDOW_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
