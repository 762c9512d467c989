import { sql } from 'kysely';
import type { Db } from '../../server/db/open-database.js';

// Everything the store holds, as text: every row of every table. What someone who reads the database
// (a backup, a stolen disk, a curious operator) can read.

export async function storeText(db: Db): Promise<string> {
  const tables = await db.introspection.getTables();
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    parts.push(`${table.name}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}
