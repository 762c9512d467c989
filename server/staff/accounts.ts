import type { Transaction } from 'kysely';
import type { Language, StaffRole } from '../../schema/index.js';
import { createLink, type LinkPurpose, linksSince, liveLink, useLink, voidLinks } from '../accounts/links.js';
import { closeAccountSessions } from '../accounts/sessions.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
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
  /** The secret being set up, until a code of it confirms it. */
  totpPendingSecret: string | null;
  /** The step of the last code accepted (server/staff/second-factor.ts). */
  totpLastStep: number | null;
  createdAt: string;
}

const COLUMNS = [
  'id',
  'email',
  'name',
  'language',
  'role',
  'password_hash',
  'totp_secret',
  'totp_pending_secret',
  'totp_last_step',
  'created_at',
] as const;
type Row = Pick<Tables['staff'], Exclude<(typeof COLUMNS)[number], 'id'>> & { id: number };
const memberOf = (row: Row): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  language: row.language as Language,
  role: row.role,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpPendingSecret: row.totp_pending_secret,
  totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
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
      totp_pending_secret: null,
      totp_last_step: null,
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

const lifetimeOf = (purpose: LinkPurpose) =>
  purpose === 'invite' ? STAFF_POLICY.inviteDays * 86_400_000 : STAFF_POLICY.resetMinutes * 60_000;

/** A one-time link's token (server/accounts/links.ts): invitations last days, resets minutes (policy.ts). */
export const createStaffLink = (db: Store, staffId: number, purpose: LinkPurpose, now = new Date()): Promise<string> =>
  createLink(db, 'staff', staffId, purpose, lifetimeOf(purpose), now);

/** Reset links made for the account since `since` (the per-hour limit). */
export const staffResetsSince = (db: Store, staffId: number, since: Date): Promise<number> =>
  linksSince(db, 'staff', staffId, 'reset', since);

/** The link's account and purpose while it is unused and not expired; nothing is changed. */
export const staffLinkOf = (db: Store, token: string, now = new Date()) => liveLink(db, 'staff', token, now);

/** Uses the link once (two requests with it cannot both set a password): the account's id, or undefined. */
export const useStaffLink = (db: Store, token: string, now = new Date()): Promise<number | undefined> =>
  useLink(db, 'staff', token, now);

/** The new password; every other link of the account is void, and every session ends (a thief's too). */
export async function setStaffPassword(db: Store, staffId: number, passwordHash: string): Promise<void> {
  await db.updateTable('staff').set({ password_hash: passwordHash }).where('id', '=', staffId).execute();
  await voidLinks(db, 'staff', staffId);
  await closeAccountSessions(db, 'staff', staffId);
}

/** An admin must have a second factor before anything else (issue 45); an editor may. */
export const needsSecondFactor = (member: StaffMember): boolean => member.role === 'admin' && member.totpSecret === null;

/** The secret shown to set up the second factor: kept until a code of it confirms it. */
export async function setPendingSecret(db: Store, staffId: number, secret: string): Promise<void> {
  await db.updateTable('staff').set({ totp_pending_secret: secret }).where('id', '=', staffId).execute();
}

/** The pending secret becomes the account's second factor, its first code's step taken. */
export async function confirmSecondFactor(db: Store, staffId: number, secret: string, step: number): Promise<boolean> {
  const done = await db
    .updateTable('staff')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_pending_secret', '=', secret)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Takes a code's step once: false when this step or a later one was taken already (two requests with one code). */
export async function acceptCodeStep(db: Store, staffId: number, step: number): Promise<boolean> {
  const done = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The second factor is gone (a lost phone, from the terminal): set up again at the next login; every session ends. */
export async function clearSecondFactor(db: Store, staffId: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where('id', '=', staffId)
    .execute();
  await closeAccountSessions(db, 'staff', staffId);
}
