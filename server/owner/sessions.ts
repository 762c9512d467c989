import type { Transaction } from 'kysely';
import { closeAccountSession, closeAccountSessions, openAccountSession, sessionAccount } from '../accounts/sessions.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { OWNER_POLICY } from './policy.js';

// Owner sessions (server/accounts/sessions.ts): a session lasts the policy's hours.

type Store = Db | Transaction<Tables>;

export const openSession = (db: Store, ownerId: number, now = new Date()) =>
  openAccountSession(db, 'owner', ownerId, OWNER_POLICY.sessionHours * 3_600_000, now);

/** The owner id of a live session, or undefined. */
export const sessionOwner = (db: Store, token: string | undefined, now = new Date()) => sessionAccount(db, 'owner', token, now);

export const closeSession = (db: Store, token: string | undefined) => closeAccountSession(db, 'owner', token);

/** After a new password: every session of the owner ends (a thief's too). */
export const closeOwnerSessions = (db: Store, ownerId: number) => closeAccountSessions(db, 'owner', ownerId);
