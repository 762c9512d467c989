import { type ErrorCode, VitrineError } from '../../pipeline/errors.js';

// The store's faults that are not bugs: another process holds the write lock, the disk is full, the
// file is damaged or not a database, the file cannot be written. Each becomes one sentence naming the
// file and what to do (the CLI prints it without a stack trace) and, in the API, a 503 with the §8
// text and a Retry-After: the visitor never reads SQLite's words.

export type StoreFault = 'busy' | 'full' | 'damaged' | 'read-only';

const CODES: Record<StoreFault, ErrorCode> = {
  busy: 'DATABASE_BUSY',
  full: 'DATABASE_FULL',
  damaged: 'DATABASE_DAMAGED',
  'read-only': 'DATABASE_READ_ONLY',
};

/** How long a visitor is asked to wait (Retry-After, seconds): a lock passes soon, a full disk needs an operator. */
export const RETRY_AFTER_SECONDS: Record<StoreFault, number> = { busy: 5, full: 300, damaged: 300, 'read-only': 300 };

/** SQLite's (libsql's `code`, extended codes included) and Node's error codes, by the fault they stand for. */
function faultOfCode(code: string): StoreFault | undefined {
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return 'damaged';
  if (/^SQLITE_READONLY/.test(code) || code === 'EROFS') return 'read-only';
  return undefined;
}

/** The store fault an error stands for (following its causes), or undefined for any other error. */
export function storeFault(error: unknown): StoreFault | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    const known = (Object.keys(CODES) as StoreFault[]).find((fault) => CODES[fault] === code) ?? faultOfCode(code);
    if (known) return known;
  }
  return undefined;
}

/** The fault as one sentence with the file and what to do; undefined when `error` is no store fault. */
export function storeError(error: unknown, file: string): VitrineError | undefined {
  if (error instanceof VitrineError) return storeFault(error) ? error : undefined;
  const fault = storeFault(error);
  if (!fault) return undefined;
  const detail = error instanceof Error ? error.message : String(error);
  const sentences: Record<StoreFault, [message: string, hint: string]> = {
    busy: [
      `the database ${file} is locked by another process (${detail})`,
      'wait for the other process (a backup, `vitrine outbox`) to finish and try again, or raise VITRINE_DB_BUSY_MS',
    ],
    full: [
      `the disk holding ${file} is full (${detail})`,
      'free space on that disk (old logs, backups), then try again: nothing accepted before is lost',
    ],
    damaged: [
      `the database ${file} is damaged or is not a database (${detail})`,
      'restore it from a backup, or move it away to start with an empty one',
    ],
    'read-only': [
      `the database ${file} cannot be written (${detail})`,
      "give the server's user write access to the file and its folder",
    ],
  };
  const [message, hint] = sentences[fault];
  return new VitrineError(CODES[fault], message, hint, { cause: error });
}
