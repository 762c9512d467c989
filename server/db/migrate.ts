import { sql, type Transaction } from 'kysely';
import { recountTotals } from './page-view-counts.js';
import type { Engine } from './store-location.js';
import { STORE_SQL, type StoreSql } from './store-sql.js';
import type { Tables } from './tables.js';
import { tokenHash } from './token-hash.js';

// The store's tables, made when missing, the same for SQLite and PostgreSQL but for the id and JSON
// columns (store-sql.ts). Existing installs keep their tables: a column added later is added only
// where the table lacks it (SQLite has no `add column if not exists`; PostgreSQL's would do, but one
// way for both keeps the migrations alike). Property ids are bigint: a partner feed's digest ids
// reach 2^48 (sources/kyero), past PostgreSQL's integer; SQLite's integer holds them either way.

type Db = Transaction<Tables>;

export async function migrate(db: Db, engine: Engine): Promise<void> {
  const store = STORE_SQL[engine];
  await db.schema
    .createTable('submissions')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('payload', store.jsonText, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('property_id', 'bigint')
    .execute();
  await db.schema
    .createTable('outbox')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
  await db.schema
    .createTable('bookings')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('property_id', 'bigint', (c) => c.notNull())
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
    .createTable('page_view_days')
    .ifNotExists()
    .addColumn('property_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_days_key', ['property_id', 'day', 'source'])
    .execute();
  await foldPageViews(db);
  const hadTotals = (await db.introspection.getTables()).some((t) => t.name === 'page_view_totals');
  await db.schema
    .createTable('page_view_totals')
    .ifNotExists()
    .addColumn('property_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_totals_key', ['property_id', 'source'])
    .execute();
  if (!hadTotals) await recountTotals(db);
  await db.schema.createIndex('bookings_slot').ifNotExists().on('bookings').columns(['property_id', 'slot_id']).execute();
  await migrateBookings(db);
  await addMissingColumn(db, 'outbox', 'claimed_until', 'text');
  if (await addMissingColumn(db, 'submissions', 'property_id', 'integer')) {
    // Submissions stored before the column: their property from the payload (only SQLite stores had them).
    await sql`update submissions set property_id = cast(payload ->> 'propertyId' as integer)`.execute(db);
  }
  await db.schema.createIndex('submissions_property').ifNotExists().on('submissions').columns(['property_id', 'kind']).execute();
  await migrateOwners(db, store);
  await migrateStaff(db, store);
  await migrateAlerts(db, store);
  await migrateSharedState(db);
  await db.schema.createIndex('captcha_used_at').ifNotExists().on('captcha_used').column('used_at').execute();
  await db.schema
    .createTable('recipient_mails')
    .ifNotExists()
    .addColumn('recipient_hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipient_mails_recipient')
    .ifNotExists()
    .on('recipient_mails')
    .columns(['recipient_hash', 'created_at'])
    .execute();
}

/** Adds the column where the table lacks it; true when it did. */
async function addMissingColumn(
  db: Db,
  table: 'outbox' | 'submissions',
  column: string,
  type: 'text' | 'integer',
): Promise<boolean> {
  const tables = await db.introspection.getTables();
  const known = tables.find((t) => t.name === table)?.columns.some((c) => c.name === column);
  if (!known) await db.schema.alterTable(table).addColumn(column, type).execute();
  return !known;
}

/**
 * Bookings hold their seat until confirmed (finding 3): their state, the hold's end, their links'
 * token hashes and the visitor's hash. The rows already there were booked under the old rule
 * (confirmed at once): the status column's default makes them confirmed, as it is added.
 */
async function migrateBookings(db: Db): Promise<void> {
  const columns = (await db.introspection.getTables()).find((t) => t.name === 'bookings')?.columns.map((c) => c.name) ?? [];
  if (!columns.includes('status'))
    await db.schema
      .alterTable('bookings')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed'))
      .execute();
  for (const column of ['held_until', 'visitor_token_hash', 'agency_token_hash', 'visitor_hash', 'settled_at'])
    if (!columns.includes(column)) await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
  // A visitor's held bookings are counted at each booking.
  await db.schema.createIndex('bookings_visitor').ifNotExists().on('bookings').columns(['visitor_hash', 'status']).execute();
}

/**
 * Stores older than the per-day counts kept a row per view (page_views): they are counted into
 * page_view_days (by UTC day: the time zone was not kept) and the old table goes.
 */
async function foldPageViews(db: Db): Promise<void> {
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === 'page_views')) return;
  await sql`insert into page_view_days (property_id, day, source, views)
    select coalesce(property_id, ''), substr(viewed_at, 1, 10), referrer, count(*) from page_views
    group by coalesce(property_id, ''), substr(viewed_at, 1, 10), referrer`.execute(db);
  await db.schema.dropTable('page_views').execute();
}

