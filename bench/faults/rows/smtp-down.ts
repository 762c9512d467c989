import { join } from 'node:path';
import { createServer } from '../../../server/create-server.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { accepted, contactBody, post } from '../forms.js';
import { tinySite, waitUntil } from '../processes.js';
import type { Row } from '../row.js';
import { CAPTCHA_KEY, SMTP_DOWN_MS, SMTP_DOWN_SUBMISSIONS, TIME_COMPRESSION, WAIT_LIMIT_MS } from '../settings.js';
import { copiesOf, startRecordingSmtp } from '../smtp.js';

// The mail server down for an hour, then back. The hour is compressed through the outbox's own
// options (ApiOptions.outbox: first retry, cap, poll), the same factor for each, so the worker's
// real code retries on its real schedule in miniature. Every e-mail then arrives exactly once.

const OUTBOX_DEFAULTS = { retryDelayMs: 30_000, maxDelayMs: 6 * 3_600_000, pollMs: 2_000 };

export const smtpDown: Row = {
  id: 'smtp-down',
  fault: 'SMTP down for an hour, then back',
  async run(context) {
    // A port for the mail server, closed again: connections to it are refused until it comes back.
    const probe = await startRecordingSmtp();
    const port = probe.port;
    await probe.close();

    const db = await openDatabase(join(context.work, 'vitrine.db'));
    const compressed = (ms: number) => Math.max(1, Math.round(ms / TIME_COMPRESSION));
    const app = await createServer({
      siteDir: await tinySite(context.work),
      api: {
        db,
        captcha: { hmacKey: CAPTCHA_KEY, maxNumber: 20, validMs: 60_000 },
        defaultLanguage: 'fr',
        rateLimit: { max: 1_000_000, windowMs: 60_000 },
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'faults@vitrine.test',
          agencyEmail: 'agency@vitrine.test',
          siteName: 'Vitrine',
          siteUrl: 'https://vitrine.test',
        },
        outbox: {
          retryDelayMs: compressed(OUTBOX_DEFAULTS.retryDelayMs),
          maxDelayMs: compressed(OUTBOX_DEFAULTS.maxDelayMs),
          pollMs: compressed(OUTBOX_DEFAULTS.pollMs),
        },
      },
    });
    const smtp: { server?: Awaited<ReturnType<typeof startRecordingSmtp>> } = {};
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const answers = await Promise.all(
        Array.from({ length: SMTP_DOWN_SUBMISSIONS }, async () => post(base, await contactBody(base))),
      );
      if (answers.some((a) => !accepted(a))) throw new Error('a submission was refused before the fault');
      // The hour itself, compressed: the worker keeps trying against the closed port meanwhile.
      await new Promise((r) => setTimeout(r, compressed(SMTP_DOWN_MS)));
      const tries = await db.selectFrom('outbox').select(['attempts', 'delivered_at']).execute();
      const deliveredWhileDown = tries.filter((t) => t.delivered_at !== null).length;

      smtp.server = await startRecordingSmtp({ port });
      const pending = async () => (await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).length;
      await waitUntil(
        'every e-mail to be delivered once the mail server is back',
        async () => (await pending()) === 0,
        20,
        compressed(OUTBOX_DEFAULTS.maxDelayMs) + WAIT_LIMIT_MS,
      );
      const { deliveries, resent, duplicated } = copiesOf(smtp.server.arrived);
      const failures =
        deliveredWhileDown > 0 ? [`${deliveredWhileDown} deliveries were marked delivered while the mail server was down`] : [];
      const attempts = tries.map((t) => t.attempts);
      return {
        outcome: `time ×${TIME_COMPRESSION}: ${Math.min(...attempts)}–${Math.max(...attempts)} failed tries per e-mail in the hour; back: ${smtp.server.arrived.length} e-mails arrived for ${tries.length} deliveries`,
        lost: tries.length - deliveries,
        duplicated: duplicated + resent,
        failures,
      };
    } finally {
      await app.close();
      await db.destroy();
      await smtp.server?.close();
    }
  },
};
