import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXIT } from '../../cli/exit-codes.js';
import { handleError } from '../../cli/handle-error.js';
import { openDatabase } from '../../server/db/open-database.js';

// The CLI's last word on an error: a full disk or a damaged database is one sentence with its file
// and what to do, no stack trace; a real bug keeps its stack.

afterEach(() => {
  vi.restoreAllMocks();
});

function printed(error: unknown) {
  let stderr = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  const code = handleError('outbox', error, false);
  vi.restoreAllMocks();
  return { code, stderr };
}

describe('handleError', () => {
  it('prints a full database as one sentence with the file and no stack trace (SQLite’s own SQLITE_FULL)', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'vitrine-full-')), 'vitrine.db');
    const db = await openDatabase(path);
    try {
      // The file may not grow: SQLite answers SQLITE_FULL as on a full disk.
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(db);
      const error = await db
        .insertInto('submissions')
        .values({ kind: 'site-contact', idempotency_key: 'k', language: 'fr', payload: 'x'.repeat(20_000), created_at: '' })
        .execute()
        .catch((e: unknown) => e);
      const { code, stderr } = printed(error);
      expect(code).toBe(EXIT.failed);
      expect(stderr).toBe(
        `vitrine outbox: the disk holding ${path} is full (database or disk is full)\n` +
          '  hint: free space on that disk (old logs, backups), then try again: nothing accepted before is lost\n',
      );
    } finally {
      await db.destroy();
    }
  });

  it('prints a full disk met by a file write (ENOSPC) as one sentence with the file', () => {
    // Injected: filling a real disk needs a mount this test cannot make; the error is Node's own shape.
    const enospc = Object.assign(new Error("ENOSPC: no space left on device, write '/srv/vitrine/data/server/captcha.key'"), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
      path: '/srv/vitrine/data/server/captcha.key',
    });
    const { code, stderr } = printed(enospc);
    expect(code).toBe(EXIT.failed);
    expect(stderr.split('\n')[0]).toBe(
      `vitrine outbox: the disk holding /srv/vitrine/data/server/captcha.key is full (${enospc.message})`,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('keeps the stack trace of a real bug', () => {
    const { code, stderr } = printed(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(code).toBe(EXIT.failed);
    expect(stderr).toMatch(/\n\s+at /);
  });
});
