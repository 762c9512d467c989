import type { Db } from '../db/open-database.js';
import { type MailOptions, mailDeliveries } from '../mail/deliver.js';
import { createOutbox } from '../outbox/worker.js';

// `vitrine alerts send` on a machine with SMTP configured delivers what it queued at once, so that
// cron alone sends alerts (no running server needed). It goes through the outbox like the server's
// worker: each delivery is claimed before its send, so the two never send the same e-mail, and a
// failure waits in the outbox for the next try (of either). The visitor channel's other e-mails that
// are due go with them: they are the same kind of e-mail, and would go at the worker's next tick.

export interface DeliverySummary {
  delivered: number;
  /** Still in the outbox: failed (retried later) or being sent by the server's worker. */
  waiting: number;
}

export async function deliverQueuedMails(db: Db, mail: MailOptions, claimMs?: number): Promise<DeliverySummary> {
  const transport = mailDeliveries(mail, { pool: true });
  const outbox = createOutbox(db, { deliver: { visitor: transport.visitor }, claimMs });
  let delivered = 0;
  try {
    // deliverDue takes 50 at a time; a round that delivers nothing leaves only failures and claimed ones.
    for (let round = await outbox.deliverDue(); round > 0; round = await outbox.deliverDue()) delivered += round;
    await outbox.flush();
  } finally {
    transport.close();
  }
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('channel', '=', 'visitor')
    .where('delivered_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { delivered, waiting: Number(rows.n) };
}
