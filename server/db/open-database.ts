import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import Database from 'libsql';
import { LRUCache } from 'lru-cache';
import type { Tables } from './tables.js';

// SQLite through libsql (better-sqlite3's API, prebuilt binaries: TOOLCHAIN.md), queried through
// Kysely, whose builder also speaks PostgreSQL for several server instances (DESIGN.md, Server).

export type Db = Kysely<Tables>;

/**
 * WAL with synchronous=FULL: a commit is on the disk (fsync) before the visitor hears "thank you",
 * so neither a killed server nor a power cut loses what it answered. NORMAL skips that fsync and
 * survives a killed server only; with group commit (group-commit.ts) one fsync serves a whole burst,
 * and bench/serve measured both at the same rate.
 */
export async function openDatabase(path: string, synchronous: 'NORMAL' | 'FULL' = 'FULL'): Promise<Db> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(new Database(path)) }) });
  await sql`pragma journal_mode = wal`.execute(db);
  await sql.raw(`pragma synchronous = ${synchronous}`).execute(db);
  await sql`pragma busy_timeout = 5000`.execute(db);
  await migrate(db);
  return db;
}

/**
 * libsql's database keeping its prepared statements, by their SQL: Kysely prepares every query anew,
 * which was most of a submission's time (four queries and a commit: 440 µs preparing each, 160 µs
 * with the statements kept). Kysely builds the same SQL text for the same query, its values apart.
 * Safe because every statement runs to its end at once (`all`, `run`); we never stream a query.
 */
function withStatementCache(database: Database.Database): SqliteDatabase {
  const statements = new LRUCache<string, ReturnType<SqliteDatabase['prepare']>>({ max: 256 });
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql) as unknown as ReturnType<SqliteDatabase['prepare']>;
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

async function migrate(db: Db): Promise<void> {
  await db.schema
    .createTable('submissions')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('outbox')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
  await db.schema
    .createTable('bookings')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('property_id', 'integer', (c) => c.notNull())
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('captcha_used')
    .ifNotExists()
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('page_views')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_views_property')
    .ifNotExists()
    .on('page_views')
    .columns(['property_id', 'viewed_at'])
    .execute();
  await db.schema.createIndex('bookings_slot').ifNotExists().on('bookings').columns(['property_id', 'slot_id']).execute();
}
