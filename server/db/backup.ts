import { closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'libsql';
import { VitrineError } from '../../pipeline/errors.js';
import { storeError } from './store-fault.js';

// `vitrine backup` and `vitrine restore` of the SQLite store (DESIGN.md, Running in production).
// A backup is SQLite's own `VACUUM INTO`: one read transaction, so the copy is the store as of one
// moment while the server goes on writing beside it (WAL), every submission it holds whole, with the
// outbox rows committed with it. The copy is checked (integrity_check) before it takes its name.
// A restore refuses while any process has the store open: every connection to a WAL database holds
// a shared lock on its file, so a connection asking for the exclusive lock at once (busy timeout 0)
// is refused exactly while a `vitrine serve` (or a command) uses the store.
// libsql keeps a connection open until its prepared statements are collected: the connections to
// the live store below only `exec`, so that closing them lets the store go at once.

/** What a store file holds: its size and each table's rows. */
export interface StoreContents {
  file: string;
  bytes: number;
  tables: Record<string, number>;
}

/** Tables every Vitrine store has had since its first version: a database without them is another program's. */
const STORE_TABLES = ['submissions', 'outbox'] as const;

/** Backups hold what visitors sent: readable by their owner only. */
const BACKUP_MODE = 0o600;

/** A moment in file names (UTC, to the second): sorted as text, sorted by time. */
export const fileStamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function fsyncPath(path: string, flags = 'r') {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `VACUUM INTO` a new file of this mode (SQLite takes an empty file): written, on the disk. */
function vacuumInto(database: Database.Database, to: string, mode: number) {
  closeSync(openSync(to, 'wx', mode));
  try {
    database.exec(`vacuum into ${sqlText(to)}`);
    fsyncPath(to, 'r+');
  } catch (error) {
    rmSync(to, { force: true });
    throw error;
  }
}

/** The file checked by SQLite (integrity_check) and its tables' rows; `what` names it in the sentences. */
function checkedContents(file: string, what: string): StoreContents {
  let database: Database.Database | undefined;
  try {
    database = new Database(file);
    const problems = (database.prepare('pragma integrity_check').all() as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .filter((line) => line !== 'ok');
    if (problems.length > 0)
      throw new VitrineError(
        'DATABASE_DAMAGED',
        `${what} ${file} is damaged (integrity_check: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''})`,
        'take another backup, or restore an older one',
      );
    const names = (
      database
        .prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name")
        .all() as { name: string }[]
    ).map((row) => row.name);
    const missing = STORE_TABLES.filter((table) => !names.includes(table));
    if (missing.length > 0)
      throw new VitrineError(
        'DATABASE_DAMAGED',
        `${what} ${file} is a SQLite database but no Vitrine store (it has no ${missing.join(' or ')} table)`,
        'give a file that `vitrine backup` wrote',
      );
    const tables: Record<string, number> = {};
    for (const name of names)
      tables[name] = Number((database.prepare(`select count(*) as n from ${quoted(name)}`).get() as { n: number }).n);
    return { file, bytes: statSync(file).size, tables };
  } catch (error) {
    if (error instanceof VitrineError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^SQLITE_(NOTADB|CORRUPT)/.test(code))
      throw new VitrineError(
        'DATABASE_DAMAGED',
        `${what} ${file} is damaged or no SQLite database (${(error as Error).message})`,
        'give a file that `vitrine backup` wrote',
        { cause: error },
      );
    throw storeError(error, file) ?? error;
  } finally {
    database?.close();
  }
}

function requireStore(store: string) {
  if (!existsSync(store))
    throw new VitrineError(
      'DATABASE_MISSING',
      `there is no store at ${store} (VITRINE_DB)`,
      'set VITRINE_DB to the file `vitrine serve` uses (docs/operations.md, Configuration)',
    );
}

export interface BackupOptions {
  /** The live store (VITRINE_DB's file). */
  store: string;
  /** The backup to write: a new file (the CLI refuses one that exists). */
  file: string;
  /** How long the copy may wait for another process's lock (VITRINE_DB_BUSY_MS). */
  busyTimeoutMs: number;
}

/** Copies the store consistently while a server writes, checks the copy, and gives it its name. */
export function backupStore({ store, file, busyTimeoutMs }: BackupOptions): StoreContents {
  requireStore(store);
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  rmSync(partial, { force: true });
  const live = openLive(store);
  try {
    live.exec(`pragma busy_timeout = ${Math.round(busyTimeoutMs)}`);
    vacuumInto(live, partial, BACKUP_MODE);
  } catch (error) {
    throw storeError(error, store) ?? error;
  } finally {
    live.close();
  }
  try {
    const contents = checkedContents(partial, 'the copy');
    renameSync(partial, file);
    fsyncPath(dirname(file));
    return { ...contents, file };
  } finally {
    rmSync(partial, { force: true });
  }
}

function openLive(store: string): Database.Database {
  try {
    return new Database(store);
  } catch (error) {
    throw storeError(error, store) ?? error;
  }
}

/**
 * The store's exclusive lock, or the sentence saying which process to stop. The connection keeps
 * the lock (locking_mode exclusive) until it is closed: no server can open the store meanwhile.
 */
function lockUnused(store: string): Database.Database {
  const database = openLive(store);
  try {
    database.exec('pragma busy_timeout = 0; pragma locking_mode = exclusive; begin immediate; commit');
    return database;
  } catch (error) {
    database.close();
    const known = storeError(error, store);
    throw known?.code === 'DATABASE_BUSY' ? inUse(store) : (known ?? error);
  }
}

const inUse = (store: string) =>
  new VitrineError(
    'DATABASE_BUSY',
    `the store ${store} is open in another process (a running vitrine serve, or a vitrine command): nothing was restored`,
    'stop the server (sudo systemctl stop vitrine-serve.service), wait for any running vitrine command to end, then run vitrine restore again',
  );

export interface RestoreOptions {
  /** The live store (VITRINE_DB's file), which the backup replaces; it need not exist. */
  store: string;
  /** The backup to put back. */
  backup: string;
  /** When the store is replaced (the name of the copy of it that is kept). */
  now: Date;
}

export interface RestoreResult {
  contents: StoreContents;
  /** The store as it was before, kept beside it (none when there was none). */
  kept?: string;
}

/**
 * Puts a backup back as the store: checked first, written beside the store and renamed into place,
 * the store it replaces kept beside it; refused while any process has the store open.
 */
export function restoreStore({ store, backup, now }: RestoreOptions): RestoreResult {
  if (!existsSync(backup))
    throw new VitrineError('DATABASE_MISSING', `there is no backup at ${backup}`, 'give the file `vitrine backup` wrote');
  const contents = checkedContents(backup, 'the backup');
  mkdirSync(dirname(store), { recursive: true });
  const candidate = join(dirname(store), `.${basename(store)}.restore-${process.pid}`);
  rmSync(candidate, { force: true });
  const mode = existsSync(store) ? statSync(store).mode & 0o777 : BACKUP_MODE;
  const source = new Database(backup);
  try {
    vacuumInto(source, candidate, mode);
  } catch (error) {
    throw storeError(error, candidate) ?? error;
  } finally {
    source.close();
  }
  try {
    const kept = existsSync(store) ? keepReplaced(store, now) : undefined;
    renameSync(candidate, store);
    fsyncPath(dirname(store));
    return { contents: { ...contents, file: store }, kept };
  } finally {
    rmSync(candidate, { force: true });
  }
}

/**
 * Under the store's exclusive lock: its WAL checkpointed into the file, which is then kept under a
 * second name (a hard link: the same bytes), and what SQLite leaves beside a store removed, so that
 * the restored file starts with no log of the one it replaces. Closing the lock deletes the WAL: one
 * still there with content means another process opened the store in that instant.
 */
function keepReplaced(store: string, now: Date): string {
  const locked = lockUnused(store);
  try {
    locked.exec('pragma wal_checkpoint(truncate)');
  } finally {
    locked.close();
  }
  if (existsSync(`${store}-wal`) && statSync(`${store}-wal`).size > 0) throw inUse(store);
  const kept = `${store}.before-restore-${fileStamp(now)}`;
  linkSync(store, kept);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${store}${suffix}`, { force: true });
  return kept;
}
