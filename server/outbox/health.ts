import type { Db } from '../db/open-database.js';
import { ALERT_MAIL_KIND } from '../mail/alert.js';

// The outbox's health in a few figures, for `vitrine status`, /readyz and /metrics: what waits, what
// has failed, and whether deliveries have been failing for more than an hour. That alarm cannot go
// by e-mail (the mail server may be what fails): it is shown, never sent. Reads only; three
// queries over the deliveries not yet made (outbox_due).

/** Deliveries still undelivered this long after they were due, with a failed try, are the alarm. */
export const FAILING_AFTER_MS = 3600_000;

export interface OutboxHealth {
  /** Deliveries not yet made (every channel). */
  pending: number;
  /** Of those, the ones with at least one failed try. */
  failed: number;
  /** When the oldest of them was due (its submission's time), or null when nothing waits. */
  oldestPendingAt: string | null;
  oldestPendingAgeMs: number | null;
  /** Failed deliveries still undelivered more than FAILING_AFTER_MS after they were due: 0 in a healthy outbox. */
  failingForAnHour: number;
  /** The last error of the oldest of those, as the worker recorded it. */
  lastError: string | null;
}

export async function outboxHealth(db: Db, now = new Date(), failingAfterMs = FAILING_AFTER_MS): Promise<OutboxHealth> {
  const before = new Date(now.getTime() - failingAfterMs).toISOString();
  const waiting = db
    .selectFrom('outbox')
    .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
    .where('outbox.delivered_at', 'is', null);
  const figures = await waiting
    .select((eb) => [
      eb.fn.countAll<number | string>().as('pending'),
      eb.fn.count<number | string>('outbox.last_error').as('failed'),
      eb.fn.min<string | null>('submissions.created_at').as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  const failingLong = waiting.where('outbox.last_error', 'is not', null).where('submissions.created_at', '<', before);
  const failing = await failingLong.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const first = await failingLong.select('outbox.last_error as lastError').orderBy('outbox.id').limit(1).executeTakeFirst();
  const oldest = figures.oldest ?? null;
  return {
    pending: Number(figures.pending),
    failed: Number(figures.failed),
    oldestPendingAt: oldest,
    oldestPendingAgeMs: oldest === null ? null : Math.max(0, now.getTime() - Date.parse(oldest)),
    failingForAnHour: Number(failing.n),
    lastError: first?.lastError ?? null,
  };
}

/** Search-alert e-mails queued (`vitrine alerts send`) and not yet delivered: `vitrine status` and /metrics. */
export async function alertMailsQueued(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('outbox.delivered_at', 'is', null)
    .where('submissions.kind', '=', ALERT_MAIL_KIND)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
