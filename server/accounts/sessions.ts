import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { tokenHash } from '../db/token-hash.js';
import { newToken } from '../owner/tokens.js';
import { ACCOUNT_TABLES, type AccountKind } from './kinds.js';

// An account's sessions: the cookie carries a random token, the store its hash and the end of its
// life (a stolen database opens no session). One text of SQL for both kinds (kinds.ts).

type Store = Db | Transaction<Tables>;

const tablesOf = (kind: AccountKind) => {
  const t = ACCOUNT_TABLES[kind];
  return { sessions: sql.table(t.sessions), account: sql.ref(t.account) };
};

export async function openAccountSession(
  db: Store,
  kind: AccountKind,
  accountId: number,
  lifetimeMs: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { sessions, account } = tablesOf(kind);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await sql`insert into ${sessions} (token_hash, ${account}, created_at, expires_at)
    values (${tokenHash(token)}, ${accountId}, ${now.toISOString()}, ${expiresAt.toISOString()})`.execute(db);
  // Ended sessions of the account go as a new one starts: the table stays as small as the logged-in accounts.
  await sql`delete from ${sessions} where ${account} = ${accountId} and expires_at <= ${now.toISOString()}`.execute(db);
  return { token, expiresAt };
}

/** The account id of a live session, or undefined. */
export async function sessionAccount(
  db: Store,
  kind: AccountKind,
  token: string | undefined,
  now: Date,
): Promise<number | undefined> {
  if (!token || token.length > 100) return undefined;
  const { sessions, account } = tablesOf(kind);
  const { rows } = await sql<{ account_id: number }>`select ${account} as account_id from ${sessions}
    where token_hash = ${tokenHash(token)} and expires_at > ${now.toISOString()}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].account_id);
}

export async function closeAccountSession(db: Store, kind: AccountKind, token: string | undefined): Promise<void> {
  if (token) await sql`delete from ${tablesOf(kind).sessions} where token_hash = ${tokenHash(token)}`.execute(db);
}

/** Every session of the account ends (a new password: a thief's too). */
export async function closeAccountSessions(db: Store, kind: AccountKind, accountId: number): Promise<void> {
  const { sessions, account } = tablesOf(kind);
  await sql`delete from ${sessions} where ${account} = ${accountId}`.execute(db);
}
