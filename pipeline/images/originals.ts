import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_ORIGINAL_BYTES } from '../../schema/index.js';
import { sha256 } from '../digest.js';
import { describeCause } from '../errors.js';
import { type AllowedHost, createGuardedAgent } from '../feed/address-guard.js';
import type { HostBreaker } from '../feed/host-breaker.js';
import { HostHeldBackError, httpGet } from '../feed/http-get.js';
import { PhotoError } from './encode.js';
import { readLocalOriginal } from './local-original.js';
import { writeAtomically } from './media-store.js';

// Originals are downloaded once and kept by content digest in <cache>/originals/. An index
// remembers, per URL, the digest and the validators (ETag, Last-Modified) for the next conditional
// request: an unchanged photo costs one 304, and a renamed URL with the same bytes costs nothing.

const entrySchema = z.object({ digest: z.string(), etag: z.string().optional(), lastModified: z.string().optional() });
type Entry = z.infer<typeof entrySchema>;
const indexSchema = z.record(z.string(), entrySchema);

/**
 * A photo this run did not fetch: its host is held back (`host`), or the photos' time ran out (no
 * host). Not a failure of the photo: it keeps its variants, and the next run tries it again.
 */
export class PhotoHeldBack extends Error {
  override name = 'PhotoHeldBack';
  constructor(
    readonly host: string | undefined,
    readonly reason: string,
  ) {
    super(host ? `${host} held back: ${reason}` : reason);
  }
}

export interface FetchedOriginal {
  digest: string;
  /** The bytes, when they had to be read; undefined when the server said "not modified". */
  bytes?: Buffer;
}

export interface OriginalsOptions {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  /** Aborted when the photos' time runs out: a download in flight stops, none starts. */
  signal?: AbortSignal;
  /** Why `signal` aborts, for the photos it holds back. */
  stopReason?: string;
  /** The run's breaker per host (pipeline/feed/host-breaker.ts). */
  breaker?: HostBreaker;
  /** Hosts that may be on loopback or private addresses (the feed's own origin, the allow-list). */
  allowed?: readonly AllowedHost[];
  /** The folder local photos (a snapshot's relative paths) must lie in; without it, no file is read. */
  localRoot?: string;
  /** Largest original, in bytes (MAX_ORIGINAL_BYTES); a parameter so that tests can lower it. */
  maxBytes?: number;
}

/** The index of the last run; an unreadable one only costs full downloads, so it is a warning. */
async function readIndex(path: string, warnings: string[]): Promise<z.infer<typeof indexSchema>> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return {};
  try {
    const parsed = indexSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: reported below like any other unusable index.
  }
  warnings.push(`${path} is not a valid index of originals: every photo is downloaded again, and the index is rewritten`);
  return {};
}

export async function openOriginals(cacheDir: string, options: OriginalsOptions) {
  const folder = join(cacheDir, 'originals');
  const indexPath = join(cacheDir, 'originals.json');
  await mkdir(folder, { recursive: true });
  /** Files of the cache that could not be read, each with its path: the sync reports them. */
  const warnings: string[] = [];
  const index = new Map<string, Entry>(Object.entries(await readIndex(indexPath, warnings)));
  const used = new Map<string, Entry>();
  const maxBytes = options.maxBytes ?? MAX_ORIGINAL_BYTES;
  // Photo URLs come from the feed: every download goes through the address guard.
  const dispatcher = createGuardedAgent({ allowed: options.allowed ?? [] });
  const { signal, timeoutMs, retries, retryDelayMs, breaker } = options;
  const outOfTime = () => new PhotoHeldBack(undefined, options.stopReason ?? 'the sync was stopped');

  /** Remembers the URL; a downloaded original is stored too (a local file is its own copy). */
  async function keep(url: string, entry: Entry, bytes: Buffer | undefined, store = false): Promise<FetchedOriginal> {
    const path = join(folder, entry.digest);
    if (bytes && store && !(await stat(path).catch(() => undefined))) await writeAtomically(path, bytes);
    used.set(url, entry);
    return { digest: entry.digest, bytes };
  }

  async function fetchHttp(url: string): Promise<FetchedOriginal> {
    const known = index.get(url);
    const headers: Record<string, string> = { accept: 'image/*' };
    if (known?.etag) headers['if-none-match'] = known.etag;
    if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
    if (signal?.aborted) throw outOfTime();
    let response: Awaited<ReturnType<typeof httpGet>>;
    try {
      response = await httpGet(url, { timeoutMs, retries, retryDelayMs, signal, headers, dispatcher, maxBytes, breaker });
    } catch (error) {
      if (error instanceof HostHeldBackError) throw new PhotoHeldBack(error.held.host, error.held.reason);
      if (signal?.aborted) throw outOfTime();
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
    if (!options.localRoot) throw new PhotoError('refused: only http and https photo URLs are fetched from a live feed');
    const bytes = await readLocalOriginal(new URL(url), { root: options.localRoot, maxBytes });
    return keep(url, { digest: sha256(bytes) }, bytes);
  }

  return {
    warnings,
    /** The original behind a photo URL: http(s), or a file inside `localRoot`. */
    fetch(url: string): Promise<FetchedOriginal> {
      if (url.startsWith('file:')) return fetchFile(url);
      if (/^https?:/.test(url)) return fetchHttp(url);
      return Promise.reject(new PhotoError('refused: not an http or https URL'));
    },
    /** The kept bytes of an original, if they are still in the cache. */
    async read(digest: string): Promise<Buffer | undefined> {
      return readFile(join(folder, digest)).catch(() => undefined);
    },
    /** Saves the index of the URLs used by this run and drops the originals no URL uses any more. */
    async commit(): Promise<void> {
      await writeAtomically(indexPath, `${JSON.stringify(Object.fromEntries([...used].sort()), null, 2)}\n`);
      const keepDigests = new Set([...used.values()].map((e) => e.digest));
      const stale = [...index.values()].filter((e) => !keepDigests.has(e.digest));
      await Promise.all(stale.map((e) => rm(join(folder, e.digest), { force: true })));
    },
    /** Closes the connections kept alive for the downloads. */
    close: () => dispatcher.close(),
  };
}
export type Originals = Awaited<ReturnType<typeof openOriginals>>;
