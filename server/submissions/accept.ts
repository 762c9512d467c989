import type { Db } from '../db/open-database.js';

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
}

/**
 * Stores a submission and its deliveries in one transaction, before the visitor is answered
 * (DESIGN.md, Server): once this returns, a crash loses nothing. The same idempotency key twice
 * (a double click, a retried request) stores one submission.
 */
export async function acceptSubmission(db: Db, submission: Submission, now = new Date()): Promise<Accepted> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('submissions')
      .select('id')
      .where('idempotency_key', '=', submission.idempotencyKey)
      .executeTakeFirst();
    if (known) return { id: known.id, created: false };
    const { id } = await trx
      .insertInto('submissions')
      .values({
        kind: submission.kind,
        idempotency_key: submission.idempotencyKey,
        language: submission.language,
        payload: JSON.stringify(submission.payload),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (submission.channels.length > 0) {
      await trx
        .insertInto('outbox')
        .values(submission.channels.map((channel) => ({ submission_id: id, channel, next_attempt_at: at })))
        .execute();
    }
    return { id, created: true };
  });
}
