import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Tables } from '../db/tables.js';

// The search alert's unsubscribe link (§1 demand register with unsubscribe): a random token kept
// with the alert's submission; the link's address and token must name one of our alerts.

/** 144 random bits, URL-safe. */
export const newUnsubscribeToken = () => randomBytes(18).toString('base64url');

/** Whether a search alert of this address was given this token. */
export async function isOwnAlert(db: Kysely<Tables> | Transaction<Tables>, email: string, token: string): Promise<boolean> {
  const alert = await db
    .selectFrom('submissions')
    .select('id')
    .where('kind', '=', 'demand-register')
    .where(sql<string>`lower(json_extract(payload, '$.email'))`, '=', email.trim().toLowerCase())
    .where(sql<string>`json_extract(payload, '$.unsubscribeToken')`, '=', token)
    .executeTakeFirst();
  return alert !== undefined;
}

/** The link of an alert's e-mails: the unsubscribe page with the address and the token. */
export const unsubscribeLink = (siteUrl: string, path: string, email: string, token: string) =>
  `${siteUrl}${path}?${new URLSearchParams({ email, token })}`;
