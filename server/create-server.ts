import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { LANGUAGES, NOT_FOUND_PATHS } from '../schema/index.js';
import { type ApiOptions, registerApi } from './api/register-api.js';
import { cspHeaderCache, liveCspSources } from './csp.js';
import { drainConnectionsOnClose } from './drain-connections.js';
import { goneHook } from './gone-pages.js';
import { healthRoutes } from './health/routes.js';
import { liveRead } from './live-read.js';
import { answerError } from './log/answer-error.js';
import { type LogOptions, loggerOptions } from './log/logger-options.js';
import { RequestLines } from './log/request-line.js';
import { metricsRoutes } from './metrics/routes.js';
import { serverMetrics } from './metrics/server-metrics.js';
import { PAGE_TTL_MS, type PageCacheOptions, pageCache } from './page-cache.js';
import { internalPathRedirects } from './redirects.js';
import { siteRebuiltSignal } from './site-rebuilt.js';

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
  /** The log (server/log): a JSON line per request, the errors, the outbox's deliveries. None when not given. */
  log?: LogOptions;
  /** The operator's endpoints: /healthz, /readyz and /metrics. None when not given. */
  operations?: OperationsOptions;
}

export interface OperationsOptions {
  /** The sync's output (`vitrine serve --data`): its run record and manifest tell the last successful sync. */
  dataDir: string;
  /** /readyz fails once the last successful sync is older than this (VITRINE_SYNC_STALE_HOURS). */
  syncMaxAgeMs: number;
  /** Beside the clients on this machine, who may read /metrics: `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

/** The static site (its pages from memory) with compression, long caching of hashed assets and the 404 page; the API under /api. */
export async function createServer(options: ServerOptions) {
  const app = Fastify({
    logger: options.log ? await loggerOptions(options.log) : false,
    // Fastify's two lines a request name the visitor's address and whole URL: ours is one, without (log/).
    logController: new RequestLines(),
    // Unique across restarts and instances (Fastify's own counts from 1 in each process).
    genReqId: () => randomUUID(),
    trustProxy: options.trustProxy ?? false,
  });
  app.setErrorHandler(answerError);
  drainConnectionsOnClose(app);
  const metrics = options.operations && operationsRoutes(app, options, options.operations);
  // The policy follows the site on disk, within the time the page cache keeps a page (server/csp.ts);
  // set here rather than by helmet, which takes fixed directives or assembles them per response.
  // What the server reads from the site follows it as its pages do (a new build shows without a restart).
  const ttlMs = options.pageCache?.ttlMs ?? PAGE_TTL_MS;
  // A rebuild from /admin/ shows at the next request, not after the cache's time (server/site-rebuilt.ts).
  const rebuilt = siteRebuiltSignal();
  const cspSources = await liveCspSources(options.siteDir, ttlMs, rebuilt);
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
  if (options.api) await registerApi(app, { ...options.api, metrics: metrics?.api, onSiteRebuilt: rebuilt.notify });
  // Before the page cache: §2's internal paths have redirect pages for static hosting; this server
  // answers them (and '/') with a redirect to the visitor's language instead.
  app.addHook('onRequest', await internalPathRedirects(options.siteDir, ttlMs, rebuilt));
  // The pages of properties that left the feed (issue 15): 410 Gone, with the page.
  app.addHook('onRequest', await goneHook(options.siteDir, ttlMs, rebuilt));
  app.addHook('onRequest', pageCache(options.siteDir, { ...options.pageCache, rebuilt }));
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
  const notFoundNow = await liveRead(() => notFoundPages(options.siteDir), ttlMs, rebuilt);
  app.setNotFoundHandler(async (request, reply) => {
    // An unknown path under /{lang}/ gets that language's 404 page (§8), any other the default one.
    const language = request.url.split('/')[1] ?? '';
    const notFound = await notFoundNow();
    const page = notFound.byLanguage.get(language) ?? notFound.fallback;
    return reply.code(404).type('text/html; charset=utf-8').send(page);
  });
  return app;
}

/** /healthz, /readyz and /metrics (server/health, server/metrics); returns what the API counts into. */
function operationsRoutes(app: FastifyInstance, options: ServerOptions, operations: OperationsOptions) {
  const sources = { db: options.api?.db, siteDir: options.siteDir, dataDir: operations.dataDir };
  const metrics = serverMetrics({
    ...sources,
    onStoreError: (error) => app.log.warn({ err: error }, 'the store did not answer the metrics scrape'),
  });
  metricsRoutes(app, metrics, operations.metricsToken);
  healthRoutes(app, { ...sources, syncMaxAgeMs: operations.syncMaxAgeMs });
  return metrics;
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
