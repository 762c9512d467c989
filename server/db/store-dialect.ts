import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

// Kysely's SQLite dialect with write transactions: `begin immediate` takes the write lock at the
// start (waiting up to the busy timeout), so a transaction never fails halfway on a lock another
// process holds; a deferred `begin` would meet it at its first write, with no wait in WAL mode
// when another writer committed since the transaction's first read (SQLITE_BUSY_SNAPSHOT).

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class SqliteStoreDialect extends SqliteDialect {
  constructor(private readonly config: SqliteDialectConfig) {
    super(config);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
  }
}
