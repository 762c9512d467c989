import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely } from 'kysely';
import { checkDatabase } from './check-database.js';
import { type ConnectionOptions, storeConnection } from './connection.js';
import { migrate } from './migrate.js';
import { StoreDialect } from './store-dialect.js';
import type { Tables } from './tables.js';

// SQLite through libsql, queried through Kysely, whose builder also speaks PostgreSQL for several
// server instances (DESIGN.md, Server).

export type Db = Kysely<Tables>;

/** The default wait for another process's write lock (a backup, `vitrine outbox`): what SQLite's users commonly take. */
export const BUSY_TIMEOUT_MS = 5000;

export interface OpenOptions {
  /**
   * WAL with synchronous=FULL (the default): a commit is on the disk (fsync) before the visitor hears
   * "thank you", so neither a killed server nor a power cut loses what it answered. NORMAL skips that
   * fsync and survives a killed server only; with group commit (group-commit.ts) one fsync serves a
   * whole burst, and bench/serve measured both at the same rate.
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** How long a write waits for another process's lock before it fails as busy (BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
  /** Runs `pragma quick_check` before anything else: a damaged file is refused in one sentence. */
  check?: boolean;
  /** Hears every store fault later on (a held lock, a full disk, a damaged file). */
  onFault?: ConnectionOptions['onFault'];
}

export async function openDatabase(path: string, options: OpenOptions = {}): Promise<Db> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = storeConnection({
    path,
    synchronous: options.synchronous ?? 'FULL',
    busyTimeoutMs: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS,
    onFault: options.onFault,
  });
  const db = new Kysely<Tables>({ dialect: new StoreDialect({ database }) });
  try {
    if (options.check) await checkDatabase(db, path);
    // In one transaction: two processes starting at once do not both add a missing column.
    await db.transaction().execute((trx) => migrate(trx));
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
