import type { Transaction } from 'kysely';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { tokenHash } from '../db/token-hash.js';
import { newToken } from '../owner/tokens.js';
import { STAFF_POLICY } from './policy.js';

// Staff sessions: the cookie carries a random token, the store its hash and the end of its life.

type Store = Db | Transaction<Tables>;

export async function openStaffSession(
  db: Store,
  staffId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_POLICY.sessionHours * 3_600_000);
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: tokenHash(token),
      staff_id: staffId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  // Ended sessions go as a new one starts: the table stays as small as the logged-in staff.
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).where('expires_at', '<=', now.toISOString()).execute();
  return { token, expiresAt };
}

/** The account id of a live session, or undefined. */
export async function sessionStaff(db: Store, token: string | undefined, now = new Date()): Promise<number | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom('staff_sessions')
    .select('staff_id')
    .where('token_hash', '=', tokenHash(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.staff_id;
}

export async function closeStaffSession(db: Store, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash(token)).execute();
}
