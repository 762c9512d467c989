import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncStatePath } from '../../pipeline/sync-state/state-file.js';
import { STAFF_ALARM_KIND, type StaffAlarm, type SyncState } from '../../schema/index.js';
import { createServer } from '../../server/create-server.js';
import { queueStaffAlarm } from '../../server/staff-alarm/queue.js';
import { testMail } from '../support/api-server.js';
import { runCli, SAMPLE } from '../support/cli.js';
import { startOmnicasaServer, TEST_CREDENTIALS } from '../support/omnicasa-server.js';
import { mailWaiter } from '../support/owner-portal.js';
import { type ReceivedMail, startSmtpServer } from '../support/smtp-server.js';
import { openTestStore, type TestStore } from '../support/test-store.js';
import { treeState } from '../support/tree.js';

// The staff hears of trouble once: `vitrine sync` (a child process, as the timer runs it) against a
// back office that refuses every call, with VITRINE_DB naming the store of a running server whose
// outbox delivers to a real SMTP server on 127.0.0.1. Three failed runs: one e-mail to the agency;
// a fourth: none more; a good run: one "recovered" e-mail. Counted at the SMTP server.

const AGENCY = testMail(0).agencyEmail;
const REFUSAL = 'Licence expired for this customer';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let store: TestStore;
let app: Awaited<ReturnType<typeof createServer>>;
let feed: Awaited<ReturnType<typeof startOmnicasaServer>>;
let out: string;
let refusing = false;
const waiter = mailWaiter(() => smtp.received);

beforeAll(async () => {
  smtp = await startSmtpServer(0, { onAccept: waiter.onAccept });
  store = await openTestStore();
  const site = await mkdtemp(join(tmpdir(), 'vitrine-alarm-site-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
  app = await createServer({
    siteDir: site,
    api: {
      db: store.db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
      mail: testMail(smtp.port),
      outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  feed = await startOmnicasaServer(SAMPLE, () => (refusing ? { kind: 'refused', message: REFUSAL } : undefined));
  out = join(await mkdtemp(join(tmpdir(), 'vitrine-alarm-')), 'generated');
});
afterAll(async () => {
  await app?.close();
  await store?.close();
  await feed?.close();
  await smtp?.close();
});

/** One timer run: the back office through the test's server, the alarm's e-mails into the server's store. */
const sync = () =>
  runCli(['sync', '--source', 'omnicasa', '--url', feed.url, '--out', out, '--no-images', '--retries', '0'], {
    VITRINE_OMNICASA_USER: TEST_CREDENTIALS.user,
    VITRINE_OMNICASA_PASSWORD: TEST_CREDENTIALS.password,
    VITRINE_RETRY_DELAY_MS: '10',
    VITRINE_DB: store.env,
    VITRINE_SMTP_URL: '',
  });

const staffAlarms = () =>
  store.db.selectFrom('submissions').select(['id', 'payload']).where('kind', '=', STAFF_ALARM_KIND).orderBy('id').execute();
const readState = async (): Promise<SyncState> => JSON.parse(await readFile(syncStatePath(out), 'utf8'));
const toAgency = (mail: ReceivedMail) => mail.to.includes(AGENCY);
/** Every delivery made: what the SMTP server has is all there will be. */
const allDelivered = () =>
  expect
    .poll(async () => (await store.db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).length)
    .toBe(0);

describe('the staff hears of a failing sync once, and of its recovery once', () => {
  it('records a good run beside the output, and tells nobody', async () => {
    const run = await sync();
    expect(run.code, run.stderr).toBe(0);
    const state = await readState();
    expect(state).toMatchObject({ failures: 0, alarm: null, unsent: [], lastRun: { outcome: 'published' } });
    expect(state.lastSuccess?.properties).toBeGreaterThan(80);
    expect(await staffAlarms()).toEqual([]);
  });

  it('two failed runs are recorded, leave the output as it was, and queue no e-mail', async () => {
    refusing = true;
    const before = await treeState(out);
    for (const n of [1, 2]) {
      const run = await sync();
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(REFUSAL);
      expect((await readState()).failures).toBe(n);
    }
    expect(await treeState(out)).toEqual(before);
    expect(await staffAlarms()).toEqual([]);
  });

  let alarm: StaffAlarm;
  it('the third failed run e-mails the agency once: what failed, the error, what to do', async () => {
    const stateBefore = syncStatePath(out);
    await copyFile(stateBefore, `${stateBefore}.read-by-another`);
    const run = await sync();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the agency's address is told by e-mail, once");
    const mail = await waiter.next((m) => toAgency(m) && /ne se mettent plus à jour/.test(m.parsed.subject ?? ''));
    expect(mail.parsed.subject).toBe("[Immobilière de l'Eau d'Heure] Les annonces du site ne se mettent plus à jour");
    const text = mail.parsed.text ?? '';
    expect(text).toContain('a échoué 3 fois de suite');
    expect(text).toContain(`Omnicasa refused the call (Code 1, Success false): ${REFUSAL}`);
    expect(text).toMatch(/À faire :\nLe logiciel de l’agence refuse la lecture des annonces/);
    expect(text).toContain('Check VITRINE_OMNICASA_USER and VITRINE_OMNICASA_PASSWORD');
    expect(text).not.toContain(TEST_CREDENTIALS.password);
    const [queued, ...more] = await staffAlarms();
    expect(more).toEqual([]);
    alarm = JSON.parse(queued?.payload ?? '{}');
    expect(alarm).toMatchObject({ alarm: 'sync-failing', reason: 'failures', failures: 3 });
    expect((await readState()).alarm).toMatchObject({ told: true, key: alarm.idempotencyKey });
    // Two syncs that race: the other read the record before this one wrote it, and queues the same e-mail.
    await copyFile(`${stateBefore}.read-by-another`, stateBefore);
    const racing = await sync();
    expect(racing.code).toBe(1);
    expect(await staffAlarms()).toHaveLength(1);
    expect(await queueStaffAlarm(store.db, alarm)).toBe(false);
  });

  it('a fourth failed run queues nothing more', async () => {
    const run = await sync();
    expect(run.code).toBe(1);
    expect((await readState()).failures).toBe(4);
    expect(run.stderr).not.toContain('told by e-mail');
    expect(await staffAlarms()).toHaveLength(1);
  });

  it('the first good run after it tells the agency once that it works again; two e-mails in all', async () => {
    refusing = false;
    const run = await sync();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('the sync works again');
    const mail = await waiter.next((m) => toAgency(m) && /à nouveau/.test(m.parsed.subject ?? ''));
    expect(mail.parsed.subject).toBe("[Immobilière de l'Eau d'Heure] Les annonces du site se mettent à jour à nouveau");
    expect(mail.parsed.text).toMatch(/a réussi le .+, après 4 essais échoués depuis le /);
    expect(await readState()).toMatchObject({ failures: 0, alarm: null, unsent: [], failingSince: null });
    // A second good run: nothing more.
    const again = await sync();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('told by e-mail');
    expect(await staffAlarms()).toHaveLength(2);
    await allDelivered();
    expect(smtp.received.filter(toAgency)).toHaveLength(2);
  });
});
