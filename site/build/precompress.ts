import { createHash } from 'node:crypto';
import { link, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import PQueue from 'p-queue';
import { brotliOptionsFor, isCompressedByServer, COMPRESS_MIN_BYTES as MIN_BYTES } from '../../server/text-compression.js';

// Every text file of the built site but its pages also as .br beside it: the server sends it as it
// is (@fastify/static's preCompressed) instead of compressing on every request. The pages are
// compressed by the server, once per content (server/page-cache.ts): thousands of them, most seldom
// asked for, whose compression was a quarter of the build's work (docs/benchmarks.md, bench/build). The internal
// paths' redirect pages get none either: the server answers those paths with a redirect
// (server/text-compression.ts, isCompressedByServer). No .gz: every browser in use asks for
// Brotli, and the server gzips for a client that does not.

const TEXT = /\.(html|js|css|json|svg|xml|txt)$/;

/** Whether a file of the site (its path or name) is one of its text files, which the build records and compresses. */
export const isTextFile = (path: string): boolean => TEXT.test(path);
const brotli = promisify(brotliCompress);

/** Folders read at once: each read waits on the disk's metadata, which takes several in parallel. */
const READS_AT_ONCE = 16;

/**
 * The text files of the site, its folders read several at a time: not under media/ nor the top-level
 * `pageFolders`, which hold pages only (the language folders and the redirect pages' folders:
 * site/build/page-digests.ts, pageFoldersOf). The build knows their records from the render, and
 * reading their ten thousand folders was most of this stage's time in an incremental build.
 */
async function textFiles(root: string, pageFolders: ReadonlySet<string>): Promise<string[]> {
  const files: string[] = [];
  const reading = new PQueue({ concurrency: READS_AT_ONCE });
  let failure: { error: unknown } | undefined;
  const fail = (error: unknown) => {
    failure ??= { error };
  };
  const visit = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'media' && !(dir === root && pageFolders.has(entry.name))) reading.add(() => visit(path)).catch(fail);
      } else if (isTextFile(entry.name)) files.push(path);
    }
  };
  await reading.add(() => visit(root));
  await reading.onIdle();
  if (failure) throw failure.error;
  return files;
}

/** Writes the .br of one file (none below 1 KB: it would save nothing); true when it did. */
export async function compressFile(file: string, content: Buffer): Promise<boolean> {
  if (content.length < MIN_BYTES) return false;
  const br = await brotli(content, brotliOptionsFor(content));
  // A link to the last build's copy may be there: written through, it would change the site still served.
  await rm(`${file}.br`, { force: true });
  await writeFile(`${file}.br`, br);
  return true;
}

/** Beside the site (<out>/compressed.json): each text file's content digest and inline scripts, for the next build. */
export const COMPRESSED_FILES = 'compressed.json';

/** What the build knows of one text file of the site. */
export interface TextFileRecord {
  digest: string;
  /** Whether a .br lies beside it (not below 1 KB). */
  compressed: boolean;
  /** The content security policy's hashes of its inline scripts. */
  scripts: string[];
  /**
   * The digest of what the file was made from, when its maker can tell it without making the file
   * (a favourites' file: its listings' record digests): the next build keeps the file when it is
   * the same, without making it (site/build/site-file-writer.ts, writeMade).
   */
  source?: string;
}

export type TextFiles = Record<string, TextFileRecord>;

/** The last good build's text files (by their path in the site), and where that site is. */
export interface LastBuildFiles {
  site: string;
  files: TextFiles;
}

const sameFile = async (a: string, b: string): Promise<boolean> => {
  const [x, y] = await Promise.all([stat(a).catch(() => undefined), stat(b).catch(() => undefined)]);
  return x !== undefined && y !== undefined && x.ino === y.ino && x.dev === y.dev;
};

/** Links `from` at `to`; true when it did (false when `from` is missing, or `to` is there already). */
export const linkFile = (from: string, to: string): Promise<boolean> =>
  link(from, to).then(
    () => true,
    () => false,
  );

/** Links `from`'s .br beside `to`; true when it is there (linked now, or by an earlier stage). */
export const linkCompressed = (from: string, to: string): Promise<boolean> =>
  // Missing: compressed anew (compressFile removes a half-made link first).
  link(`${from}.br`, `${to}.br`).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code === 'EEXIST' && sameFile(`${from}.br`, `${to}.br`),
  );

