import { type ErrorCode, VitrineError } from '../../pipeline/errors.js';
import type { Engine } from './store-location.js';

// The store's faults that are not bugs: another session holds a lock, the disk is full, the data is
// damaged, the store cannot be written, reached or logged in to. Each becomes one sentence naming
// the store and what to do (the CLI prints it without a stack trace) and, in the API, a 503 with the
// §8 text and a Retry-After: the visitor never reads SQLite's or PostgreSQL's words.

export type StoreFault = 'busy' | 'full' | 'damaged' | 'read-only' | 'unreachable' | 'login-refused' | 'missing';

const CODES: Record<StoreFault, ErrorCode> = {
  busy: 'DATABASE_BUSY',
  full: 'DATABASE_FULL',
  damaged: 'DATABASE_DAMAGED',
  'read-only': 'DATABASE_READ_ONLY',
  unreachable: 'DATABASE_UNREACHABLE',
  'login-refused': 'DATABASE_LOGIN_REFUSED',
  missing: 'DATABASE_MISSING',
};

/** How long a visitor is asked to wait (Retry-After, seconds): a lock or a restart passes soon, the rest needs an operator. */
export const RETRY_AFTER_SECONDS: Record<StoreFault, number> = {
  busy: 5,
  unreachable: 5,
  full: 300,
  damaged: 300,
  'read-only': 300,
  'login-refused': 300,
  missing: 300,
};

/** PostgreSQL's SQLSTATE codes (Appendix A of its manual) by the fault they stand for; a class by its first two characters. */
const POSTGRES_STATES: Record<string, StoreFault> = {
  '40001': 'busy', // serialization_failure, once the unit's retries are spent
  '40P01': 'busy', // deadlock_detected
  '55P03': 'busy', // lock_not_available: lock_timeout (VITRINE_DB_BUSY_MS) passed
  '57014': 'busy', // query_canceled
  '53300': 'busy', // too_many_connections
  '53100': 'full', // disk_full
  XX001: 'damaged', // data_corrupted
  XX002: 'damaged', // index_corrupted
  '25006': 'read-only', // read_only_sql_transaction: a standby
  '57P01': 'unreachable', // admin_shutdown
  '57P02': 'unreachable', // crash_shutdown
  '57P03': 'unreachable', // cannot_connect_now: starting up
  '3D000': 'missing', // invalid_catalog_name: no such database
};
const POSTGRES_CLASSES: Record<string, StoreFault> = { '08': 'unreachable', '28': 'login-refused' };

/** Node's socket errors met while connecting to a database server. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLite's (libsql's `code`, extended codes included) and Node's file system codes, by the fault they stand for. */
function fileFaultOfCode(code: string): StoreFault | undefined {
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return 'damaged';
  if (/^SQLITE_READONLY/.test(code) || code === 'EROFS') return 'read-only';
  return undefined;
}

/** PostgreSQL's SQLSTATE and Node's socket codes (met by the pool, never by a file). */
function postgresFaultOfCode(code: string): StoreFault | undefined {
  if (UNREACHABLE.has(code)) return 'unreachable';
  if (!/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return POSTGRES_STATES[code] ?? POSTGRES_CLASSES[code.slice(0, 2)];
}

/** pg's own errors of a connection that could not be made or was lost carry no code, only these words. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The first fault `faultOf` finds on the error or its causes. */
function findFault(error: unknown, faultOf: (e: Error) => StoreFault | undefined): StoreFault | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const known = faultOf(e);
    if (known) return known;
  }
  return undefined;
}

const codeOf = (e: Error) => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};
const faultOfOurCode = (code: string) => (Object.keys(CODES) as StoreFault[]).find((fault) => CODES[fault] === code);

/**
 * The store fault an error stands for (following its causes), or undefined for any other error: a
 * fault the store already named (the PostgreSQL pool names its own, postgres-pool.ts), SQLite's, or
 * a file system's. A refused socket is not one here: it may be the back office's, not the store's.
 */
