import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Dialect, Kysely } from 'kysely';
import { VitrineError } from '../../pipeline/errors.js';
import { checkDatabase } from './check-database.js';
import { type ConnectionOptions, storeConnection } from './connection.js';
import { migrate } from './migrate.js';
import { postgresDialect } from './postgres-pool.js';
import { SqliteStoreDialect } from './store-dialect.js';
import type { Engine, StoreLocation } from './store-location.js';
import { storeLocationOf } from './store-location.js';
import { MIGRATION_LOCK_KEY, STORE_SQL } from './store-sql.js';
import type { Tables } from './tables.js';

// The server's store, queried through Kysely: SQLite through libsql (one machine, the default), or
// PostgreSQL through pg (several server instances sharing one database, DESIGN.md, Server). The
// queries are the same for both; store-sql.ts holds the few places where they differ.

/** The store: Kysely's builder, knowing its engine (for the few places its SQL differs). */
export class StoreDb extends Kysely<Tables> {
  constructor(
    readonly engine: Engine,
    dialect: Dialect,
  ) {
    super({ dialect });
  }
}

export type Db = StoreDb;

/** The default wait for another process's lock (a backup, `vitrine outbox`): what SQLite's users commonly take. */
export const BUSY_TIMEOUT_MS = 5000;

export interface OpenOptions {
  /**
   * SQLite: WAL with synchronous=FULL (the default): a commit is on the disk (fsync) before the visitor
   * hears "thank you", so neither a killed server nor a power cut loses what it answered. NORMAL skips
   * that fsync and survives a killed server only; with group commit (group-commit.ts) one fsync serves
   * a whole burst, and bench/serve measured both at the same rate. PostgreSQL keeps its own setting.
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** How long a write waits for another session's lock before it fails as busy (BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
  /** SQLite: runs `pragma quick_check` before anything else, so a damaged file is refused in one sentence. */
  check?: boolean;
  /** Hears every store fault later on (a held lock, a full disk, a damaged file, a lost server). */
  onFault?: ConnectionOptions['onFault'];
}

/** The location of a VITRINE_DB value, or a sentence saying why it is none. */
export function parseStoreLocation(value: string): StoreLocation {
  const location = storeLocationOf(value);
  if ('error' in location)
    throw new VitrineError(
      'CONFIG_INVALID',
      `VITRINE_DB ${location.error}`,
      'give a SQLite file path (data/server/vitrine.db) or a postgres://user:password@host:5432/database URL',
    );
  return location;
}

function dialectOf(location: StoreLocation, options: OpenOptions): Dialect {
  const busyTimeoutMs = options.busyTimeoutMs ?? BUSY_TIMEOUT_MS;
  if (location.engine === 'postgres') return postgresDialect({ location, busyTimeoutMs, onFault: options.onFault });
  if (location.path !== ':memory:') mkdirSync(dirname(location.path), { recursive: true });
  const database = storeConnection({
    path: location.path,
    synchronous: options.synchronous ?? 'FULL',
    busyTimeoutMs,
    onFault: options.onFault,
  });
  return new SqliteStoreDialect({ database });
}

/** Opens the store at `location` (a VITRINE_DB value or a parsed location) and brings its tables up to date. */
export async function openDatabase(location: StoreLocation | string, options: OpenOptions = {}): Promise<Db> {
  const parsed = typeof location === 'string' ? parseStoreLocation(location) : location;
  const db = new StoreDb(parsed.engine, dialectOf(parsed, options));
  try {
    if (options.check && parsed.engine === 'sqlite') await checkDatabase(db, parsed.path);
    // In one transaction: two processes starting at once do not both add a missing column. PostgreSQL
    // runs transactions side by side: the second instance's migration waits for the first's lock.
    await db.transaction().execute(async (trx) => {
      await STORE_SQL[parsed.engine].serializeOn(trx, [MIGRATION_LOCK_KEY]);
      await migrate(trx, parsed.engine);
    });
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
