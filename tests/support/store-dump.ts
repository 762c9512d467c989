import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../server/db/open-database.js';

// What someone who reads the database (a backup, a stolen disk, a curious operator) can read, and
// the moment the outbox has nothing left to send.

/** Every row of every table of the store, as text. */
export async function storeText(db: Db): Promise<string> {
  const tables = await db.introspection.getTables();
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    parts.push(`${table.name}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

/** Resolves once every delivery is recorded as delivered (a delivered e-mail's secrets leave its payload in that record). */
export async function outboxDrained(db: Db): Promise<void> {
  await expect
    .poll(async () => (await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).length)
    .toBe(0);
}
