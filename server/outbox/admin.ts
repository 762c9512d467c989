import type { Db } from '../db/open-database.js';

// What `vitrine outbox` shows and does: deliveries not yet made, with their tries and last error.

export interface PendingDelivery {
  id: number;
  submissionId: number;
  kind: string;
  channel: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
}

export async function pendingDeliveries(db: Db): Promise<PendingDelivery[]> {
  return db
    .selectFrom('outbox')
    .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
    .select([
      'outbox.id as id',
      'submissions.id as submissionId',
      'submissions.kind as kind',
      'outbox.channel as channel',
      'outbox.attempts as attempts',
      'outbox.next_attempt_at as nextAttemptAt',
      'outbox.last_error as lastError',
      'submissions.created_at as createdAt',
    ])
    .where('outbox.delivered_at', 'is', null)
    .orderBy('outbox.id')
    .execute();
}

/** Makes every waiting delivery due now (after the mail server is fixed, say). */
export async function retryNow(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: now.toISOString() })
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes the submissions older than `days` whose deliveries are all made (privacy: keep no more
 * than needed). Undelivered ones stay, whatever their age.
 */
export async function purgeDelivered(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx
      .selectFrom('submissions')
      .select('id')
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('outbox')
              .select('outbox.id')
              .whereRef('outbox.submission_id', '=', 'submissions.id')
              .where('outbox.delivered_at', 'is', null),
          ),
        ),
      );
    await trx.deleteFrom('outbox').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('bookings').where('submission_id', 'in', old).execute();
    const deleted = await trx.deleteFrom('submissions').where('id', 'in', old).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
