import type { Transaction } from 'kysely';
import { closeAccountSession, openAccountSession, sessionAccount } from '../accounts/sessions.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { STAFF_POLICY } from './policy.js';

// Staff sessions (server/accounts/sessions.ts): a session lasts the policy's hours.

type Store = Db | Transaction<Tables>;

export const openStaffSession = (db: Store, staffId: number, now = new Date()) =>
  openAccountSession(db, 'staff', staffId, STAFF_POLICY.sessionHours * 3_600_000, now);

/** The account id of a live session, or undefined. */
export const sessionStaff = (db: Store, token: string | undefined, now = new Date()) => sessionAccount(db, 'staff', token, now);

export const closeStaffSession = (db: Store, token: string | undefined) => closeAccountSession(db, 'staff', token);
