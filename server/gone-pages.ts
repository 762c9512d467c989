import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GONE_LIST_FILE, goneListSchema } from '../schema/index.js';
import { liveRead } from './live-read.js';
import { pageFileOf } from './page-cache.js';
import type { SiteRebuilt } from './site-rebuilt.js';

// §8 "Le bien que vous demandez n'existe pas ou est vendu": a property that left the feed keeps a
// page at its last URL (site/pages/gone), which the server answers with 410 Gone, so that search
// engines drop the URL while a visitor still gets the page and its similar properties. Static
// hosting cannot set a status: there the page is a 200 with robots noindex.

async function readGoneList(siteDir: string): Promise<Set<string>> {
  const text = await readFile(join(siteDir, GONE_LIST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return new Set(); // a build from before departed pages: none
  const parsed = goneListSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${join(siteDir, GONE_LIST_FILE)} is not a valid list of departed pages: rebuild the site`);
  return new Set(parsed.data.paths);
}

const pathOf = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path.endsWith('/') ? path : `${path}/`;
};

/** An onRequest hook answering GET and HEAD of a departed property's page with 410 and the page; the list follows the site on disk (server/live-read.ts). */
export async function goneHook(siteDir: string, ttlMs: number, rebuilt?: SiteRebuilt) {
  const paths = await liveRead(() => readGoneList(siteDir), ttlMs, rebuilt);

  return async function answerGone(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = pathOf(request.url);
    if (!(await paths()).has(path)) return;
    const file = pageFileOf(siteDir, path);
    const page = file ? await readFile(file).catch(() => null) : null;
    if (!page) return; // listed but not built: the 404 handler answers
    return reply
      .code(410)
      .header('cache-control', 'public, max-age=300')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);
  };
}
