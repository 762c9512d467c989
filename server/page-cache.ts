import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SiteRebuilt } from './site-rebuilt.js';
import { brotliOptionsFor, COMPRESS_MIN_BYTES } from './text-compression.js';

// The site's pages (…/index.html) answered from memory: @fastify/static looks each file up on disk
// per request (stat, open, the compressed variants), which bench/serve measured as the cost of a
// page. Assets and photos still go to @fastify/static. The build writes no compressed copy of a
// page (site/build/render-pages.ts): each is compressed here, in the coding the client takes, once
// per content. Most of a large site's pages are seldom asked for; compressing all of them was a
// quarter of the build's work (docs/benchmarks.md, bench/build).

interface CachedPage {
  identity: Buffer;
  etag: string;
}

/** The codings a page can be sent in besides identity. */
export interface PageCodings {
  br: boolean;
  gzip: boolean;
}

export interface PageCacheOptions {
  /** Memory for pages as built (all 10,978 of bench/build's synthetic agency would take ~890 MB). */
  maxBytes?: number;
  /** Memory for the pages' compressed copies, kept by content. */
  compressedBytes?: number;
  /** How long a page is kept before it is read again: a new build shows within this time. */
  ttlMs?: number;
  /** A rebuild this server made: every page is read again at its next request. */
  rebuilt?: SiteRebuilt;
}

const PAGE_CACHE_CONTROL = 'public, max-age=300';

/** How long a page is kept before it is read again (and the content security policy with it: server/csp.ts). */
export const PAGE_TTL_MS = 5_000;

/** The file of a page path (`/fr/contact/` → `<site>/fr/contact/index.html`), or null when it is no page path. */
export function pageFileOf(siteDir: string, url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (!path.endsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // No way out of the site: no parent segments, no NUL, no backslash.
  if (decoded.split('/').some((part) => part === '..') || /[\0\\]/.test(decoded)) return null;
  const file = join(siteDir, decoded, 'index.html');
  return file.startsWith(siteDir.endsWith(sep) ? siteDir : siteDir + sep) ? file : null;
}

/**
 * `*` stands for every coding the header does not name (RFC 9110 §12.5.3): written out as those, so
 * that `br;q=0, *` keeps br refused (the negotiator would read `*` as its first choice, br).
 */
function withoutWildcard(header: string, offered: readonly string[]): string {
  const parts = header
    .toLowerCase()
    .replace(/x-gzip/g, 'gzip')
    .split(',');
  const named = new Set(parts.map((part) => part.split(';')[0]?.trim()));
  return parts
    .flatMap((part) => {
      const [name, ...params] = part.split(';');
      if (name?.trim() !== '*') return [part];
      return offered.filter((coding) => !named.has(coding)).map((coding) => [coding, ...params].join(';'));
    })
    .join(',');
}

/**
 * The best encoding the request accepts among those the page has, by its weights
 * (@fastify/accept-negotiator, as @fastify/static and @fastify/compress use it): `q=0` refuses a
 * coding, `*` names the others, identity is acceptable unless refused. When nothing is (all refused,
 * `identity;q=0` included), the page goes uncompressed rather than as a 406.
 */
export function chooseEncoding(acceptEncoding: string | undefined, page: PageCodings) {
  const offered = [...(page.br ? ['br'] : []), ...(page.gzip ? ['gzip'] : []), 'identity'];
  if (!acceptEncoding?.trim()) return 'identity' as const;
  const chosen = negotiate(withoutWildcard(acceptEncoding, offered), offered);
  return chosen === 'br' || chosen === 'gzip' ? chosen : ('identity' as const);
}

const readOrNull = (file: string) => readFile(file).catch(() => null);

async function readPage(file: string): Promise<CachedPage | null> {
  const identity = await readOrNull(file);
  if (!identity) return null;
  return { identity, etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"` };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encode = {
  br: (body: Buffer) => brotliAsync(body, brotliOptionsFor(body)),
  gzip: (body: Buffer) => gzipAsync(body, { level: 6 }),
};

/** About 4,000 pages' Brotli copies (14 KB for a property page of bench/build's synthetic agency). */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

/** An onRequest hook answering GET and HEAD of a built page from memory; anything else goes on. */
export function pageCache(siteDir: string, options: PageCacheOptions = {}) {
  const cache = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? 128 * 1024 * 1024,
    sizeCalculation: (page) => page.identity.length + 100,
    ttl: options.ttlMs ?? PAGE_TTL_MS,
    // Many visitors asking for the same page at once wait for one read.
    fetchMethod: (file) => readPage(file).then((page) => page ?? undefined),
  });
  options.rebuilt?.subscribe(() => cache.clear());
  // By coding and the page's content (its etag), so a new build's page is never sent the last one's
  // copy; the visitors asking for a page at once wait for one compression, on libuv's threads.
  const compressed = new LRUCache<string, Buffer, { coding: keyof typeof encode; page: Buffer }>({
    maxSize: options.compressedBytes ?? COMPRESSED_CACHE_BYTES,
    sizeCalculation: (body) => body.length + 100,
    fetchMethod: (_key, _stale, { context }) => encode[context.coding](context.page),
  });

  return async function answerFromMemory(request: FastifyRequest, reply: FastifyReply) {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    const file = pageFileOf(siteDir, request.url);
    const page = file ? await cache.fetch(file) : undefined;
    if (!page) return;
    reply.header('cache-control', PAGE_CACHE_CONTROL).header('etag', page.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const worth = page.identity.length >= COMPRESS_MIN_BYTES;
    const encoding = chooseEncoding(request.headers['accept-encoding'], { br: worth, gzip: worth });
    const body =
      encoding === 'identity'
        ? page.identity
        : await compressed.forceFetch(`${encoding} ${page.etag}`, { context: { coding: encoding, page: page.identity } });
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
}
