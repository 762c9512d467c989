import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SYNC_STATE } from '../../pipeline/sync-state/next-state.js';
import { writeSyncState } from '../../pipeline/sync-state/state-file.js';
import { createServer } from '../../server/create-server.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { unitsOfWork } from '../../server/db/units-of-work.js';
import { ALERT_MAIL_KIND } from '../../server/mail/alert.js';
import { acceptSubmission } from '../../server/submissions/accept.js';
import { postForm, publishProperties } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { openTestStore } from '../support/test-store.js';

// The operator's endpoints of a real server on 127.0.0.1 with a real store (SQLite, or PostgreSQL in
// the `postgres` project): /readyz's checks flip as their conditions change, /metrics is a 404 to a
// visitor through the proxy unless they hold the token, and its text passes promtool.

const DAY_MS = 24 * 3600_000;
const METRICS_TOKEN = 'metrics-token-of-the-scraper-0123456789';
/** A visitor's address as the trusted proxy (127.0.0.1) forwards it: not this machine's. */
const VISITOR = { 'x-forwarded-for': '198.51.100.7' };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server with the API and the operator's endpoints; `db` is its own connection to the test's store. */
async function startServer() {
  const store = await openTestStore();
  cleanups.push(() => store.close());
  // The server's own connection: a test closes it (a store that no longer answers), the test's stays for the cleanup.
  const db: Db = await openDatabase(store.location);
  let dbClosed = false;
  cleanups.push(() => dbClosed || db.destroy());
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-operations-'));
  const siteDir = join(dir, 'client');
  await mkdir(siteDir);
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  const dataDir = join(dir, 'generated');
  await publishProperties(dataDir, [4100004]);
  const server = await createServer({
    siteDir,
    trustProxy: ['127.0.0.1'],
    operations: { dataDir, syncMaxAgeMs: DAY_MS, metricsToken: METRICS_TOKEN },
    api: {
      db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
      pageViewRate: { max: 1000, windowMs: 60_000 },
      dataDir,
      outbox: { pollMs: 3_600_000 },
    },
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  return {
    base,
    siteDir,
    dataDir,
    testDb: store.db,
    closeStore: async () => {
      dbClosed = true;
      await db.destroy();
    },
  };
}

interface Check {
  status: string;
  output?: string;
}

async function readiness(base: string) {
  const response = await fetch(`${base}/readyz`);
  const body = (await response.json()) as { status: string; checks: Record<string, Check[]> };
  const states = Object.fromEntries(Object.entries(body.checks).map(([name, [check]]) => [name, check?.status]));
  return { code: response.status, type: response.headers.get('content-type'), body, states };
}

const manifestAt = (dataDir: string, at: Date) =>
  writeFile(join(dataDir, 'manifest.json'), JSON.stringify({ generatedAt: at.toISOString() }));

describe('/healthz and /readyz', () => {
  it('say alive and ready when the store answers, a site is built and the last sync is fresh', async () => {
    const { base } = await startServer();
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'pass' });
    const ready = await readiness(base);
    expect(ready.code).toBe(200);
    expect(ready.type).toMatch(/^application\/health\+json/);
    expect(ready.body.status).toBe('pass');
    expect(ready.states).toEqual({
      'store:responseTime': 'pass',
      'outbox:failures': 'pass',
      'site:pages': 'pass',
      'sync:age': 'pass',
    });
  });

  it('warns, still ready, while e-mails have failed to go for more than an hour', async () => {
    const { base, testDb } = await startServer();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    const { id } = await testDb
      .insertInto('submissions')
      .values({
        kind: 'site-contact',
        idempotency_key: 'failing-mail',
        language: 'fr',
        payload: '{}',
        created_at: twoHoursAgo,
        property_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testDb
      .insertInto('outbox')
      .values({
        submission_id: id,
        channel: 'agency',
        next_attempt_at: twoHoursAgo,
        last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      })
      .execute();
    const ready = await readiness(base);
    expect(ready.code).toBe(200);
    expect(ready.body.status).toBe('warn');
    expect(ready.states['outbox:failures']).toBe('warn');
    expect(ready.body.checks['outbox:failures']?.[0]?.output).toMatch(/more than an hour.*vitrine outbox/);
  });

  it('fails on an old sync output, and passes again once a sync that found nothing new succeeded', async () => {
    const { base, dataDir } = await startServer();
    await manifestAt(dataDir, new Date(Date.now() - 30 * 3600_000));
    const stale = await readiness(base);
    expect(stale.code).toBe(503);
    expect(stale.body.status).toBe('fail');
    expect(stale.states).toEqual({
      'store:responseTime': 'pass',
      'outbox:failures': 'pass',
      'site:pages': 'pass',
      'sync:age': 'fail',
    });
    expect(stale.body.checks['sync:age']?.[0]?.output).toMatch(/30 h ago.*VITRINE_SYNC_STALE_HOURS/);

    // An unchanged sync leaves the manifest as it was; its run's record beside the output says it succeeded.
    const run = { at: new Date().toISOString(), outcome: 'unchanged' as const };
    await writeSyncState(dataDir, { ...EMPTY_SYNC_STATE, lastRun: run, lastSuccess: run });
    expect((await readiness(base)).code).toBe(200);
  });

  it('fails once the built site is gone', async () => {
    const { base, siteDir } = await startServer();
    await rm(siteDir, { recursive: true });
    const ready = await readiness(base);
    expect(ready.code).toBe(503);
    expect(ready.states).toEqual({
      'store:responseTime': 'pass',
      'outbox:failures': 'pass',
      'site:pages': 'fail',
      'sync:age': 'pass',
    });
  });

  it('fails once the store does not answer', async () => {
    const { base, closeStore } = await startServer();
    expect((await readiness(base)).code).toBe(200);
    await closeStore();
    const ready = await readiness(base);
    expect(ready.code).toBe(503);
    expect(ready.states).toEqual({
      'store:responseTime': 'fail',
      'outbox:failures': 'warn',
      'site:pages': 'pass',
      'sync:age': 'pass',
    });
  });
});

/** promtool's verdict on an exposition (Debian's prometheus package; scripts/test.sh installs it). */
function promtoolCheck(text: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('promtool', ['check', 'metrics'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('error', (error) =>
      reject(new Error(`promtool is missing (${error.message}): scripts/test.sh installs Debian's prometheus package`)),
    );
    child.once('close', (code) => resolve({ code, output }));
    child.stdin.end(text);
  });
}

/** The value of one sample of the exposition, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers a client on this machine and the token, and is a 404 to a visitor through the proxy', async () => {
    const { base } = await startServer();
    const local = await fetch(`${base}/metrics`);
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await local.text()).toContain('vitrine_http_request_duration_seconds');

    expect((await fetch(`${base}/metrics`, { headers: VISITOR })).status).toBe(404);
    const wrong = { ...VISITOR, authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}x` };
    expect((await fetch(`${base}/metrics`, { headers: wrong })).status).toBe(404);
    const scraper = await fetch(`${base}/metrics`, { headers: { ...VISITOR, authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('vitrine_outbox_pending');
  });

  it('counts the requests by route, the forms by outcome, the page views and the outbox, in text promtool accepts', async () => {
    const { base, testDb } = await startServer();
    const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) };
    expect((await postForm(base, 'site-contact', body)).status).toBe(201);
    expect((await postForm(base, 'site-contact', { ...validBody('site-contact', 'fr'), email: 'no' })).status).toBe(400);
    const view = { propertyId: '4100004', language: 'fr', referrer: 'direct' };
    const beacon = await fetch(`${base}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(view),
    });
    expect(beacon.status).toBe(204);
    // A search alert's e-mail queued by `vitrine alerts send`.
    await acceptSubmission(unitsOfWork(testDb), {
      kind: ALERT_MAIL_KIND,
      idempotencyKey: 'alert:1:2027-01-01T00:00:00.000Z',
      language: 'fr',
      payload: {},
      channels: ['visitor'],
    });

    const text = await (await fetch(`${base}/metrics`)).text();
    expect(sample(text, 'vitrine_form_submissions_total{kind="site-contact",outcome="accepted"}')).toBe(1);
    expect(sample(text, 'vitrine_form_submissions_total{kind="site-contact",outcome="refused"}')).toBe(1);
    expect(sample(text, 'vitrine_page_views_total{outcome="counted"}')).toBe(1);
    expect(sample(text, 'vitrine_http_request_duration_seconds_count{method="POST",route="/api/forms/:kind",status="201"}')).toBe(
      1,
    );
    // The route's pattern, never the URL a client chose.
    expect(text).not.toContain('route="/api/forms/site-contact"');
    // The form's agency e-mail and the alert's: no mail server here, both wait.
    expect(sample(text, 'vitrine_outbox_pending')).toBe(2);
    expect(sample(text, 'vitrine_outbox_failed')).toBe(0);
    expect(sample(text, 'vitrine_alert_mails_queued')).toBe(1);
    expect(sample(text, 'vitrine_store_up')).toBe(1);
    expect(sample(text, 'vitrine_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    // publishProperties wrote the manifest just now; this site has no build record.
    expect(sample(text, 'vitrine_sync_last_success_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 3600);
    expect(sample(text, 'vitrine_site_built_timestamp_seconds')).toBe(0);
    // The process's own figures (prom-client's default metrics).
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);

    const lint = await promtoolCheck(text);
    expect(lint.output).toBe('');
    expect(lint.code).toBe(0);
  });
});
