import type { Transaction } from 'kysely';
import type { Language, StaffRole } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { tokenHash } from '../db/token-hash.js';
import { newToken } from '../owner/tokens.js';
import { STAFF_POLICY } from './policy.js';

// The staff accounts in the server's store (issue 45): who they are, their role, their one-time
// links. Queries through Kysely in SQL that PostgreSQL runs too, as the owners' (server/owner/accounts.ts).

type Store = Db | Transaction<Tables>;

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  language: Language;
  role: StaffRole;
  passwordHash: string | null;
  /** The second factor's secret, once set up. */
  totpSecret: string | null;
  createdAt: string;
}

const COLUMNS = ['id', 'email', 'name', 'language', 'role', 'password_hash', 'totp_secret', 'created_at'] as const;
type Row = Pick<Tables['staff'], Exclude<(typeof COLUMNS)[number], 'id'>> & { id: number };
const memberOf = (row: Row): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  language: row.language as Language,
  role: row.role,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  createdAt: row.created_at,
});

export async function staffByEmail(db: Store, email: string): Promise<StaffMember | undefined> {
  const row = await db.selectFrom('staff').select(COLUMNS).where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row && memberOf(row);
}

export async function staffById(db: Store, id: number): Promise<StaffMember | undefined> {
  const row = await db.selectFrom('staff').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && memberOf(row);
}

export const listStaff = async (db: Store): Promise<StaffMember[]> =>
  (await db.selectFrom('staff').select(COLUMNS).orderBy('email').execute()).map(memberOf);

export interface StaffDetails {
  email: string;
  role: StaffRole;
  name?: string;
  language?: Language;
  /** A new account's language when none is given (the site's default). */
  defaultLanguage: Language;
}

/** The account after an invitation, and its role before when it existed (the role, name and language given are set). */
export interface SavedStaff {
  member: StaffMember;
  before?: StaffMember;
}

/** Creates the account, or sets the role, name and language given on the existing one. */
export async function saveStaff(db: Store, details: StaffDetails, now = new Date()): Promise<SavedStaff> {
  const email = details.email.toLowerCase();
  const before = await staffByEmail(db, email);
  if (before) {
    await db
      .updateTable('staff')
      .set({
        role: details.role,
        ...(details.name !== undefined && { name: details.name }),
        ...(details.language !== undefined && { language: details.language }),
      })
      .where('id', '=', before.id)
      .execute();
    return { member: (await staffById(db, before.id)) as StaffMember, before };
  }
  const { id } = await db
    .insertInto('staff')
    .values({
      email,
      name: details.name ?? '',
      language: details.language ?? details.defaultLanguage,
      role: details.role,
      password_hash: null,
      totp_secret: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { member: (await staffById(db, id)) as StaffMember };
}

/**
 * Removes the account with its sessions and links (explicitly: SQLite enforces no cascade without
 * its foreign-key pragma). The removed account, or undefined when there was none.
 */
export async function removeStaff(db: Store, email: string): Promise<StaffMember | undefined> {
  const member = await staffByEmail(db, email);
  if (!member) return undefined;
  for (const table of ['staff_sessions', 'staff_tokens'] as const)
    await db.deleteFrom(table).where('staff_id', '=', member.id).execute();
  await db.deleteFrom('staff').where('id', '=', member.id).execute();
  return member;
}

export type StaffLinkPurpose = 'invite' | 'reset';

/** A one-time link's token: invitations last days, resets minutes (policy.ts). */
export async function createStaffLink(db: Store, staffId: number, purpose: StaffLinkPurpose, now = new Date()): Promise<string> {
  const token = newToken();
  const lifetime = purpose === 'invite' ? STAFF_POLICY.inviteDays * 86_400_000 : STAFF_POLICY.resetMinutes * 60_000;
  await db
    .insertInto('staff_tokens')
    .values({
      token_hash: tokenHash(token),
      staff_id: staffId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Reset links made for the account since `since` (the per-hour limit). */
export async function staffResetsSince(db: Store, staffId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('staff_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('purpose', '=', 'reset')
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The link's account and purpose while it is unused and not expired; nothing is changed. */
export const staffLinkOf = (db: Store, token: string, now = new Date()) =>
  db
    .selectFrom('staff_tokens')
    .select(['staff_id', 'purpose'])
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();

/** Uses the link once (two requests with it cannot both set a password): the account's id, or undefined. */
export async function useStaffLink(db: Store, token: string, now = new Date()): Promise<number | undefined> {
  const link = await staffLinkOf(db, token, now);
  if (!link) return undefined;
  const used = await db
    .updateTable('staff_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? link.staff_id : undefined;
}

/** The new password; every other link of the account is void, and every session ends (a thief's too). */
export async function setStaffPassword(db: Store, staffId: number, passwordHash: string): Promise<void> {
  await db.updateTable('staff').set({ password_hash: passwordHash }).where('id', '=', staffId).execute();
  await db.deleteFrom('staff_tokens').where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}
