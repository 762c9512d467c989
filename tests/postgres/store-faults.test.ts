import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VitrineError } from '../../pipeline/errors.js';
import { FORM_ERRORS } from '../../schema/index.js';
import { createServer } from '../../server/create-server.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { postForm } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { runCli } from '../support/cli.js';
import { validBody } from '../support/form-bodies.js';
import { freeLoopbackPort } from '../support/free-port.js';
import { createTestDatabase, TEST_POSTGRES_URL } from '../support/test-store.js';

// PostgreSQL's faults, made for real on the tests' server: a server that does not answer, a refused
// login, a database that does not exist, a lock another session holds, connections the server ends.
// Each is one sentence naming the database without its password, and a 503 with Retry-After for a
// visitor, never PostgreSQL's words; the server goes on once the fault is gone.

const WRONG_PASSWORD = 'not-the-password-7f3a';

/** The tests' URL with another password, port or database. */
function urlWith(change: { password?: string; port?: number; database?: string }): string {
  const url = new URL(TEST_POSTGRES_URL);
  if (change.password) url.password = change.password;
  if (change.port) url.port = String(change.port);
  if (change.database) url.pathname = `/${change.database}`;
  return url.toString();
}

async function openingError(url: string): Promise<VitrineError> {
  const error = await openDatabase(url, { busyTimeoutMs: 2000 }).then(
    (db) => db.destroy().then(() => undefined),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VitrineError);
  return error as VitrineError;
}

describe('a store that cannot be opened', () => {
  it('names a server that does not answer, and what to do', async () => {
    const port = await freeLoopbackPort();
    const error = await openingError(urlWith({ port, password: WRONG_PASSWORD }));
    expect(error.code).toBe('DATABASE_UNREACHABLE');
    expect(error.message).toContain(`the PostgreSQL server of postgres://vitrine_test:***@127.0.0.1:${port}/`);
    expect(error.hint).toContain('correct the host and port in VITRINE_DB');
    expect(`${error.message} ${error.hint}`).not.toContain(WRONG_PASSWORD);
  });

  it('names a refused login without the password', async () => {
    const error = await openingError(urlWith({ password: WRONG_PASSWORD }));
    expect(error.code).toBe('DATABASE_LOGIN_REFUSED');
    expect(error.message).toMatch(
      /^PostgreSQL refused the login of postgres:\/\/vitrine_test:\*\*\*@127\.0\.0\.1:\d+\/postgres \(password authentication failed/,
    );
    expect(error.hint).toContain('correct the user and password in VITRINE_DB');
    expect(`${error.message} ${error.hint}`).not.toContain(WRONG_PASSWORD);
  });

  it('names a database that does not exist', async () => {
    const error = await openingError(urlWith({ database: 'vitrine_test_never_made' }));
    expect(error.code).toBe('DATABASE_MISSING');
    expect(error.message).toContain('the database of postgres://vitrine_test:***@127.0.0.1:');
    expect(error.hint).toContain('createdb');
  });

  it('stops `vitrine serve` at start with that sentence and no stack trace', async () => {
    const run = await runCli(['serve', '--port', '0'], { VITRINE_DB: urlWith({ password: WRONG_PASSWORD }) });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^vitrine serve: PostgreSQL refused the login of postgres:\/\/vitrine_test:\*\*\*@/);
    expect(run.stderr).toContain('  hint: correct the user and password in VITRINE_DB');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stderr).not.toContain(WRONG_PASSWORD);
  });
});

describe('a running server whose store fails', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let app: Awaited<ReturnType<typeof createServer>>;
  let base: string;
  const faults: VitrineError[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // A short wait for a held lock, as VITRINE_DB_BUSY_MS=300 would give.
    db = await openDatabase(database.url, { busyTimeoutMs: 300, onFault: (error) => faults.push(error) });
    const site = await mkdtemp(join(tmpdir(), 'vitrine-pg-faults-'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
    app = await createServer({
      siteDir: site,
      api: { db, captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 }, defaultLanguage: 'fr' },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await database?.drop();
  });

  const contact = async () =>
    postForm(base, 'site-contact', { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) });

  it('answers 503 with Retry-After while another session holds the table, and stores the next form once it is free', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table submissions in access exclusive mode');
      const refused = await contact();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({ message: FORM_ERRORS.fr.apiError });
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect((await contact()).status).toBe(201);
    expect(faults.map((f) => f.code)).toContain('DATABASE_BUSY');
    expect(faults.find((f) => f.code === 'DATABASE_BUSY')?.message).toMatch(
      /^the database postgres:\/\/vitrine_test:\*\*\*@.* is busy/,
    );
  });

  const stored = async () =>
    (
      await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('lives through the server ending its connections, and stores the next form on a new one', async () => {
    const before = await stored();
    expect((await contact()).status).toBe(201);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = 'vitrine' and datname = current_database()",
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears its idle connections end (no crash: this process is the test's own); a unit that
    // met one before the pool heard is run again on a new connection.
    expect((await contact()).status).toBe(201);
    expect(await stored()).toBe(before + 2);
  });
});
