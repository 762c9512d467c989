import type { Transaction } from 'kysely';
import type { Language } from '../../schema/index.js';
import { createLink, type LinkPurpose, linksSince, liveLink, useLink, voidLinks } from '../accounts/links.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { OWNER_POLICY } from './policy.js';

// Owner accounts in the server's store (§1 owner portal): who they are, which properties they
// own, and their one-time links. Queries through Kysely in SQL that PostgreSQL runs too.

type Store = Db | Transaction<Tables>;

export interface Owner {
  id: number;
  email: string;
  name: string;
  language: Language;
  passwordHash: string | null;
  backOfficeId: number | null;
}

const OWNER_COLUMNS = ['id', 'email', 'name', 'language', 'password_hash', 'back_office_id'] as const;
type OwnerRow = {
  id: number;
  email: string;
  name: string;
  language: string;
  password_hash: string | null;
  back_office_id: number | null;
};
const ownerOf = (row: OwnerRow): Owner => ({
  id: row.id,
  email: row.email,
  name: row.name,
  language: row.language as Language,
  passwordHash: row.password_hash,
  backOfficeId: row.back_office_id,
});

export async function ownerByEmail(db: Store, email: string): Promise<Owner | undefined> {
  const row = await db.selectFrom('owners').select(OWNER_COLUMNS).where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row && ownerOf(row);
}

export async function ownerById(db: Store, id: number): Promise<Owner | undefined> {
  const row = await db.selectFrom('owners').select(OWNER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && ownerOf(row);
}

export interface OwnerDetails {
  email: string;
  name?: string;
  language?: Language;
  /** A new owner's language when none is given (the site's default). */
  defaultLanguage?: Language;
  /** Added to the owner's properties (none removed). */
  propertyIds: readonly number[];
  backOfficeId?: number;
}

/** Creates the owner, or updates the name and language given and adds the properties. */
export async function saveOwner(db: Store, details: OwnerDetails, now = new Date()): Promise<Owner> {
  const email = details.email.toLowerCase();
  const known = await ownerByEmail(db, email);
  let id: number;
  if (known) {
    id = known.id;
    const changes = {
      ...(details.name !== undefined && { name: details.name }),
      ...(details.language !== undefined && { language: details.language }),
      ...(details.backOfficeId !== undefined && { back_office_id: details.backOfficeId }),
    };
    if (Object.keys(changes).length > 0) await db.updateTable('owners').set(changes).where('id', '=', id).execute();
  } else {
    const row = await db
      .insertInto('owners')
      .values({
        email,
        name: details.name ?? '',
        language: details.language ?? details.defaultLanguage ?? 'fr',
        password_hash: null,
        back_office_id: details.backOfficeId ?? null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  if (details.propertyIds.length > 0) {
    await db
      .insertInto('owner_properties')
      .values(details.propertyIds.map((property_id) => ({ owner_id: id, property_id })))
      .onConflict((c) => c.columns(['owner_id', 'property_id']).doNothing())
      .execute();
  }
  return (await ownerById(db, id)) as Owner;
}

export async function propertiesOf(db: Store, ownerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('owner_properties')
    .select('property_id')
    .where('owner_id', '=', ownerId)
    .orderBy('property_id')
    .execute();
  return rows.map((r) => r.property_id);
}

export interface OwnerListing extends Owner {
  propertyIds: number[];
  createdAt: string;
}

export async function listOwners(db: Store): Promise<OwnerListing[]> {
  const owners = await db
    .selectFrom('owners')
    .select([...OWNER_COLUMNS, 'created_at'])
    .orderBy('email')
    .execute();
  const links = await db.selectFrom('owner_properties').select(['owner_id', 'property_id']).orderBy('property_id').execute();
  return owners.map((row) => ({
    ...ownerOf(row),
    createdAt: row.created_at,
    propertyIds: links.filter((l) => l.owner_id === row.id).map((l) => l.property_id),
  }));
}

/**
 * Removes the owner with sessions and links (explicitly: SQLite enforces no cascade without its
 * foreign-key pragma), or only the properties given. False when no such owner.
 */
export async function removeOwner(db: Store, email: string, propertyIds: readonly number[] = []): Promise<boolean> {
  const owner = await ownerByEmail(db, email);
  if (!owner) return false;
  if (propertyIds.length > 0) {
    await db.deleteFrom('owner_properties').where('owner_id', '=', owner.id).where('property_id', 'in', propertyIds).execute();
    return true;
  }
  for (const table of ['owner_properties', 'owner_sessions', 'owner_tokens'] as const)
    await db.deleteFrom(table).where('owner_id', '=', owner.id).execute();
  await db.deleteFrom('owners').where('id', '=', owner.id).execute();
  return true;
}

export type { LinkPurpose } from '../accounts/links.js';

const lifetimeOf = (purpose: LinkPurpose) =>
  purpose === 'invite' ? OWNER_POLICY.inviteDays * 86_400_000 : OWNER_POLICY.resetMinutes * 60_000;

/** A one-time link's token (server/accounts/links.ts): invitations last days, resets minutes (policy.ts). */
export const createLinkToken = (db: Store, ownerId: number, purpose: LinkPurpose, now = new Date()): Promise<string> =>
  createLink(db, 'owner', ownerId, purpose, lifetimeOf(purpose), now);

/** Reset links made for the owner since `since` (the per-hour limit). */
export const resetsSince = (db: Store, ownerId: number, since: Date): Promise<number> =>
  linksSince(db, 'owner', ownerId, 'reset', since);

/** The link's purpose while it is unused and not expired; nothing is changed. */
export const linkOf = (db: Store, token: string, now = new Date()) => liveLink(db, 'owner', token, now);

/** Uses the link once: the owner's id, or undefined (two requests with one link cannot both set a password). */
export const useLinkToken = (db: Store, token: string, now = new Date()): Promise<number | undefined> =>
  useLink(db, 'owner', token, now);

export async function setPasswordHash(db: Store, ownerId: number, passwordHash: string): Promise<void> {
  await db.updateTable('owners').set({ password_hash: passwordHash }).where('id', '=', ownerId).execute();
  // Every earlier link of the owner is void once a password is chosen.
  await voidLinks(db, 'owner', ownerId);
}
