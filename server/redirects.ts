import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_PATHS } from '../schema/index.js';
import {
  INTERNAL_PATHS_FILE,
  type InternalPathTable,
  internalPathKey,
  internalPathTableSchema,
} from '../schema/spec/internal-paths.js';
import { liveRead } from './live-read.js';
import { visitorLanguage } from './redirect-language.js';
import type { SiteRebuilt } from './site-rebuilt.js';

// §2 internal paths (/for-sale/, /property/{id}/, /feedback/{kind}/, …) and '/': answered with a
// redirect to the page in the visitor's language (§7: ?lng=, the remembered choice, the browser's
// languages, the default). The answer depends on the visitor, so no cache keeps it for another.

export interface Redirect {
  status: 301 | 302;
  location: string;
}

/**
 * Where a GET of `url` goes, or null when it is no internal path. '/' is a 302: which language is
 * the visitor's, not the resource's; an internal path moved for good, to one of its languages (301).
 */
export function redirectOf(
  table: InternalPathTable,
  url: string,
  headers: { cookie?: string | undefined; acceptLanguage?: string | undefined },
): Redirect | null {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at);
  const hints = { query: search.slice(1), cookie: headers.cookie, acceptLanguage: headers.acceptLanguage };
  if (pathname === '/') return { status: 302, location: `${PAGE_PATHS.home[visitorLanguage(hints, table)]}${search}` };
  const entry = table.paths[internalPathKey(pathname)];
  if (!entry) return null;
  const target = entry[visitorLanguage(hints, table)] ?? entry[table.default] ?? Object.values(entry)[0];
  return target ? { status: 301, location: `${target}${search}` } : null;
}

/** The table of the built site, or null for a site built before it had one (then nothing redirects). */
export async function readInternalPaths(siteDir: string): Promise<InternalPathTable | null> {
  let text: string;
  try {
    text = await readFile(join(siteDir, INTERNAL_PATHS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = internalPathTableSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `${join(siteDir, INTERNAL_PATHS_FILE)} is not the table \`vitrine build\` writes (${parsed.error.issues[0]?.message}): build the site again`,
    );
  return parsed.data;
}

/**
 * An onRequest hook answering §2's internal paths and '/' with their redirect; anything else goes
 * on. The table follows the site on disk (server/live-read.ts): a listing added by the last build
 * has its /property/{id}/ at once.
 */
export async function internalPathRedirects(siteDir: string, ttlMs: number, rebuilt?: SiteRebuilt) {
  const tableNow = await liveRead(() => readInternalPaths(siteDir), ttlMs, rebuilt);
  return async function redirectInternalPath(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const table = await tableNow();
    if (!table) return;
    const redirect = redirectOf(table, request.url, {
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (!redirect) return;
    return reply
      .code(redirect.status)
      .header('location', redirect.location)
      .header('vary', 'cookie, accept-language')
      .header('cache-control', 'private, no-cache')
      .send();
  };
}
