import { createHash } from 'node:crypto';
import { link, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Every text file of the built site also as .br and .gz beside it: the server sends those as they
// are (@fastify/static's preCompressed) instead of compressing each page on every request.

const TEXT = /\.(html|js|css|json|svg|xml|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'media') yield* textFiles(path);
    } else if (TEXT.test(entry.name)) yield path;
  }
}

/** Writes the .br and .gz of one file (none below 1 KB: they would save nothing); true when it did. */
export async function compressFile(file: string, content: Buffer): Promise<boolean> {
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 6 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Beside the site (<out>/compressed.json): the content digest of each compressed file, for the next build. */
export const COMPRESSED_FILES = 'compressed.json';

/** The last good build's compressed files by content digest, and where that site is. */
export interface LastCompressed {
  site: string;
  byDigest: Record<string, string>;
}

/** Links the last build's .br and .gz of a file with these bytes, wherever it was; false when there are none to reuse. */
async function reuseCompressed(file: string, digest: string, last: LastCompressed): Promise<boolean> {
  const path = last.byDigest[digest];
  if (!path) return false;
  const before = join(last.site, path);
  try {
    await Promise.all([link(`${before}.br`, `${file}.br`), link(`${before}.gz`, `${file}.gz`)]);
    return true;
  } catch {
    return false; // one was missing: compressed anew (writeFile replaces a half-made link)
  }
}

/**
 * Compresses every text file of the site; `read` sees each file's content on the way (the content
 * security policy's hashes are taken from the same read). A file whose bytes were in the last good
 * build (`last`, by content digest: a card fragment in a newly named folder too) gets that build's
 * .br and .gz as links: a sync that changed a few listings recompresses a few files. Returns the
 * counts and every compressed file's digest.
 */
export async function precompress(
  siteDir: string,
  read?: (file: string, content: Buffer) => void,
  last?: LastCompressed,
): Promise<{ compressed: number; reused: number; byDigest: Record<string, string> }> {
  const files: string[] = [];
  for await (const file of textFiles(siteDir)) files.push(file);
  let compressed = 0;
  let reused = 0;
  const byDigest: Record<string, string> = {};
  // A few at a time: zlib runs on libuv's threads.
  const next = async (): Promise<void> => {
    const file = files.pop();
    if (!file) return;
    const content = await readFile(file);
    read?.(file, content);
    if (content.length >= MIN_BYTES) {
      const digest = createHash('sha256').update(content).digest('base64url');
      if (last && (await reuseCompressed(file, digest, last))) reused++;
      else if (await compressFile(file, content)) compressed++;
      byDigest[digest] = relative(siteDir, file);
    }
    return next();
  };
  await Promise.all(Array.from({ length: 4 }, next));
  return { compressed, reused, byDigest };
}
