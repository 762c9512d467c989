import { join } from 'node:path';
import { openDatabase } from '../../../server/db/open-database.js';
import { accepted, contactBody, post } from '../forms.js';
import { killHard, type Serving, serveEnv, startServe, tinySite, waitUntil } from '../processes.js';
import type { Row } from '../row.js';
import { OUTBOX_KILL_AT_MAIL, OUTBOX_LEASE_SIMULATED, OUTBOX_SUBMISSIONS, WAIT_LIMIT_MS } from '../settings.js';
import { copiesOf, startRecordingSmtp } from '../smtp.js';

// `vitrine serve` killed (SIGKILL) while its outbox delivers, at the worst moment: the SMTP server
// has the whole message and the sender dies before it hears "250". After the restart every e-mail
// is at the SMTP server at least once; that one may come again, but only with its Message-ID.

export const serveKillOutbox: Row = {
  id: 'serve-kill-outbox',
  fault: 'SIGKILL of `vitrine serve` during outbox delivery',
  async run(context) {
    const site = await tinySite(context.work);
    const db = join(context.work, 'vitrine.db');
    const killAt = context.random.int(OUTBOX_KILL_AT_MAIL.min, OUTBOX_KILL_AT_MAIL.max);
    let delivering: Serving | undefined;
    let killedAt: number | undefined;
    const smtp = await startRecordingSmtp({
      beforeAccept: async (_mail, count) => {
        if (count !== killAt || !delivering) return;
        killedAt = count;
        await killHard(delivering);
      },
    });
    try {
      // The submissions wait in the outbox first (no SMTP configured), so that the kill falls in delivery alone.
      const taking = await startServe(context.children, site, serveEnv(db));
      const answers = await Promise.all(
        Array.from({ length: OUTBOX_SUBMISSIONS }, async () => post(taking.base, await contactBody(taking.base))),
      );
      await killHard(taking);
      const refused = answers.filter((a) => !accepted(a));
      if (refused.length > 0) throw new Error(`${refused.length} submissions were refused before the fault`);

      const mailing = serveEnv(db, {
        VITRINE_SMTP_URL: smtp.url,
        ...(OUTBOX_LEASE_SIMULATED ? {} : { VITRINE_OUTBOX_LEASE_MINUTES: '1' }),
      });
      delivering = await startServe(context.children, site, mailing);
      await smtp.waitFor(killAt);
      await delivering.finished;
      if (killedAt === undefined) throw new Error(`vitrine serve ended before its ${killAt}th e-mail`);

      const restarted = await startServe(context.children, site, mailing);
      const store = await openDatabase(db);
      try {
        // The e-mail deliveries (agency, visitor), counted; Omnicasa is not configured.
        const mails = () => store.selectFrom('outbox').select('id').where('channel', 'in', ['agency', 'visitor']);
        const count = (query: ReturnType<typeof mails>) => query.execute().then((rows) => rows.length);
        const expected = await count(mails());
        const undelivered = () => count(mails().where('delivered_at', 'is', null));
        // An outbox without claims (before they came) has nothing leased: what a dead sender left is due at once.
        const leased = () =>
          count(mails().where('delivered_at', 'is', null).where('claimed_until', '>', new Date().toISOString())).catch(() => 0);
        await waitUntil(
          'every e-mail but the claimed ones to be delivered',
          async () => (await undelivered()) === (await leased()),
          100,
        );
        const claimed = await leased();
        if (OUTBOX_LEASE_SIMULATED && claimed > 0) {
          // The end of the dead sender's claim, as the lease's minutes passing would make it.
          await store
            .updateTable('outbox')
            .set({ claimed_until: new Date(Date.now() - 1).toISOString() })
            .where('delivered_at', 'is', null)
            .execute();
        }
        await waitUntil(
          'every e-mail to be marked delivered',
          async () => (await undelivered()) === 0,
          100,
          60_000 + WAIT_LIMIT_MS,
        );
        await killHard(restarted);
        const { deliveries, resent, duplicated } = copiesOf(smtp.arrived);
        return {
          outcome: `killed at e-mail ${killedAt} of ${expected}, before the SMTP server's "250"; restarted: ${claimed} left claimed until its lease ended (${OUTBOX_LEASE_SIMULATED ? 'simulated' : '1 minute, waited'}); ${smtp.arrived.length} arrived for ${deliveries} deliveries, ${resent} sent again with the same Message-ID`,
          lost: expected - deliveries,
          duplicated: duplicated > 0 ? duplicated : resent > 0 ? 'same Message-ID' : 0,
          failures: [],
        };
      } finally {
        await store.destroy();
      }
    } finally {
      await smtp.close();
    }
  },
};
