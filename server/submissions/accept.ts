import type { Transaction } from 'kysely';
import type { Tables } from '../db/tables.js';
import type { SerializeOn, UnitsOfWork } from '../db/unit-of-work.js';

export type Channel = 'agency' | 'visitor' | 'omnicasa';

export interface Accepted {
  id: number;
  /** False when the key was seen before: the earlier submission stands, nothing new is stored. */
  created: boolean;
}

export interface Submission {
  kind: string;
  idempotencyKey: string;
  language: string;
  payload: unknown;
  /** Where it is to be delivered; the outbox worker does it after the visitor has the answer. */
  channels: readonly Channel[];
  /** The solved captcha's signature: a second use is refused. */
  captchaSignature?: string;
  /**
   * A check that must hold in the same transaction (a document request not made before, a visit
   * slot with a seat left); it may write (the booking). Returns why the submission is refused. It
   * serializes on the keys of what it reads before it writes (unit-of-work.ts).
   */
  guard?: (trx: Transaction<Tables>, id: number, serializeOn: SerializeOn) => Promise<Refused | null>;
}

/** The submission is refused by its guard: nothing is stored. `field` when a field is to blame. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A solved captcha offered a second time (a replay), for a submission that is not a retry. */
export class CaptchaReused extends Error {}

/**
 * Stores a submission and its deliveries in one transaction, before the visitor is answered
 * (DESIGN.md, Server): once this returns, a crash loses nothing. The same idempotency key twice
 * (a double click, a retried request) stores one submission. The transaction may hold other
 * submissions that came at the same moment (SQLite's group commit); this one is undone alone if refused.
 */
export async function acceptSubmission(commits: UnitsOfWork, submission: Submission, now = new Date()): Promise<Accepted> {
  const at = now.toISOString();
  return commits.run(async (trx, serializeOn) => {
    const known = () =>
      trx.selectFrom('submissions').select('id').where('idempotency_key', '=', submission.idempotencyKey).executeTakeFirst();
    const before = await known();
    if (before) return { id: before.id, created: false };
    if (submission.captchaSignature) {
      const used = await trx
        .insertInto('captcha_used')
        .values({ signature: submission.captchaSignature, used_at: at })
        .onConflict((c) => c.doNothing())
        .executeTakeFirst();
      if (Number(used.numInsertedOrUpdatedRows) === 0) {
        // A double click on PostgreSQL: the first post's unit, side by side with this one, used the
        // captcha and committed while this insert waited for it. Its submission is now to be read.
        const first = await known();
        if (first) return { id: first.id, created: false };
        throw new CaptchaReused('this captcha was already used');
      }
    }
    const { id } = await trx
      .insertInto('submissions')
      .values({
        kind: submission.kind,
        idempotency_key: submission.idempotencyKey,
        language: submission.language,
        payload: JSON.stringify(submission.payload),
        created_at: at,
        property_id: propertyIdOf(submission.payload),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refusal = await submission.guard?.(trx, id, serializeOn);
    if (refusal) throw refusal;
    if (submission.channels.length > 0) {
      await trx
        .insertInto('outbox')
        .values(submission.channels.map((channel) => ({ submission_id: id, channel, next_attempt_at: at })))
        .execute();
    }
    return { id, created: true };
  });
}

/** The property a submission is about (the owner portal counts them): a positive whole id, or none. */
export function propertyIdOf(payload: unknown): number | null {
  const value = typeof payload === 'object' && payload !== null ? (payload as { propertyId?: unknown }).propertyId : undefined;
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
