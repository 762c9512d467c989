import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/create-server.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import type { StatusReport } from '../../server/status/types.js';
import { runCli } from '../support/cli.js';
import { freeLoopbackPort } from '../support/free-port.js';
import { type SampleBuild, sharedSampleBuild } from '../support/sample-build.js';

// `vitrine status` (a child process, as the operator runs it) on a fresh folder, then on the sample
// synced and built (shared with the other files of the run), with a server answering on 127.0.0.1
// and a store whose outbox holds a delivery failing for more than an hour, then once it is delivered.

const HOUR = 3600_000;

let built: SampleBuild;
let dbPath: string;
let db: Db;
let app: Awaited<ReturnType<typeof createServer>>;
let base: string;

beforeAll(async () => {
  built = await sharedSampleBuild();
  dbPath = join(await mkdtemp(join(tmpdir(), 'vitrine-status-db-')), 'vitrine.db');
  db = await openDatabase(dbPath);
  // A `vitrine serve` of the built sample, on the store; without SMTP its worker leaves the outbox alone.
  app = await createServer({
    siteDir: built.site,
    api: {
      db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 200, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
    },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // A contact form of two hours ago whose e-mail to the agency has failed since.
  const created = new Date(Date.now() - 2 * HOUR).toISOString();
  const { id } = await db
    .insertInto('submissions')
    .values({
      kind: 'site-contact',
      idempotency_key: 'status-1',
      language: 'fr',
      payload: '{}',
      created_at: created,
      property_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('outbox')
    .values({
      submission_id: id,
      channel: 'agency',
      attempts: 6,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      next_attempt_at: new Date(Date.now() + HOUR).toISOString(),
    })
    .execute();
  await db
    .insertInto('owners')
    .values({
      email: 'marie@example.test',
      name: 'Marie',
      language: 'fr',
      password_hash: null,
      back_office_id: null,
      created_at: created,
    })
    .execute();
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

const status = (args: string[], store: string) => runCli(['status', ...args], { VITRINE_DB: store });
const ofTheSample = () => ['--data', built.data, '--media', built.media, '--site', built.site, '--url', base];

describe('vitrine status', () => {
  it('on a fresh folder: says nothing is synced, built, served or stored, and what to do, exit 1, touching nothing', async () => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-status-fresh-'));
    const url = `http://127.0.0.1:${await freeLoopbackPort()}/`;
    const places = ['--data', join(work, 'generated'), '--media', join(work, 'media'), '--site', join(work, 'dist', 'client')];
    const run = await status([...places, '--url', url], join(work, 'server', 'vitrine.db'));
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain(`nothing has been synced into ${join(work, 'generated')} yet`);
    expect(run.stdout).toContain('→ run `vitrine sync --build`');
    expect(run.stdout).toContain(`no site is built in ${join(work, 'dist', 'client')}`);
    expect(run.stdout).toContain(`the server does not answer at ${url} (ECONNREFUSED)`);
    expect(run.stdout).toContain(`there is no store at ${join(work, 'server', 'vitrine.db')} yet`);
    expect(run.stdout).toMatch(/4 problems need action/);
    expect(await readdir(work)).toEqual([]);
  });

  it('after a sync and a build, with a delivery failing for more than an hour: --json names each part and the outbox problem, exit 1', async () => {
    const run = await status([...ofTheSample(), '--json'], dbPath);
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout) as StatusReport;
    expect(report).toMatchObject({
      ok: false,
      sync: { data: built.data, lastRun: { outcome: 'published' }, failures: 0, alarm: null, published: { quarantined: 0 } },
      build: { site: built.site },
      server: { url: base, answers: true },
      store: {
        location: dbPath,
        state: 'ok',
        outbox: { pending: 1, failed: 1, failingForAnHour: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' },
        alerts: { confirmed: 0, mailsWaiting: 0 },
        owners: { accounts: 1, invited: 1 },
      },
      config: { site: { valid: true }, environment: { valid: true } },
    });
    expect(report.sync.published?.properties).toBeGreaterThan(80);
    expect(report.build.pages).toBeGreaterThan(100);
    expect(report.disk.length).toBeGreaterThan(0);
    expect(report.problems).toEqual([
      {
        part: 'outbox',
        message: expect.stringMatching(/^1 delivery has been failing for more than 1 h .*ECONNREFUSED/),
        hint: expect.stringContaining('`vitrine outbox retry`'),
      },
    ]);
  });

  it('with everything fine: one screen of each part, "Nothing needs action", exit 0', async () => {
    await db.updateTable('outbox').set({ delivered_at: new Date().toISOString(), last_error: null }).execute();
    const run = await status(ofTheSample(), dbPath);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    for (const label of ['Sync', 'Build', 'Server', 'Store', 'Outbox', 'Alerts', 'Owners', 'Disk', 'Config'])
      expect(run.stdout).toMatch(new RegExp(`^${label} +\\S`, 'm'));
    expect(run.stdout).toMatch(/last run .*: published/);
    expect(run.stdout).toContain(`${base} answers`);
    expect(run.stdout).toContain('0 waiting, 0 failed');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('Nothing needs action.');
  });
});
