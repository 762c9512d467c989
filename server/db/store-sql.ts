import { type ColumnDataType, type ColumnDefinitionBuilder, sql, type Transaction } from 'kysely';
import type { Engine } from './store-location.js';
import type { Tables } from './tables.js';

// The places where the store's SQL differs between SQLite and PostgreSQL; every query elsewhere is
// the same text for both (Kysely compiles its placeholders). JSON fields are read with `->>`, which
// SQLite (3.38+) and PostgreSQL both have, on a column PostgreSQL keeps as `json` (the text as sent).

export interface StoreSql {
  /** A table's own id: SQLite's rowid alias, PostgreSQL's identity column. */
  idColumn: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** A column of JSON text that queries read fields of (`payload ->> 'email'`). */
  jsonText: ColumnDataType;
  /**
   * Makes the transaction wait for any other transaction holding one of these keys, until it ends.
   * SQLite's write transactions run one at a time already (`begin immediate`); PostgreSQL's run side
   * by side at read committed, so a check that reads before it writes (the seats of a visit slot, a
   * friend's e-mails of the day) takes the keys of what it checks first.
   */
  serializeOn: (trx: Transaction<Tables>, keys: readonly string[]) => Promise<void>;
}

export const STORE_SQL: Record<Engine, StoreSql> = {
  sqlite: {
    idColumn: (column) => column.primaryKey().autoIncrement(),
    jsonText: 'text',
    serializeOn: async () => undefined,
  },
  postgres: {
    idColumn: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
    jsonText: 'json',
    async serializeOn(trx, keys) {
      // In one order, so that two units taking the same keys never wait for each other in a ring.
      for (const key of [...new Set(keys)].sort()) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      }
    },
  },
};

/** The key that makes two instances' migrations of one database run one after the other. */
export const MIGRATION_LOCK_KEY = 'vitrine:migrate';
