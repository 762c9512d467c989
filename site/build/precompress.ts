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

/** Links the last build's .br and .gz of a file whose bytes did not change; false when there are none to reuse. */
async function reuseCompressed(file: string, content: Buffer, previous: string): Promise<boolean> {
  const before = await readFile(previous).catch(() => undefined);
  if (!before?.equals(content)) return false;
  try {
    await Promise.all([link(`${previous}.br`, `${file}.br`), link(`${previous}.gz`, `${file}.gz`)]);
    return true;
  } catch {
    return false; // one was missing: compressed anew (writeFile replaces a half-made link)
  }
}

/**
 * Compresses every text file of the site; `read` sees each file's content on the way (the content
 * security policy's hashes are taken from the same read). A file whose bytes are those of the same
 * file in `previousSite` (the last good build) gets that build's .br and .gz as links: a sync that
 * changed a few listings recompresses a few pages. Returns how many files were compressed anew.
 */
export async function precompress(
  siteDir: string,
  read?: (file: string, content: Buffer) => void,
  previousSite?: string,
): Promise<{ compressed: number; reused: number }> {
  const files: string[] = [];
  for await (const file of textFiles(siteDir)) files.push(file);
  let compressed = 0;
  let reused = 0;
  // A few at a time: zlib runs on libuv's threads.
  const next = async (): Promise<void> => {
    const file = files.pop();
    if (!file) return;
    const content = await readFile(file);
    read?.(file, content);
    if (
      content.length >= MIN_BYTES &&
      previousSite &&
      (await reuseCompressed(file, content, join(previousSite, relative(siteDir, file))))
    )
      reused++;
    else if (await compressFile(file, content)) compressed++;
    return next();
  };
  await Promise.all(Array.from({ length: 4 }, next));
  return { compressed, reused };
}
