import type { SqliteDatabase, SqliteStatement } from 'kysely';
import Database from 'libsql';
import { LRUCache } from 'lru-cache';
import type { VitrineError } from '../../pipeline/errors.js';
import { storeError } from './store-fault.js';

// The server's one SQLite connection (libsql: better-sqlite3's API, prebuilt binaries, TOOLCHAIN.md)
// as Kysely's driver sees it: prepared statements kept by their SQL, store faults turned into
// sentences that name the file, and a connection that a failed statement left unusable replaced.

export interface ConnectionOptions {
  path: string;
  /** WAL with synchronous=FULL: a commit is on the disk before the visitor hears "thank you" (open-database.ts). */
  synchronous: 'NORMAL' | 'FULL';
  /** How long a statement waits for another process's write lock before it fails as busy. */
  busyTimeoutMs: number;
  /** Hears every store fault (a held lock, a full disk, a damaged file), e.g. to tell the operator. */
  onFault?: (error: VitrineError) => void;
}

function connect(options: ConnectionOptions): Database.Database {
  const database = new Database(options.path);
  try {
    database.exec(
      `pragma journal_mode = wal; pragma synchronous = ${options.synchronous}; pragma busy_timeout = ${Math.round(options.busyTimeoutMs)}`,
    );
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

/**
 * Kysely prepares every query anew, which was most of a submission's time (four queries and a commit:
 * 440 µs preparing each, 160 µs with the statements kept); it builds the same SQL text for the same
 * query, its values apart. A statement that fails midway (SQLITE_BUSY in `all` with a held lock) stays
 * "in progress" and libsql has no reset: every later savepoint and commit of the connection would fail
 * ("SQL statements in progress") until a restart. So a failed statement is dropped, and before the
 * next statement outside a transaction the connection is replaced by a fresh one.
 */
export function storeConnection(options: ConnectionOptions): SqliteDatabase {
  const fail = (error: unknown) => {
    const known = storeError(error, options.path);
    if (known) options.onFault?.(known);
    return known ?? error;
  };
  let database: Database.Database;
  try {
    database = connect(options);
  } catch (error) {
    throw fail(error);
  }
  const statements = new LRUCache<string, SqliteStatement>({ max: 256 });
  let stale = false;

  const guarded =
    <A extends unknown[], R>(sql: string, call: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return call(...args);
      } catch (error) {
        statements.delete(sql);
        stale = true;
        throw fail(error);
      }
    };

  return {
    close: () => database.close(),
    prepare(sql) {
      // A rolled-back transaction ended the failed statement's work; an in-memory store cannot be reopened.
      if (stale && !database.inTransaction && options.path !== ':memory:') {
        database.close();
        statements.clear();
        try {
          database = connect(options);
        } catch (error) {
          throw fail(error);
        }
        stale = false;
      }
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = guarded(sql, () => database.prepare(sql))();
        statement = {
          reader: prepared.reader,
          all: guarded(sql, (parameters: readonly unknown[]) => prepared.all(parameters) as unknown[]),
          run: guarded(sql, (parameters: readonly unknown[]) => prepared.run(parameters)),
          iterate: guarded(sql, (parameters: readonly unknown[]) => prepared.iterate(parameters) as IterableIterator<unknown>),
        };
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
