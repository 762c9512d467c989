import { STAFF_ALARM_KIND, type StaffAlarm } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';

// The staff's e-mails about the sync (pipeline/sync-state/) go through the outbox like a form's
// e-mail to the agency: a submission of our own kind on the agency channel, which the running
// server's worker delivers (server/mail/staff-alarm.ts renders it). Its idempotency key is the
// alarm episode's: queued twice (two syncs that race, a run killed before it recorded the queueing),
// it is one submission and one e-mail.

/** Queues the e-mail in one transaction; true when it is new, false when the outbox had it already. */
export async function queueStaffAlarm(db: Db, mail: StaffAlarm, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('submissions')
      .values({
        kind: STAFF_ALARM_KIND,
        idempotency_key: mail.idempotencyKey,
        // The agency's language: its own e-mails are French (server/mail/render.ts).
        language: 'fr',
        payload: JSON.stringify(mail),
        created_at: at,
        property_id: null,
      })
      .onConflict((c) => c.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx.insertInto('outbox').values({ submission_id: inserted.id, channel: 'agency', next_attempt_at: at }).execute();
    return true;
  });
}
