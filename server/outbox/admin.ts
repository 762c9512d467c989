import type { Db } from '../db/open-database.js';
import { unclaimedAt } from './claim.js';

// What `vitrine outbox` shows and does: deliveries not yet made, with their tries and last error.
// It runs beside a serving server: each write is a short transaction of its own (the server's forms
// wait for the lock meanwhile), and a delivery a worker has claimed is left to that worker.

export interface PendingDelivery {
  id: number;
  submissionId: number;
  kind: string;
  channel: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  /** A worker is sending it now (until then, at the latest). */
  claimedUntil: string | null;
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
      'outbox.claimed_until as claimedUntil',
    ])
    .where('outbox.delivered_at', 'is', null)
    .orderBy('outbox.id')
    .execute();
}

/** Makes every waiting delivery due now (after the mail server is fixed, say); one being sent is left alone. */
export async function retryNow(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: now.toISOString() })
    .where('delivered_at', 'is', null)
    .where(unclaimedAt(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Submissions deleted per transaction: the write lock is held for one batch at a time, never for the whole purge. */
const PURGE_BATCH = 200;

/**
 * Deletes the submissions older than `days` whose deliveries are all made (privacy: keep no more
 * than needed). Undelivered ones stay, whatever their age.
 */
export async function purgeDelivered(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await db.transaction().execute(async (trx) => {
      const old = await trx
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
        )
        .orderBy('id')
        .limit(PURGE_BATCH)
        .execute();
      const ids = old.map((row) => row.id);
      if (ids.length === 0) return 0;
      await trx.deleteFrom('outbox').where('submission_id', 'in', ids).execute();
      await trx.deleteFrom('bookings').where('submission_id', 'in', ids).execute();
      await trx.deleteFrom('submissions').where('id', 'in', ids).execute();
      return ids.length;
    });
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}
