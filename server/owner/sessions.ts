import type { Transaction } from 'kysely';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { OWNER_POLICY } from './policy.js';
import { newToken, tokenHash } from './tokens.js';

// Owner sessions: the cookie carries a random token, the store its hash and the end of its life.

type Store = Db | Transaction<Tables>;

export async function openSession(db: Store, ownerId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + OWNER_POLICY.sessionHours * 3_600_000);
  await db
    .insertInto('owner_sessions')
    .values({
      token_hash: tokenHash(token),
      owner_id: ownerId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  // Ended sessions of the owner go as a new one starts: the table stays as small as the logged-in owners.
  await db.deleteFrom('owner_sessions').where('owner_id', '=', ownerId).where('expires_at', '<=', now.toISOString()).execute();
  return { token, expiresAt };
}

/** The owner id of a live session, or undefined. */
export async function sessionOwner(db: Store, token: string | undefined, now = new Date()): Promise<number | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom('owner_sessions')
    .select('owner_id')
    .where('token_hash', '=', tokenHash(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.owner_id;
}

export async function closeSession(db: Store, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('owner_sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** After a new password: every session of the owner ends (a thief's too). */
export async function closeOwnerSessions(db: Store, ownerId: number): Promise<void> {
  await db.deleteFrom('owner_sessions').where('owner_id', '=', ownerId).execute();
}
