import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export interface ServerOptions {
  /** The built site (dist/client). */
  siteDir: string;
}

/** The static site with compression, long caching of hashed assets and the 404 page. */
export async function createServer(options: ServerOptions) {
  const app = Fastify({ logger: false });
  await app.register(compress);
  await app.register(fastifyStatic, {
    root: options.siteDir,
    // Hashed build assets and content-addressed photo variants never change.
    setHeaders(reply, path) {
      const immutable = path.includes(`${join('assets', '')}`) || path.includes(`${join('media', '')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const notFound = await readFile(join(options.siteDir, '404.html'), 'utf8').catch(() => 'Not found');
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html; charset=utf-8').send(notFound));
  return app;
}
