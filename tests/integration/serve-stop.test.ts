import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServe, tinySite } from '../../bench/support/serve-process.js';
import { openDatabase } from '../../server/db/open-database.js';
import { postForm, publishProperties, viewsCounted } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { mailWaiter } from '../support/owner-portal.js';
import { followServeLog } from '../support/serve-log.js';
import { type ReceivedMail, startSmtpServer } from '../support/smtp-server.js';
import { newTestStoreLocation } from '../support/test-store.js';

// `vitrine serve` stopped by SIGTERM in the middle of a burst of form posts and page views (the real
// process, a real store: SQLite, or PostgreSQL in the `postgres` project, a real SMTP server): every
// answer of success is stored, the e-mail being sent at that moment is sent once and recorded, the
// deliveries it had not begun wait unclaimed and go once at the next start, and it exits 0.

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The outbox row an e-mail came from (server/mail/deliver.ts messageIdOf: <outbox-ID.submission-…@host>). */
const outboxIdOf = (mail: ReceivedMail) => Number(/^<outbox-(\d+)\./.exec(mail.parsed.messageId ?? '')?.[1]);

describe('vitrine serve stopped by SIGTERM during a burst', () => {
  it('stores every submission and view it answered, sends the e-mail under way once, and exits 0', async () => {
    const store = await newTestStoreLocation();
    cleanups.push(store.drop);
    const site = await tinySite();
    const data = await mkdtemp(join(tmpdir(), 'vitrine-stop-data-'));
    await publishProperties(data, [4100004]);

    // The first e-mail's "250 OK" waits until the test lets it go: a delivery under way at the stop.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held: ReceivedMail | undefined;
    let heard: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const waiter = mailWaiter(() => smtp.received);
    const smtp = await startSmtpServer(0, {
      onAccept: async (mail) => {
        waiter.onAccept(mail);
        if (held) return;
        held = mail;
        heard();
        await released;
      },
    });
    cleanups.push(() => smtp.close());
    const env = {
      VITRINE_DB: store.env,
      VITRINE_CAPTCHA_KEY: 'c'.repeat(40),
      VITRINE_CAPTCHA_WORK: '20',
      VITRINE_FORM_RATE: '100000',
      VITRINE_PAGE_VIEW_RATE: '100000',
      VITRINE_SMTP_URL: smtp.url,
      VITRINE_MAIL_FROM: 'Site <no-reply@eaudheure-immo.test>',
    };
    const server = await startServe({ site, data, env });
    cleanups.push(() => server.kill());
    const log = followServeLog(server);
    // 'close', not 'exit': it comes once the last of the log is read.
    const exited = once(server.child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;

    const accepted: number[] = [];
    let viewsAnswered = 0;
    let terminated = false;
    const view = JSON.stringify({ propertyId: null, language: 'fr', referrer: 'direct' });
    // Three visitors posting a form and sending a page view in turn, until the server no longer answers.
    const visitors = Array.from({ length: 3 }, async () => {
      while (server.running) {
        try {
          const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(server.base) };
          const posted = await postForm(server.base, 'site-contact', body);
          if (posted.status === 201) accepted.push(((await posted.json()) as { id: number }).id);
          const beacon = await fetch(`${server.base}/api/page-views`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: view,
          });
          if (beacon.status === 204) viewsAnswered++;
        } catch (error) {
          if (terminated) return;
          throw error;
        }
      }
    });
    // SIGTERM while the first e-mail is being sent and the visitors' requests are under way.
    await firstHeld;
    terminated = true;
    server.child.kill('SIGTERM');
    await log.until(/"msg":"stopping/);
    release();
    const [code, signal] = await exited;
    await Promise.all(visitors);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    const stopped = log.lines().find((line) => String(line.msg).startsWith('stopped'));
    expect(stopped).toMatchObject({ level: 'info', timedOut: false });
    expect(accepted.length).toBeGreaterThan(0);
    expect(viewsAnswered).toBeGreaterThan(0);

    const db = await openDatabase(store.location);
    cleanups.push(() => db.destroy());
    const stored = new Set((await db.selectFrom('submissions').select('id').execute()).map((row) => row.id));
    expect(accepted.filter((id) => !stored.has(id))).toEqual([]);
    expect(await viewsCounted(db)).toBe(viewsAnswered);
    // The e-mail under way: sent once, recorded as delivered.
    const heldId = outboxIdOf(held as ReceivedMail);
    expect(smtp.received.filter((mail) => outboxIdOf(mail) === heldId)).toHaveLength(1);
    const heldRow = await db.selectFrom('outbox').selectAll().where('id', '=', heldId).executeTakeFirstOrThrow();
    expect(heldRow).toMatchObject({ attempts: 1, claimed_until: null });
    expect(heldRow.delivered_at).not.toBeNull();
    // The others were not begun: unclaimed, they go at once at the next start.
    const waiting = await db.selectFrom('outbox').select(['id', 'claimed_until']).where('delivered_at', 'is', null).execute();
    expect(waiting.filter((row) => row.claimed_until !== null)).toEqual([]);
    expect(smtp.received).toHaveLength(1);

    const next = await startServe({ site, data, env });
    cleanups.push(() => next.kill());
    await Promise.all(waiting.map((row) => waiter.next((mail) => outboxIdOf(mail) === row.id)));
    await next.stop();
    expect(next.child.exitCode).toBe(0);
    const sent = smtp.received.map(outboxIdOf);
    expect(sent).toHaveLength(new Set(sent).size);
    expect(new Set(sent)).toEqual(new Set([heldId, ...waiting.map((row) => row.id)]));
    const undelivered = await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute();
    expect(undelivered).toEqual([]);
  }, 60_000);
});