/** Search alerts that we send (issue 17): one row per alert, its state in its timestamps. */
async function migrateAlerts(db: Db, store: StoreSql): Promise<void> {
  await db.schema
    .createTable('alerts')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('list_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('handled_through', 'text')
    .addColumn('last_mail_at', 'text')
    .addColumn('submission_id', 'integer')
    .execute();
  // The unsubscribe form finds an alert by its address; the housekeeping by its age.
  await db.schema.createIndex('alerts_email').ifNotExists().on('alerts').column('email').execute();
  await db.schema.createIndex('alerts_created').ifNotExists().on('alerts').column('created_at').execute();
  await db.schema
    .createTable('alert_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alert_tokens_alert').ifNotExists().on('alert_tokens').column('alert_id').execute();
  await hashAlertTokens(db);
}

/**
 * Stores made before the tokens were hashed kept each alert's token in clear (alerts.token): its hash
 * joins alert_tokens, so every link already mailed keeps working, and the clear column goes.
 */
async function hashAlertTokens(db: Db): Promise<void> {
  const alerts = (await db.introspection.getTables()).find((t) => t.name === 'alerts');
  if (!alerts?.columns.some((c) => c.name === 'token')) return;
  const rows = await sql<{ id: number; token: string; created_at: string }>`select id, token, created_at from alerts`.execute(db);
  for (const row of rows.rows) {
    await db
      .insertInto('alert_tokens')
      .values({ token_hash: tokenHash(row.token), alert_id: row.id, created_at: row.created_at })
      .onConflict((c) => c.doNothing())
      .execute();
  }
  await db.schema.alterTable('alerts').dropColumn('token').execute();
}

/** The owner portal's tables (§1): accounts, their properties, sessions, one-time links, failed logins. */
async function migrateOwners(db: Db, store: StoreSql): Promise<void> {
  await db.schema
    .createTable('owners')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('back_office_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('owner_properties')
    .ifNotExists()
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('property_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_properties_key', ['owner_id', 'property_id'])
    .execute();
  await db.schema
    .createTable('owner_sessions')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('owner_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('login_throttle')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}

/** The staff's tables (issue 45): accounts, sessions, one-time links, and the audit log. */
async function migrateStaff(db: Db, store: StoreSql): Promise<void> {
  await db.schema
    .createTable('staff')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('audit_log')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('detail', store.jsonText, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').ifNotExists().on('audit_log').column('at').execute();
  await db.schema
    .createTable('content_versions')
    .ifNotExists()
    .addColumn('id', 'integer', store.idColumn)
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_versions_file').ifNotExists().on('content_versions').columns(['file', 'id']).execute();
}

/**
 * What several server instances share besides visitors' data: the keys made once by the first
 * instance (the captcha's), and the rate limits' counts per window (server/api/shared-window.ts).
 */
async function migrateSharedState(db: Db): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window').ifNotExists().on('rate_limits').column('window_start').execute();
}
