import { mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sha256, sha256OfFile } from '../digest.js';
import { ListWriter } from './list-file.js';
import { MANIFEST } from './output-files.js';

// DESIGN.md (Output): a run writes a staging folder beside the output and swaps it in with two
// renames only once it is complete and valid. A killed run leaves either the old folder in place or
// the old folder under <out>.previous, which `recoverOutput` puts back before the next run.

const stagingPath = (out: string) => `${out}.staging-${process.pid}`;
/** Where a run keeps the sources' records until they are written (pipeline/record-spill.ts). */
export const recordsFolder = (out: string) => `${out}.records-${process.pid}`;
const previous = (out: string) => `${out}.previous`;

/** Whether something is at `path` (a file or a folder). */
export const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Undoes what a killed run left behind: a swapped-out output, staging and records folders. Call under the lock. */
export async function recoverOutput(out: string): Promise<void> {
  if (!(await exists(out)) && (await exists(previous(out)))) await rename(previous(out), out);
  await rm(previous(out), { recursive: true, force: true });
  const parent = dirname(out);
  const stale = (await readdir(parent).catch(() => [])).filter(
    (name) => name.startsWith(`${basename(out)}.staging-`) || name.startsWith(`${basename(out)}.records-`),
  );
  await Promise.all(stale.map((name) => rm(join(parent, name), { recursive: true, force: true })));
}

/** Digest of every file the current output's manifest lists, or an empty map without an output. */
export async function currentDigests(out: string): Promise<Map<string, string>> {
  try {
    const manifest = JSON.parse(await readFile(join(out, MANIFEST), 'utf8')) as { files?: Record<string, { sha256: string }> };
    return new Map(Object.entries(manifest.files ?? {}).map(([path, f]) => [path, f.sha256]));
  } catch {
    return new Map();
  }
}

/** A file's digest (hex sha256) and size, as the manifest lists it. */
export interface FileDigest {
  sha256: string;
  bytes: number;
}

/**
 * The folder a run writes its output into, file by file as each is rendered, so that no file stays
 * in memory once written; what stays is each file's digest, for the manifest and the comparison
 * with the current output.
 */
export interface Staging {
  readonly dir: string;
  /** The files written so far, by path relative to the folder. */
  readonly files: ReadonlyMap<string, FileDigest>;
  /** Writes one file now, durably. */
  write(path: string, bytes: Buffer): Promise<void>;
  /** Writes a list file (list-file.ts) of `records`, durably. */
  writeList(path: string, records: Iterable<unknown>): Promise<void>;
  /** Starts a list file to be written record by record (list-file.ts); its `end` enters it in `files`. */
  startList(path: string): Pick<ListWriter, 'add' | 'end'>;
}

async function writeDurably(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, 'w');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** A new, empty staging folder for `out` (one a killed run left is removed first). Call under the lock. */
export async function openStaging(out: string): Promise<Staging> {
  const dir = stagingPath(out);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const files = new Map<string, FileDigest>();
  const startList = (path: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    const writer = new ListWriter(join(dir, path));
    return {
      add: (record: unknown) => writer.add(record),
      end: () => {
        const digest = writer.end();
        files.set(path, digest);
        return digest;
      },
    };
  };
  return {
    dir,
    files,
    async write(path, bytes) {
      await writeDurably(join(dir, path), bytes);
      files.set(path, { sha256: sha256(bytes), bytes: bytes.length });
    },
    async writeList(path, records) {
      const list = startList(path);
      for (const record of records) list.add(record);
      list.end();
    },
    startList,
  };
}

/** Removes a staging folder that will not be published. */
export const discardStaging = (staging: Staging): Promise<void> => rm(staging.dir, { recursive: true, force: true });

/** True when the output already holds exactly the staged files (by the digests in its manifest, checked on disk). */
export async function isUnchanged(out: string, staging: Staging): Promise<boolean> {
  const digests = await currentDigests(out);
  if (digests.size !== staging.files.size) return false;
  for (const [path, file] of staging.files) {
    if (digests.get(path) !== file.sha256) return false;
    if ((await sha256OfFile(join(out, path))) !== file.sha256) return false;
  }
  return true;
}

/**
 * Puts the staged files in the place of `out`'s. `check` reads the staging folder back and throws if
 * it is not a valid output; the folder is removed then, and the current output stays.
 */
export async function publishStaging(out: string, staging: Staging, check: (dir: string) => Promise<void>): Promise<void> {
  try {
    await check(staging.dir);
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
  await swapIn(staging.dir, out);
}

/**
 * Puts a complete folder in the place of `out` with two renames (the site build does the same with
 * its tree): a reader sees the old folder or the new one, and a crash between the two leaves the old
 * one under <out>.previous for `recoverOutput`.
 */
export async function swapIn(complete: string, out: string, options = { removePrevious: true }): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const hadOutput = await exists(out);
  if (hadOutput) await rename(out, previous(out));
  await rename(complete, out);
  if (hadOutput && options.removePrevious) await removePrevious(out);
}

/** Removes the output that the last swap replaced (kept by `swapIn` with `removePrevious: false`). */
export const removePrevious = (out: string): Promise<void> => rm(previous(out), { recursive: true, force: true });

/** Keeps the output that the last swap replaced at `as`, in the place of what was there (the site build's spare). */
export async function keepPrevious(out: string, as: string): Promise<void> {
  await rm(as, { recursive: true, force: true });
  if (await exists(previous(out))) await rename(previous(out), as);
}

/** Where a run writes before it swaps in (recoverOutput removes what a killed run left). */
export const stagingFolder = stagingPath;
