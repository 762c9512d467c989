import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import type { Channel } from '../submissions/accept.js';
import { withoutSecrets } from '../submissions/secrets.js';

// A delivery's life in the outbox table, one committed update each: claimed (before the send),
// then delivered or failed (which frees the claim). Plain UPDATEs with a WHERE on the claim and a
// count of the rows changed: the same holds on PostgreSQL with several server instances.

/** A delivery no worker holds at `now`: never claimed, or its claim's lease is over. */
export const unclaimedAt = (now: Date) => (eb: ExpressionBuilder<Tables, 'outbox'>) =>
  eb.or([eb('outbox.claimed_until', 'is', null), eb('outbox.claimed_until', '<', now.toISOString())]);

/**
 * Takes the delivery until `now + leaseMs`, if nobody holds it and it is not delivered: true when this
 * worker now holds it. A claim that cannot be written (the store is locked) throws: no send without it.
 */
export async function claimDelivery(db: Db, id: number, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where(unclaimedAt(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the delivery, and takes the secrets its e-mail carried (a link's token: submissions/secrets.ts)
 * out of the stored payload in the same transaction: once delivered, the database holds no usable
 * link. Until then a send that must be tried again still has them.
 */
export async function recordDelivered(db: Db, id: number, attempts: number, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outbox')
      .set({ delivered_at: at.toISOString(), attempts, last_error: null, claimed_until: null })
      .where('id', '=', id)
      .execute();
    const row = await trx
      .selectFrom('outbox')
      .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
      .select(['submissions.id as submissionId', 'outbox.channel as channel', 'submissions.payload as payload'])
      .where('outbox.id', '=', id)
      .executeTakeFirst();
    const kept = row && withoutSecrets(JSON.parse(row.payload) as Record<string, unknown>, row.channel as Channel);
    if (row && kept)
      await trx
        .updateTable('submissions')
        .set({ payload: JSON.stringify(kept) })
        .where('id', '=', row.submissionId)
        .execute();
  });
}

/**
 * Hands back the claims of deliveries this worker took and did not finish (a stop that could wait no
 * longer for their sends): they go at once at the next start, or from another instance, rather than
 * after the lease. One whose recipient's server took it all the same goes again, with the same Message-ID.
 */
export async function releaseClaims(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('outbox')
    .set({ claimed_until: null })
    .where('id', 'in', ids)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function recordFailure(db: Db, id: number, failure: { attempts: number; error: string; retryAt: Date }) {
  await db
    .updateTable('outbox')
    .set({
      attempts: failure.attempts,
      last_error: failure.error.slice(0, 500),
      next_attempt_at: failure.retryAt.toISOString(),
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}
