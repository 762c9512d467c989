import type { Transaction } from 'kysely';
import type { Db } from '../../db/open-database.js';
import type { Tables } from '../../db/tables.js';
import type { EditableFile } from './content-files.js';

// The versions of the content files (issue 45): every save keeps the file's whole new text, and the
// text it replaced when no version has it yet (the file as the repository had it, or a developer's
// edit since), so any earlier text can be put back.

type Store = Db | Transaction<Tables>;

/** Who a text found on disk is from: nobody of /admin/. */
export const ON_DISK = 'the file on disk';

export interface ContentVersion {
  id: number;
  file: EditableFile;
  savedAt: string;
  actor: string;
  summary: string;
  digest: string;
}

export async function latestDigest(db: Store, file: EditableFile): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_versions')
    .select('digest')
    .where('file', '=', file)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.digest;
}

export async function keepVersion(
  db: Store,
  version: { file: EditableFile; actor: string; summary: string; digest: string; text: string },
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('content_versions')
    .values({ ...version, saved_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The file's versions, newest first. */
export async function versionsOf(db: Store, file: EditableFile, limit = 100): Promise<ContentVersion[]> {
  const rows = await db
    .selectFrom('content_versions')
    .select(['id', 'file', 'saved_at', 'actor', 'summary', 'digest'])
    .where('file', '=', file)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    file: r.file as EditableFile,
    savedAt: r.saved_at,
    actor: r.actor,
    summary: r.summary,
    digest: r.digest,
  }));
}

export async function versionText(db: Store, file: EditableFile, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_versions')
    .select('text')
    .where('file', '=', file)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.text;
}
