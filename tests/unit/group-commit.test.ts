import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../server/db/group-commit.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import type { Tables } from '../../server/db/tables.js';

// Group commit on a real SQLite file: units that arrive together share a transaction, a failing
// unit is undone alone, and a unit's promise settles only once its rows are committed.

let path: string;
let db: Db;
let other: Db;

beforeEach(async () => {
  path = join(await mkdtemp(join(tmpdir(), 'vitrine-group-commit-')), 'vitrine.db');
  db = await openDatabase(path);
  // A second connection to the same file sees committed rows only.
  other = await openDatabase(path);
});

afterEach(async () => {
  await db.destroy();
  await other.destroy();
});

const insert = (key: string) => async (trx: Transaction<Tables>) => {
  const { id } = await trx
    .insertInto('submissions')
    .values({ kind: 'site-contact', idempotency_key: key, language: 'fr', payload: '{}', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

const storedKeys = async (from: Db) =>
  (await from.selectFrom('submissions').select('idempotency_key').orderBy('id').execute()).map((r) => r.idempotency_key);

describe('groupCommit', () => {
  it('commits units that arrive together in one transaction, in the order they came', async () => {
    const commits = groupCommit(db);
    const keys = Array.from({ length: 20 }, (_, i) => `key-${i}`);
    const ids = await Promise.all(keys.map((key) => commits.run(insert(key))));
    expect(commits.commits).toBe(1);
    expect(new Set(ids).size).toBe(20);
    expect(await storedKeys(other)).toEqual(keys);
  });

  it('undoes a unit that throws and keeps its neighbours in the same transaction', async () => {
    const commits = groupCommit(db);
    const refused = new Error('refused by its guard');
    const results = await Promise.allSettled([
      commits.run(insert('a')),
      commits.run(async (trx) => {
        await insert('b')(trx);
        throw refused;
      }),
      commits.run(insert('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: refused });
    expect(commits.commits).toBe(1);
    expect(await storedKeys(other)).toEqual(['a', 'c']);
  });

  it('lets a unit see the units before it in its transaction (a second unit with the same key finds the first)', async () => {
    const commits = groupCommit(db);
    const findOrInsert = async (trx: Transaction<Tables>) => {
      const known = await trx.selectFrom('submissions').select('id').where('idempotency_key', '=', 'same').executeTakeFirst();
      return known ? known.id : insert('same')(trx);
    };
    const [first, second] = await Promise.all([commits.run(findOrInsert), commits.run(findOrInsert)]);
    expect(second).toBe(first);
    expect(await storedKeys(other)).toEqual(['same']);
  });

  it('settles a unit only once another connection can read what it wrote', async () => {
    const commits = groupCommit(db);
    const seen = await Promise.all(
      ['x', 'y'].map((key) => commits.run(insert(key)).then(async () => (await storedKeys(other)).includes(key))),
    );
    expect(seen).toEqual([true, true]);
  });

  it('puts units that come while a transaction runs into the next one', async () => {
    const commits = groupCommit(db);
    let late: Promise<number>[] = [];
    await commits.run(async (trx) => {
      late = ['late-1', 'late-2'].map((key) => commits.run(insert(key)));
      return insert('early')(trx);
    });
    await Promise.all(late);
    expect(commits.commits).toBe(2);
    expect(await storedKeys(other)).toEqual(['early', 'late-1', 'late-2']);
  });

  it('rejects every unit of a transaction whose commit fails, and stores none of them', async () => {
    const commits = groupCommit(db);
    // A deferred foreign key is checked at the commit (libsql enforces foreign keys): an outbox row
    // for no submission fails the whole commit.
    const results = await Promise.allSettled([
      commits.run(async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        return insert('fine')(trx);
      }),
      commits.run(async (trx) => {
        await trx
          .insertInto('outbox')
          .values({ submission_id: 999_999, channel: 'agency', next_attempt_at: new Date().toISOString() })
          .execute();
        return 0;
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await storedKeys(other)).toEqual([]);
  });
});
