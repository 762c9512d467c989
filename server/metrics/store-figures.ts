import type { Db } from '../db/open-database.js';
import { ALERT_MAIL_KIND } from '../mail/alert.js';

// What /metrics reads of the store beside the outbox's health (server/outbox/health.ts): the
// search-alert e-mails waiting, over the deliveries not yet made only (the outbox_due index).

/** Search-alert e-mails queued (`vitrine alerts send`) and not yet delivered. */
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
