import type { Db } from './open-database.js';

// The store's tables, made when missing. Existing installs keep their tables: a column added later
// is added only where the table lacks it (SQLite has no `add column if not exists`; PostgreSQL's
// would do, but one way for both keeps the migrations alike).

export async function migrate(db: Db): Promise<void> {
  await db.schema
    .createTable('submissions')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('outbox')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
  await db.schema
    .createTable('bookings')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('property_id', 'integer', (c) => c.notNull())
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('captcha_used')
    .ifNotExists()
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('page_views')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_views_property')
    .ifNotExists()
    .on('page_views')
    .columns(['property_id', 'viewed_at'])
    .execute();
  await db.schema.createIndex('bookings_slot').ifNotExists().on('bookings').columns(['property_id', 'slot_id']).execute();
  await addMissingColumn(db, 'outbox', 'claimed_until', 'text');
  await db.schema.createIndex('captcha_used_at').ifNotExists().on('captcha_used').column('used_at').execute();
}

async function addMissingColumn(db: Db, table: 'outbox', column: string, type: 'text'): Promise<void> {
  const tables = await db.introspection.getTables();
  const known = tables.find((t) => t.name === table)?.columns.some((c) => c.name === column);
  if (!known) await db.schema.alterTable(table).addColumn(column, type).execute();
}
