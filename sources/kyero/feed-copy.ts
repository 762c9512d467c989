import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { sha256OfFile } from '../../pipeline/digest.js';
import type { FeedBytes, FeedValidators } from './transport.js';

// What the Kyero source keeps of a feed it read over HTTP (issue 44, "Only what changed"): the
// server's validators (ETag, Last-Modified) and a copy of the bytes, named by their digest, in the
// source's own folder beside the output. The next run asks the server whether the feed changed; on
// a 304 it reads the copy, which makes the same output as the feed would.

export const kyeroMemorySchema = z.object({
  etag: z.string().nullable(),
  lastModified: z.string().nullable(),
  /** feed-<sha256>.xml in the source's folder. */
  copy: z.string().regex(/^feed-[0-9a-f]{64}\.xml$/),
});
export type KyeroMemory = z.infer<typeof kyeroMemorySchema>;

const copyName = (sha256: string) => `feed-${sha256}.xml`;

/**
 * The feed's chunks, written to a new copy in `folder` as they pass. `finish` (once every chunk has
 * passed) names the copy by its digest; a read that stops early leaves no copy.
 */
export async function copyingFeed(feed: FeedBytes, folder: string) {
  await mkdir(folder, { recursive: true });
  const partial = join(folder, `feed.${process.pid}.partial`);
  const file = await open(partial, 'w');
  const hash = createHash('sha256');
  let complete = false;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of feed.chunks) {
        hash.update(chunk);
        await file.write(chunk);
        yield chunk;
      }
      complete = true;
    } finally {
      await file.close();
      if (!complete) await rm(partial, { force: true });
    }
  }
  return {
    chunks: chunks(),
    /** The memory of this copy; undefined when the read stopped before the end. */
    async finish(validators: FeedValidators): Promise<KyeroMemory | undefined> {
      if (!complete) return undefined;
      const copy = copyName(hash.digest('hex'));
      await rename(partial, join(folder, copy));
      return { ...validators, copy };
    },
  };
}

/**
 * Removes the copies (and partial copies) in `folder` but the one `keep` names: only the memory
 * this run was given can name a copy that is still of use; the one it makes is written after.
 */
export async function removeOtherCopies(folder: string, keep?: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  const stale = names.filter((name) => /^feed[-.].*\.(xml|partial)$/.test(name) && name !== keep);
  await Promise.all(stale.map((name) => rm(join(folder, name), { force: true })));
}

/** The copy a memory names, as the feed's bytes; null when it is gone or its bytes are not the ones it was named for. */
export async function openFeedCopy(folder: string, memory: KyeroMemory, describe: string): Promise<FeedBytes | null> {
  const path = join(folder, memory.copy);
  const digest = await sha256OfFile(path);
  if (digest === undefined || copyName(digest) !== memory.copy) return null;
  return { describe, chunks: createReadStream(path, { highWaterMark: 64 * 1024 }) };
}
