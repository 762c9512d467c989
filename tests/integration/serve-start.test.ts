import { mkdtemp, open, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../server/db/group-commit.js';
import { openDatabase } from '../../server/db/open-database.js';
import { runCli } from '../support/cli.js';

// `vitrine serve` checks its database before it listens: a damaged file, or one that is not a
// database, is refused in one sentence (what, which file, what to do), exit code 1, no stack trace.

async function site() {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-serve-start-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>');
  return dir;
}

const serve = (dir: string, db: string) =>
  runCli(['serve', '--port', '0', '--host', '127.0.0.1', '--site', dir], {
    VITRINE_DB: db,
    VITRINE_CAPTCHA_KEY: 'c'.repeat(40),
    VITRINE_SMTP_URL: '',
  });

function expectOneSentence(stderr: string, file: string) {
  const lines = stderr.trim().split('\n');
  expect(lines[0]).toMatch(new RegExp(`^vitrine serve: the database ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged`));
  expect(lines.slice(1)).toEqual(['  hint: restore it from a backup, or move it away to start with an empty one']);
}

describe('vitrine serve at start', () => {
  it('refuses a file that is not a database', async () => {
    const dir = await site();
    const db = join(dir, 'vitrine.db');
    await writeFile(db, 'Agency notes, saved over the database by mistake.\n'.repeat(100));
    const run = await serve(dir, db);
    expect(run.code).toBe(1);
    expectOneSentence(run.stderr, db);
    expect(run.stdout).not.toContain('Serving');
  });

  it('refuses a damaged database, with what quick_check found', async () => {
    const dir = await site();
    const path = join(dir, 'vitrine.db');
    const db = await openDatabase(path);
    const commits = groupCommit(db);
    const at = new Date().toISOString();
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        commits.run((trx) =>
          trx
            .insertInto('submissions')
            .values({
              kind: 'site-contact',
              idempotency_key: `key-${i}`,
              language: 'fr',
              payload: 'x'.repeat(900),
              created_at: at,
            })
            .execute(),
        ),
      ),
    );
    // Everything into the main file (the WAL would hide the damage below), then closed.
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    await db.destroy();
    // A page in the middle of the submissions, overwritten (a bad disk block): the file still opens.
    // The page is found by its rows (a payload's bytes past the file's middle), not by a number that
    // holds only while the store's other tables keep their size.
    const bytes = await readFile(path);
    const row = bytes.indexOf('x'.repeat(900), bytes.length / 2);
    expect(row).toBeGreaterThan(0);
    const file = await open(path, 'r+');
    await file.write(Buffer.alloc(3000, 0xa5), 0, 3000, Math.floor(row / 4096) * 4096 + 8);
    await file.close();

    const run = await serve(dir, path);
    expect(run.code).toBe(1);
    expectOneSentence(run.stderr, path);
    expect(run.stderr).toMatch(/quick_check|malformed/);
  }, 30_000);
});
