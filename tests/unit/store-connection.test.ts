import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VitrineError } from '../../pipeline/errors.js';
import { groupCommit } from '../../server/db/group-commit.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';

// The store's connection on a real SQLite file: a statement that failed midway (a lock held past the
// busy timeout) does not leave the connection unusable, and SQLite's faults become sentences that
// name the file and say what to do.

let dir: string;
let path: string;
let db: Db;
let holder: Database.Database;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-store-connection-'));
  path = join(dir, 'vitrine.db');
  db = await openDatabase(path, { busyTimeoutMs: 50 });
  holder = new Database(path);
});

afterEach(async () => {
  if (holder.inTransaction) holder.exec('ROLLBACK');
  holder.close();
  await db.destroy();
});

const useCaptcha = (signature: string) =>
  db.insertInto('captcha_used').values({ signature, used_at: new Date().toISOString() }).returning('signature').execute();

describe('the store connection', () => {
  it('commits again after a statement failed on a held lock (no "SQL statements in progress")', async () => {
    holder.exec('BEGIN IMMEDIATE');
    // `insert … returning` runs as a query that yields rows: libsql leaves it in progress when it fails.
    const failed = await useCaptcha('during').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(VitrineError);
    expect(failed).toMatchObject({ code: 'DATABASE_BUSY' });
    expect((failed as VitrineError).message).toContain(path);
    holder.exec('COMMIT');

    // Another statement first (running the failed one again would reset it): a savepoint and a commit.
    const commits = groupCommit(db);
    const stored = await commits.run((trx) =>
      trx.insertInto('captcha_used').values({ signature: 'in-a-unit', used_at: new Date().toISOString() }).execute(),
    );
    expect(stored).toHaveLength(1);
    expect(await useCaptcha('after')).toEqual([{ signature: 'after' }]);
  });

  it('refuses a file that is not a database in one sentence naming it', async () => {
    const notADatabase = join(dir, 'notes.db');
    await writeFile(notADatabase, 'These are notes, not a database. '.repeat(200));
    const error = await openDatabase(notADatabase).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'DATABASE_DAMAGED',
      hint: 'restore it from a backup, or move it away to start with an empty one',
    });
    expect((error as Error).message).toContain(notADatabase);
  });
});
