import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  ALERT_CONFIRM_WITHIN_MS,
  ALERT_FORGET_LEFT_AFTER_MS,
  type AlertCriteria,
  type AlertFrequency,
  type AlertKey,
  type AlertState,
  type AlertView,
  alertCriteriaSchema,
  isLanguage,
} from '../../schema/index.js';
import type { AlertsTable, Tables } from '../db/tables.js';
import { tokenHash } from '../db/token-hash.js';
import { maskEmail } from './mask-email.js';

// The alerts table (server/db/tables.ts): each change is one conditional UPDATE, so that two requests
// (a double click, the page and a mail client's one-click) or two processes never undo each other.
// An alert's links carry tokens the store knows by their hashes only (alert_tokens). Plain SQL that
// PostgreSQL runs too.

export type Store = Kysely<Tables> | Transaction<Tables>;
export type AlertRow = Selectable<AlertsTable>;

export interface NewAlert {
  email: string;
  language: string;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  token: string;
  listUrl?: string;
  submissionId: number;
}

export async function insertAlert(db: Store, alert: NewAlert, now: Date): Promise<number> {
  const { id } = await db
    .insertInto('alerts')
    .values({
      email: alert.email.trim().toLowerCase(),
      language: alert.language,
      criteria: JSON.stringify(alert.criteria),
      frequency: alert.frequency,
      list_url: alert.listUrl ?? null,
      created_at: now.toISOString(),
      submission_id: alert.submissionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addAlertToken(db, id, alert.token, now);
  return id;
}

/** One more token that opens the alert's links (an e-mail's own): its hash is kept, never the token. */
export async function addAlertToken(db: Store, alertId: number, token: string, now: Date): Promise<void> {
  await db
    .insertInto('alert_tokens')
    .values({ token_hash: tokenHash(token), alert_id: alertId, created_at: now.toISOString() })
    .execute();
}

/** The alerts whose link carries this token (at most one: a token is 144 random bits). */
const alertsOfToken = (db: Store, token: string) =>
  db
    .selectFrom('alerts')
    .innerJoin('alert_tokens', 'alert_tokens.alert_id', 'alerts.id')
    .selectAll('alerts')
    .where('alert_tokens.token_hash', '=', tokenHash(token));

/** The alert the key names, when the token given is one of its links'. */
export async function alertByKey(db: Store, key: AlertKey): Promise<AlertRow | undefined> {
  return alertsOfToken(db, key.token).where('alerts.id', '=', key.alert).executeTakeFirst();
}

/** The alert of this address with this token (the unsubscribe form's e-mail and token). */
export async function alertByEmail(db: Store, email: string, token: string): Promise<AlertRow | undefined> {
  return alertsOfToken(db, token).where('alerts.email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** Confirms an unconfirmed alert still wanted; from now on it hears of what is published after `now`. */
export async function confirmAlert(db: Store, id: number, now: Date): Promise<void> {
  await db
    .updateTable('alerts')
    .set({ confirmed_at: now.toISOString(), handled_through: now.toISOString() })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

/** New criteria and frequency from the manage page; the list it was saved from no longer describes it. */
export async function updateAlert(
  db: Store,
  id: number,
  change: { criteria: AlertCriteria; frequency: AlertFrequency },
): Promise<boolean> {
  const result = await db
    .updateTable('alerts')
    .set({ criteria: JSON.stringify(change.criteria), frequency: change.frequency, list_url: null })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stops the alert (again is no change: the first time stands). */
export async function unsubscribeAlert(db: Store, id: number, now: Date): Promise<void> {
  await db
    .updateTable('alerts')
    .set({ unsubscribed_at: now.toISOString() })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

export function stateOf(row: Pick<AlertRow, 'confirmed_at' | 'unsubscribed_at'>): AlertState {
  if (row.unsubscribed_at !== null) return 'unsubscribed';
  return row.confirmed_at === null ? 'unconfirmed' : 'active';
}

/** The stored criteria (checked when stored; read through the schema all the same). */
export const criteriaOf = (row: Pick<AlertRow, 'criteria'>): AlertCriteria => alertCriteriaSchema.parse(JSON.parse(row.criteria));

/** What the alert page shows: the address partly hidden. */
export function alertView(row: AlertRow): AlertView {
  return {
    alert: row.id,
    state: stateOf(row),
    language: isLanguage(row.language) ? row.language : 'fr',
    email: maskEmail(row.email),
    criteria: criteriaOf(row),
    frequency: row.frequency as AlertFrequency,
  };
}

/**
 * Forgets what no longer serves (privacy): an alert not confirmed within ALERT_CONFIRM_WITHIN_MS
 * (nothing was ever sent to it), and a left one after ALERT_FORGET_LEFT_AFTER_MS (long enough to
 * answer a second click on its link). Returns how many went.
 */
export async function forgetStaleAlerts(db: Store, now: Date): Promise<number> {
  const unconfirmed = await db
    .deleteFrom('alerts')
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - ALERT_CONFIRM_WITHIN_MS).toISOString())
    .executeTakeFirst();
  const left = await db
    .deleteFrom('alerts')
    .where('unsubscribed_at', '<', new Date(now.getTime() - ALERT_FORGET_LEFT_AFTER_MS).toISOString())
    .executeTakeFirst();
  // Their tokens with them (no foreign key: SQLite enforces no cascade without its pragma).
  await db
    .deleteFrom('alert_tokens')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('alerts').select('alerts.id').whereRef('alerts.id', '=', 'alert_tokens.alert_id'))),
    )
    .execute();
  return Number(unconfirmed.numDeletedRows) + Number(left.numDeletedRows);
}
