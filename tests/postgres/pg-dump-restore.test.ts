import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.js';
import { ROOT } from '../support/cli.js';
import { createTestDatabase } from '../support/test-store.js';

// docs/operations.md's "Back up and restore" for a PostgreSQL store: its pg_dump and pg_restore
// lines, as written there (the guide's URL and folder replaced by the test's), on a Vitrine store
// of the tests' PostgreSQL server: what the dump held comes back over what was written since.

const sh = promisify(execFile);
const GUIDE_URL = "'postgres://vitrine:…@db.example:5432/vitrine'";

async function guideLines(): Promise<{ dump: string; restore: string }> {
  const guide = await readFile(join(ROOT, 'docs', 'operations.md'), 'utf8');
  const line = (command: string) => {
    const found = guide.split('\n').find((l) => l.startsWith(`${command} `));
    if (!found) throw new Error(`docs/operations.md has no ${command} line`);
    return found;
  };
  return { dump: line('pg_dump'), restore: line('pg_restore') };
}

const submission = (key: string) => ({
  kind: 'site-contact',
  idempotency_key: key,
  language: 'fr',
  payload: '{}',
  created_at: new Date().toISOString(),
});

describe("the guide's pg_dump and pg_restore", () => {
  it('bring a Vitrine store back as the dump held it', async () => {
    const database = await createTestDatabase();
    const folder = await mkdtemp(join(tmpdir(), 'vitrine-pg-dump-'));
    const inTest = (line: string) => line.replaceAll(GUIDE_URL, `'${database.url}'`).replaceAll('/var/backups/vitrine', folder);
    try {
      const db = await openDatabase(database.url);
      await db.insertInto('submissions').values(submission('before-the-dump')).execute();
      const { dump, restore } = await guideLines();
      await sh('sh', ['-c', inTest(dump)]);
      const [file, ...others] = await readdir(folder);
      expect(others).toEqual([]);
      await db.insertInto('submissions').values(submission('after-the-dump')).execute();
      await db.destroy();
      // The guide's restore names a dated dump: the one just made.
      await sh('sh', ['-c', inTest(restore).replace(/\S+\.dump$/, join(folder, file as string))]);
      const back = await openDatabase(database.url);
      const keys = await back.selectFrom('submissions').select('idempotency_key').execute();
      await back.destroy();
      expect(keys.map((k) => k.idempotency_key)).toEqual(['before-the-dump']);
    } finally {
      await database.drop();
    }
  });
});