/**
 * Links the last good build's file at `from` (a path in its site) to `to`, with its compressed
 * copy; true when the file is linked. Its record joins `kept` under `path` only when the copy is
 * there too: otherwise the precompress reads the file and makes it.
 */
export async function keepFromLast(last: LastBuildFiles, from: string, to: string, path: string, kept: TextFiles) {
  const source = join(last.site, from);
  if (!(await linkFile(source, to))) return false;
  const record = last.files[from];
  if (record && (!record.compressed || (await linkCompressed(source, to)))) kept[path] = record;
  return true;
}

export const digestOf = (content: Buffer) => createHash('sha256').update(content).digest('base64url');

/** A file's inline scripts' hashes, from its bytes or, where the build still holds it, its text (not decoded again). */
export type ScriptsOf = (pathInSite: string, content: Buffer | string) => string[];

/**
 * The record of a text file (`content`, `path` in the site) whose compressed copy `compressed` tells
 * of; `text` is its content as a string, when the caller has it (a page just rendered).
 */
export const recordOf = (
  path: string,
  content: Buffer,
  compressed: boolean,
  scriptsOf: ScriptsOf,
  text?: string,
): TextFileRecord => ({
  digest: digestOf(content),
  compressed,
  scripts: scriptsOf(path, text ?? content),
});

/**
 * The record of a text file just written at `file` (`path` in the site), with its compressed copy made
 * beside it (none for a page, which the server compresses, nor below 1 KB): for a file made outside
 * the precompress, so that it need not read it again.
 */
export async function writtenRecordOf(
  path: string,
  file: string,
  content: Buffer,
  scriptsOf: ScriptsOf,
): Promise<TextFileRecord> {
  return recordOf(path, content, !isCompressedByServer(path) && (await compressFile(file, content)), scriptsOf);
}

/**
 * Compresses every text file of the site and records each one's digest and inline scripts
 * (`scriptsOf`: the content security policy's hashes), but for those `known` already (the pages,
 * recorded as they were rendered or kept: every page must be among them); the top-level
 * `pageFolders` hold pages only, and are not read. From the last good
 * build (`last`): a file kept as it was (the same file, linked) takes its record and compressed
 * copy without being read; a file whose bytes were there under any name (a card fragment in a
 * newly named folder) takes its compressed copy. A sync that changed a few listings reads and
 * compresses a few files.
 */
export async function precompress(
  siteDir: string,
  scriptsOf: ScriptsOf,
  last: LastBuildFiles | undefined,
  known: TextFiles,
  pageFolders: ReadonlySet<string>,
): Promise<{ compressed: number; reused: number; files: TextFiles }> {
  const paths: string[] = [];
  for (const file of await textFiles(siteDir, pageFolders)) if (!known[relative(siteDir, file)]) paths.push(file);
  const byDigest = new Map(Object.entries(last?.files ?? {}).map(([path, record]) => [record.digest, path]));
  let compressed = 0;
  let reused = 0;
  const files: TextFiles = { ...known };
  const one = async (file: string): Promise<TextFileRecord> => {
    const path = relative(siteDir, file);
    const kept = last?.files[path];
    if (last && kept && (await sameFile(file, join(last.site, path))))
      if (!kept.compressed || (await linkCompressed(join(last.site, path), file))) {
        if (kept.compressed) reused++;
        return kept;
      }
    const content = await readFile(file);
    if (isCompressedByServer(path)) return recordOf(path, content, false, scriptsOf);
    const before = last && content.length >= MIN_BYTES && byDigest.get(digestOf(content));
    if (before && last && (await linkCompressed(join(last.site, before), file))) {
      reused++;
      return recordOf(path, content, true, scriptsOf);
    }
    const record = await writtenRecordOf(path, file, content, scriptsOf);
    if (record.compressed) compressed++;
    return record;
  };
  // Several at a time: most wait on the disk's metadata (a kept file), the others on zlib's threads.
  await new PQueue({ concurrency: READS_AT_ONCE }).addAll(
    paths.map((file) => async () => {
      files[relative(siteDir, file)] = await one(file);
    }),
  );
  return { compressed, reused, files };
}
