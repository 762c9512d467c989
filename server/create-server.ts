import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { LANGUAGES, NOT_FOUND_PATHS } from '../schema/index.js';
import { type ApiOptions, registerApi } from './api/register-api.js';
import { cspHeaderCache, liveCspSources } from './csp.js';
import { goneHook } from './gone-pages.js';
import { liveRead } from './live-read.js';
import { PAGE_TTL_MS, type PageCacheOptions, pageCache } from './page-cache.js';
import { internalPathRedirects } from './redirects.js';

export interface ServerOptions {
  /** The built site (dist/client). */
  siteDir: string;
  /** The forms' API; without it the server serves the site alone. */
  api?: ApiOptions;
  pageCache?: PageCacheOptions;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For gives request.ip, the address the rate limits count
   * by. False (the default): the connection's address, whatever the headers say.
   */
  trustProxy?: boolean | string[];
}

/** The static site (its pages from memory) with compression, long caching of hashed assets and the 404 page; the API under /api. */
export async function createServer(options: ServerOptions) {
  const app = Fastify({ logger: false, trustProxy: options.trustProxy ?? false });
  // The policy follows the site on disk, within the time the page cache keeps a page (server/csp.ts);
  // set here rather than by helmet, which takes fixed directives or assembles them per response.
  // What the server reads from the site follows it as its pages do (a new build shows without a restart).
  const ttlMs = options.pageCache?.ttlMs ?? PAGE_TTL_MS;
  const cspSources = await liveCspSources(options.siteDir, ttlMs);
  const cspHeader = cspHeaderCache();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', cspHeader(await cspSources()));
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The site's photos and fonts are its own; nothing needs to be embedded elsewhere.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress);
  // Before the page cache: the owner portal fills its login pages per request (server/owner/login-page.ts).
  if (options.api) await registerApi(app, options.api);
  // Before the page cache: §2's internal paths have redirect pages for static hosting; this server
  // answers them (and '/') with a redirect to the visitor's language instead.
  app.addHook('onRequest', await internalPathRedirects(options.siteDir, ttlMs));
  // The pages of properties that left the feed (issue 15): 410 Gone, with the page.
  app.addHook('onRequest', await goneHook(options.siteDir, ttlMs));
  app.addHook('onRequest', pageCache(options.siteDir, options.pageCache));
  await app.register(fastifyStatic, {
    root: options.siteDir,
    // The build wrote a .br beside every text file: no compression per request but for the rare
    // client without Brotli (@fastify/compress gzips what has no .gz).
    preCompressed: true,
    // Hashed build assets and content-addressed photo variants never change.
    setHeaders(reply, path) {
      const immutable = path.includes(`${join('assets', '')}`) || path.includes(`${join('media', '')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const notFoundNow = await liveRead(() => notFoundPages(options.siteDir), ttlMs);
  app.setNotFoundHandler(async (request, reply) => {
    // An unknown path under /{lang}/ gets that language's 404 page (§8), any other the default one.
    const language = request.url.split('/')[1] ?? '';
    const notFound = await notFoundNow();
    const page = notFound.byLanguage.get(language) ?? notFound.fallback;
    return reply.code(404).type('text/html; charset=utf-8').send(page);
  });
  return app;
}

/** The built 404 pages: 404.html, and one per language where the build made it. */
async function notFoundPages(siteDir: string) {
  const read = (path: string) => readFile(join(siteDir, path), 'utf8').catch(() => undefined);
  const byLanguage = new Map<string, string>();
  for (const language of LANGUAGES) {
    const page = await read(join(NOT_FOUND_PATHS[language], 'index.html'));
    if (page) byLanguage.set(language, page);
  }
  return { byLanguage, fallback: (await read('404.html')) ?? 'Not found' };
}
