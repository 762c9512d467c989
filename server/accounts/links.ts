import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { tokenHash } from '../db/token-hash.js';
import { newToken } from '../owner/tokens.js';
import { ACCOUNT_TABLES, type AccountKind } from './kinds.js';

// One-time links of an account (an invitation, a password reset): the e-mail carries a random
// token, the store its SHA-256 only, with the end of its life and when it was used. One text of SQL
// for both kinds (kinds.ts names the tables), which SQLite and PostgreSQL both run.

type Store = Db | Transaction<Tables>;
/** 'second-factor' is a staff login's: its password accepted, its code still to come. */
export type LinkPurpose = 'invite' | 'reset' | 'second-factor';

const tablesOf = (kind: AccountKind) => {
  const t = ACCOUNT_TABLES[kind];
  return { links: sql.table(t.links), account: sql.ref(t.account) };
};

/** A new link's token, alive `lifetimeMs` from `now`. */
export async function createLink(
  db: Store,
  kind: AccountKind,
  accountId: number,
  purpose: LinkPurpose,
  lifetimeMs: number,
  now: Date,
): Promise<string> {
  const { links, account } = tablesOf(kind);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  await sql`insert into ${links} (token_hash, ${account}, purpose, created_at, expires_at, used_at)
    values (${tokenHash(token)}, ${accountId}, ${purpose}, ${now.toISOString()}, ${expiresAt}, null)`.execute(db);
  return token;
}

/** The links that choose a password: a second factor's login link never does. */
export type PasswordLink = 'invite' | 'reset';
export const PASSWORD_LINKS: readonly PasswordLink[] = ['invite', 'reset'];

/** The link's account and purpose while it is unused, not expired and of one of `purposes`; nothing is changed. */
export async function liveLink<P extends LinkPurpose = PasswordLink>(
  db: Store,
  kind: AccountKind,
  token: string,
  now: Date,
  purposes: readonly P[] = PASSWORD_LINKS as readonly P[],
): Promise<{ accountId: number; purpose: P } | undefined> {
  const { links, account } = tablesOf(kind);
  const { rows } = await sql<{ account_id: number; purpose: LinkPurpose }>`select ${account} as account_id, purpose from ${links}
    where token_hash = ${tokenHash(token)} and used_at is null and expires_at > ${now.toISOString()}`.execute(db);
  const row = rows[0];
  const purpose = row?.purpose as P | undefined;
  return row && purpose && purposes.includes(purpose) ? { accountId: Number(row.account_id), purpose } : undefined;
}

/**
 * Uses the link once: the update takes it only while unused and unexpired, so two requests with the
 * same link cannot both set a password. Returns the account's id, or undefined.
 */
export async function useLink(
  db: Store,
  kind: AccountKind,
  token: string,
  now: Date,
  purposes: readonly LinkPurpose[] = PASSWORD_LINKS,
): Promise<number | undefined> {
  const link = await liveLink(db, kind, token, now, purposes);
  if (!link) return undefined;
  const { links } = tablesOf(kind);
  const used = await sql`update ${links} set used_at = ${now.toISOString()}
    where token_hash = ${tokenHash(token)} and used_at is null`.execute(db);
  return Number(used.numAffectedRows) === 1 ? link.accountId : undefined;
}

/** Links of `purpose` made for the account since `since` (the resets' limit per hour). */
export async function linksSince(
  db: Store,
  kind: AccountKind,
  accountId: number,
  purpose: LinkPurpose,
  since: Date,
): Promise<number> {
  const { links, account } = tablesOf(kind);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${links}
    where ${account} = ${accountId} and purpose = ${purpose} and created_at >= ${since.toISOString()}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Every unused link of the account is void (a password was chosen). */
export async function voidLinks(db: Store, kind: AccountKind, accountId: number): Promise<void> {
  const { links, account } = tablesOf(kind);
  await sql`delete from ${links} where ${account} = ${accountId} and used_at is null`.execute(db);
}
