import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import { MAX_ORIGINAL_BYTES } from '../../schema/index.js';
import { sha256 } from '../digest.js';
import { describeCause } from '../errors.js';
import { httpGet } from '../feed/http-get.js';
import { PhotoError } from './encode.js';

// Originals are downloaded once and kept by content digest in <cache>/originals/. An index
// remembers, per URL, the digest and the validators (ETag, Last-Modified) for the next conditional
// request: an unchanged photo costs one 304, and a renamed URL with the same bytes costs nothing.

const entrySchema = z.object({ digest: z.string(), etag: z.string().optional(), lastModified: z.string().optional() });
type Entry = z.infer<typeof entrySchema>;
const indexSchema = z.record(z.string(), entrySchema);

export interface FetchedOriginal {
  digest: string;
  /** The bytes, when they had to be read; undefined when the server said "not modified". */
  bytes?: Buffer;
}

export interface OriginalsOptions {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  dispatcher?: Dispatcher;
  signal?: AbortSignal;
}

export async function openOriginals(cacheDir: string, options: OriginalsOptions) {
  const folder = join(cacheDir, 'originals');
  const indexPath = join(cacheDir, 'originals.json');
  await mkdir(folder, { recursive: true });
  const previous = indexSchema.safeParse(JSON.parse(await readFile(indexPath, 'utf8').catch(() => '{}')));
  const index = new Map<string, Entry>(Object.entries(previous.success ? previous.data : {}));
  const used = new Map<string, Entry>();

  /** Remembers the URL; a downloaded original is stored too (a local file is its own copy). */
  async function keep(url: string, entry: Entry, bytes: Buffer | undefined, store = false): Promise<FetchedOriginal> {
    const path = join(folder, entry.digest);
    if (bytes && store && !(await stat(path).catch(() => undefined))) {
      await writeFile(`${path}.tmp`, bytes);
      await rename(`${path}.tmp`, path);
    }
    used.set(url, entry);
    return { digest: entry.digest, bytes };
  }

  async function fetchHttp(url: string): Promise<FetchedOriginal> {
    const known = index.get(url);
    const headers: Record<string, string> = { accept: 'image/*' };
    if (known?.etag) headers['if-none-match'] = known.etag;
    if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
    let response: Awaited<ReturnType<typeof httpGet>>;
    try {
      response = await httpGet(url, { ...options, headers, maxBytes: MAX_ORIGINAL_BYTES });
    } catch (error) {
      throw new PhotoError(describeCause(error));
    }
    if (response.status === 304 && known) return keep(url, known, undefined);
    if (response.status !== 200) throw new PhotoError(`HTTP ${response.status}`);
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('image/')) throw new PhotoError(`served as ${type || 'an unknown type'}, not as an image`);
    const header = (name: string) => {
      const value = response.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    return keep(
      url,
      { digest: sha256(response.body), etag: header('etag'), lastModified: header('last-modified') },
      response.body,
      true,
    );
  }

  async function fetchFile(url: string): Promise<FetchedOriginal> {
    const bytes = await readFile(fileURLToPath(url)).catch((error: NodeJS.ErrnoException) => {
      throw new PhotoError(error.code === 'ENOENT' ? 'file not found' : describeCause(error));
    });
    return keep(url, { digest: sha256(bytes) }, bytes);
  }

  return {
    /** The original behind a photo URL (http, https or file). */
    fetch(url: string): Promise<FetchedOriginal> {
      if (url.startsWith('file:')) return fetchFile(url);
      if (/^https?:/.test(url)) return fetchHttp(url);
      return Promise.reject(new PhotoError('not an http(s) or file URL'));
    },
    /** The kept bytes of an original, if they are still in the cache. */
    async read(digest: string): Promise<Buffer | undefined> {
      return readFile(join(folder, digest)).catch(() => undefined);
    },
    /** Saves the index of the URLs used by this run and drops the originals no URL uses any more. */
    async commit(): Promise<void> {
      await writeFile(`${indexPath}.tmp`, `${JSON.stringify(Object.fromEntries([...used].sort()), null, 2)}\n`);
      await rename(`${indexPath}.tmp`, indexPath);
      const keepDigests = new Set([...used.values()].map((e) => e.digest));
      const stale = [...index.values()].filter((e) => !keepDigests.has(e.digest));
      await Promise.all(stale.map((e) => rm(join(folder, e.digest), { force: true })));
    },
  };
}
export type Originals = Awaited<ReturnType<typeof openOriginals>>;
