import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM_ERRORS, PAGE_VIEW_PATH } from '../../schema/index.js';
import { createServer } from '../../server/create-server.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { publishProperties } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';

// The server's store when another process holds SQLite's write lock longer than the busy timeout (a
// backup, `vitrine outbox` at the wrong moment) or the disk is full: the visitor gets a 503 with
// Retry-After and the §8 words, never a 500 with SQLite's, and the very next submission after the
// lock goes (or the space comes back) is stored, with no restart. Real SQLite files, a real server.

const BUSY_MS = 150;
let path: string;
let db: Db;
let app: Awaited<ReturnType<typeof createServer>>;
let base: string;
/** A second connection to the same file: the other process. */
let holder: Database.Database;
/** The faults the store told (what `vitrine serve` prints for its operator). */
let faults: string[];

beforeEach(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-store-lock-'));
  path = join(dir, 'vitrine.db');
  faults = [];
  db = await openDatabase(path, { busyTimeoutMs: BUSY_MS, onFault: (error) => faults.push(error.code) });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>');
  // The sync's output: only a published property's views are counted.
  const dataDir = join(dir, 'generated');
  await publishProperties(dataDir, [4100004, 4100005]);
  app = await createServer({
    siteDir: dir,
    api: {
      db,
      dataDir,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
    },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  holder = new Database(path);
});

afterEach(async () => {
  if (holder.inTransaction) holder.exec('ROLLBACK');
  holder.close();
  await app.close();
  await db.destroy();
});

async function submit() {
  const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) };
  return post('/api/forms/site-contact', body);
}

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Nothing of SQLite's own words reaches a visitor. */
const SQLITE_WORDS = /locked|SQLITE|database|disk|statements in progress/i;

describe('a write lock held by another process', () => {
  it('answers forms with 503, Retry-After and the §8 text while it is held, and 201 right after it goes', async () => {
    const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) };
    holder.exec('BEGIN IMMEDIATE');
    const held = await post('/api/forms/site-contact', body);
    expect(held.status).toBe(503);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    const text = await held.text();
    expect(JSON.parse(text)).toEqual({ message: FORM_ERRORS.fr.apiError });
    expect(text).not.toMatch(SQLITE_WORDS);
    expect(faults).toContain('DATABASE_BUSY');
    holder.exec('COMMIT');

    // The same submission again (the browser's retry) and a new one: both stored, no restart.
    const retried = await post('/api/forms/site-contact', body);
    expect(retried.status, await retried.clone().text()).toBe(201);
    const next = await submit();
    expect(next.status, await next.clone().text()).toBe(201);
    const stored = await db.selectFrom('submissions').select('idempotency_key').execute();
    expect(stored.map((s) => s.idempotency_key)).toContain(body.idempotencyKey);
    expect(stored).toHaveLength(2);
  });

  it('answers page views with 503 and no SQLite text while it is held, and 204 right after', async () => {
    const view = { propertyId: '4100004', language: 'nl', referrer: 'direct' };
    holder.exec('BEGIN IMMEDIATE');
    // Another property's: the view the lock lost still spent its visitor's one count of that property for the half hour.
    const held = await post(PAGE_VIEW_PATH, { ...view, propertyId: '4100005' });
    expect(held.status).toBe(503);
    expect(held.headers.get('retry-after')).not.toBeNull();
    const text = await held.text();
    expect(JSON.parse(text)).toEqual({ message: FORM_ERRORS.nl.apiError });
    expect(text).not.toMatch(SQLITE_WORDS);
    holder.exec('COMMIT');
    expect((await post(PAGE_VIEW_PATH, view)).status).toBe(204);
    expect(await db.selectFrom('page_view_days').select(['property_id', 'source', 'views']).execute()).toEqual([
      { property_id: '4100004', source: 'direct', views: 1 },
    ]);
  });
});

describe('a full disk', () => {
  it('answers 503 with the §8 text, and stores the next submission once there is room again', async () => {
    // SQLite's own SQLITE_FULL, for real: the file may not grow past the pages it has, and a message
    // of 5,000 characters needs a page more. The limit is the connection's: a fresh connection (after
    // the failed statement) has none, as a disk with room again.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(db);
    const long = { ...validBody('site-contact', 'fr'), message: 'Une longue question. '.repeat(230) };
    const full = await post('/api/forms/site-contact', { ...long, captcha: await solvedCaptcha(base) });
    expect(full.status).toBe(503);
    const text = await full.text();
    expect(JSON.parse(text)).toEqual({ message: FORM_ERRORS.fr.apiError });
    expect(text).not.toMatch(SQLITE_WORDS);
    expect(faults).toEqual(['DATABASE_FULL']);

    const next = await submit();
    expect(next.status, await next.clone().text()).toBe(201);
  });
});