export function storeFault(error: unknown): StoreFault | undefined {
  return findFault(error, (e) => {
    const code = codeOf(e);
    return code ? (faultOfOurCode(code) ?? fileFaultOfCode(code)) : undefined;
  });
}

/** The fault of an error that PostgreSQL or the connection to it raised. */
function postgresFault(error: unknown): StoreFault | undefined {
  return (
    storeFault(error) ??
    findFault(error, (e) => {
      const code = codeOf(e);
      if (code) return postgresFaultOfCode(code);
      return LOST_CONNECTION.test(e.message) ? 'unreachable' : undefined;
    })
  );
}

/** What a sentence names: a store by its engine and location (a file, or a URL without its password), or a file. */
export type StorePlace = { engine: Engine; where: string } | string;

type Sentences = Partial<Record<StoreFault, (where: string, detail: string) => [message: string, hint: string]>>;

/** SQLite's faults, and a file system's: the file is the store (storeFault finds no other fault for them). */
const FILE_SENTENCES: Sentences = {
  busy: (file, detail) => [
    `the database ${file} is locked by another process (${detail})`,
    'wait for the other process (a backup, `vitrine outbox`) to finish and try again, or raise VITRINE_DB_BUSY_MS',
  ],
  full: (file, detail) => [
    `the disk holding ${file} is full (${detail})`,
    'free space on that disk (old logs, backups), then try again: nothing accepted before is lost',
  ],
  damaged: (file, detail) => [
    `the database ${file} is damaged or is not a database (${detail})`,
    'restore it from a backup, or move it away to start with an empty one',
  ],
  'read-only': (file, detail) => [
    `the database ${file} cannot be written (${detail})`,
    "give the server's user write access to the file and its folder",
  ],
};

const POSTGRES_SENTENCES: Sentences = {
  busy: (url, detail) => [
    `the database ${url} is busy: another session holds what this write waits for (${detail})`,
    'the write is refused for now and the visitor asked to try again; if it lasts, look for a long transaction in pg_stat_activity, or raise VITRINE_DB_BUSY_MS',
  ],
  full: (url, detail) => [
    `the disk of the PostgreSQL server of ${url} is full (${detail})`,
    'free space on the database server, then try again: nothing accepted before is lost',
  ],
  damaged: (url, detail) => [
    `the database ${url} reports damaged data (${detail})`,
    "restore it from a backup; PostgreSQL's log names the table",
  ],
  'read-only': (url, detail) => [
    `the database ${url} cannot be written (${detail})`,
    'point VITRINE_DB at the primary server, not a read-only standby',
  ],
  unreachable: (url, detail) => [
    `the PostgreSQL server of ${url} cannot be reached (${detail})`,
    'start it, or correct the host and port in VITRINE_DB; visitors get a 503 until it answers',
  ],
  'login-refused': (url, detail) => [
    `PostgreSQL refused the login of ${url} (${detail})`,
    'correct the user and password in VITRINE_DB, or allow that user in pg_hba.conf',
  ],
  missing: (url, detail) => [
    `the database of ${url} does not exist (${detail})`,
    'create it (createdb -O <user> <database>) or correct the database name in VITRINE_DB',
  ],
};

/** The fault as one sentence with the store and what to do; undefined when `error` is no store fault. */
export function storeError(error: unknown, place: StorePlace): VitrineError | undefined {
  if (error instanceof VitrineError) return storeFault(error) ? error : undefined;
  const postgres = typeof place !== 'string' && place.engine === 'postgres';
  const fault = postgres ? postgresFault(error) : storeFault(error);
  const sentence = fault && (postgres ? POSTGRES_SENTENCES : FILE_SENTENCES)[fault];
  if (!fault || !sentence) return undefined;
  const detail = error instanceof Error ? error.message : String(error);
  const [message, hint] = sentence(typeof place === 'string' ? place : place.where, detail);
  return new VitrineError(CODES[fault], message, hint, { cause: error });
}
