import { sql } from 'kysely';
import { VitrineError } from '../../pipeline/errors.js';
import type { Db } from './open-database.js';

/**
 * SQLite's own check of the file's structure (`pragma quick_check`, linear in the file's size): run at
 * start, so that `vitrine serve` refuses a damaged database in one sentence instead of failing on
 * some later visitor's form.
 */
export async function checkDatabase(db: Db, path: string): Promise<void> {
  const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
  // One line per problem, after a "*** in database main ***" heading: the sentence keeps the first few.
  const problems = rows
    .flatMap((row) => row.quick_check.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'ok' && !line.startsWith('***'));
  if (problems.length === 0) return;
  throw new VitrineError(
    'DATABASE_DAMAGED',
    `the database ${path} is damaged (quick_check: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''})`,
    'restore it from a backup, or move it away to start with an empty one',
  );
}
