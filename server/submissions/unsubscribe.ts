import { type Kysely, sql, type Transaction } from 'kysely';
import { alertByEmail, unsubscribeAlert } from '../alerts/store.js';
import type { Tables } from '../db/tables.js';

// The unsubscribe form (§1 demand register with unsubscribe): an address and a token. Ours when the
// alerts table has an alert of that address with that token; leaving it stops the alert in the
// submission's own transaction.

type Store = Kysely<Tables> | Transaction<Tables>;

/**
 * A demand register stored before the alerts table (its token only in the submission's payload):
 * the link of its receipt still unsubscribes until the submission is purged. Every store of that time
 * was SQLite's; a store made since has no such submission.
 */
async function isLegacyAlert(db: Store, email: string, token: string): Promise<boolean> {
  const alert = await db
    .selectFrom('submissions')
    .select('id')
    .where('kind', '=', 'demand-register')
    .where(sql<string>`lower(payload ->> 'email')`, '=', email.trim().toLowerCase())
    .where(sql<string>`payload ->> 'unsubscribeToken'`, '=', token)
    .executeTakeFirst();
  return alert !== undefined;
}

/** Whether this address was given this token for one of our search alerts. */
export async function isOwnAlert(db: Store, email: string, token: string): Promise<boolean> {
  return (await alertByEmail(db, email, token)) !== undefined || (await isLegacyAlert(db, email, token));
}

/** Stops our alert of this address and token (in the caller's transaction); false when they name none of ours. */
export async function leaveOwnAlert(db: Store, email: string, token: string, now: Date): Promise<boolean> {
  const alert = await alertByEmail(db, email, token);
  if (alert) await unsubscribeAlert(db, alert.id, now);
  return alert !== undefined || (await isLegacyAlert(db, email, token));
}

/** The link of an alert's e-mails: the unsubscribe page with the address and the token. */
export const unsubscribeLink = (siteUrl: string, path: string, email: string, token: string) =>
  `${siteUrl}${path}?${new URLSearchParams({ email, token })}`;
