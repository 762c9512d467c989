import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { backupStore, fileStamp, restoreStore, type StoreContents } from '../server/db/backup.js';
import { describeLocation } from '../server/db/store-location.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';
import { readServerEnv } from './server-config.js';

// `vitrine backup <file or folder>` and `vitrine restore <file>`: the SQLite store (VITRINE_DB)
// copied while the server runs, and put back while it is stopped (server/db/backup.ts).

export const backupFlagsSchema = z.object({
  keep: z.coerce.number().int().min(1).optional(),
  json: z.boolean().default(false),
});

/** A dated backup's name in a folder: sorted by name, they are sorted by time. */
const DATED = /^vitrine-\d{8}T\d{6}Z\.db$/;
export const datedBackupName = (now: Date) => `vitrine-${fileStamp(now)}.db`;

/** The dated backups among `names` beyond the newest `keep`, oldest first. */
export function backupsBeyond(names: readonly string[], keep: number): string[] {
  const dated = names.filter((name) => DATED.test(name)).sort();
  return dated.slice(0, Math.max(0, dated.length - keep));
}

/** The store's file, or the one sentence a PostgreSQL store gets: its own tools copy it. */
function sqliteStore(): { path: string; busyTimeoutMs: number } {
  const env = readServerEnv();
  const store = env.VITRINE_DB;
  if (store.engine === 'postgres')
    throw new UsageError(
      `the store (VITRINE_DB ${describeLocation(store)}) is a PostgreSQL database, which PostgreSQL's own tools copy: use pg_dump and pg_restore, as the section "Back up and restore" of docs/operations.md shows`,
    );
  return { path: store.path, busyTimeoutMs: env.VITRINE_DB_BUSY_MS };
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const tableLines = (contents: StoreContents) =>
  Object.entries(contents.tables).map(([table, rows]) => `  ${table}: ${rows} rows`);
const print = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);

/** `vitrine backup`: a checked copy of the live store, in a new file or a dated one in a folder. */
export async function backupCommand(target: string, rawFlags: z.input<typeof backupFlagsSchema>): Promise<number> {
  const json = rawFlags.json === true;
  try {
    const flags = backupFlagsSchema.parse(rawFlags);
    const store = sqliteStore();
    const folder = existsSync(target) && statSync(target).isDirectory() ? resolve(target) : undefined;
    if (!folder && existsSync(target))
      throw new UsageError(`${target} already exists, and a backup never replaces another: give a new file name, or a folder`);
    if (!folder && flags.keep !== undefined)
      throw new UsageError('--keep takes a folder of dated backups: give a folder instead of a file');
    const file = folder ? join(folder, datedBackupName(new Date())) : resolve(target);
    if (!folder && (target.endsWith('/') || !existsSync(dirname(file))))
      throw new UsageError(
        `there is no folder ${target.endsWith('/') ? target : dirname(file)}: make it first, or give another place`,
      );
    const contents = backupStore({ store: store.path, file, busyTimeoutMs: store.busyTimeoutMs });
    const removed = folder && flags.keep ? backupsBeyond(readdirSync(folder), flags.keep) : [];
    for (const name of removed) rmSync(join(folder as string, name));
    if (json)
      process.stdout.write(`${JSON.stringify({ ok: true, command: 'backup', store: store.path, ...contents, removed })}\n`);
    else
      print([
        `Backed up ${store.path} to ${contents.file} (${size(contents.bytes)}, integrity_check ok):`,
        ...tableLines(contents),
        ...(removed.length ? [`Removed ${removed.length} older backups (--keep ${flags.keep}).`] : []),
      ]);
    return EXIT.ok;
  } catch (error) {
    return handleError('backup', error, json);
  }
}

/** `vitrine restore`: a backup put back as the store, refused while a server uses it. */
export async function restoreCommand(backup: string, rawFlags: { json?: boolean }): Promise<number> {
  const json = rawFlags.json === true;
  try {
    const store = sqliteStore();
    const { contents, kept } = restoreStore({ store: store.path, backup: resolve(backup), now: new Date() });
    if (json)
      process.stdout.write(`${JSON.stringify({ ok: true, command: 'restore', backup: resolve(backup), ...contents, kept })}\n`);
    else
      print([
        `Restored ${resolve(backup)} into ${contents.file} (integrity_check ok):`,
        ...tableLines(contents),
        ...(kept ? [`The store it replaced is kept at ${kept}: remove it once the site works.`] : []),
        'Start the server again: sudo systemctl start vitrine-serve.service (its start brings the tables up to date).',
      ]);
    return EXIT.ok;
  } catch (error) {
    return handleError('restore', error, json);
  }
}
