import type { FastifyInstance } from 'fastify';
import { mayReadMetrics } from './access.js';
import type { ServerMetrics } from './server-metrics.js';

// GET /metrics, and the request count every answer adds to. To anyone else than a local client or
// the token's holder, /metrics is a page like any unknown one: the site's 404.

export const METRICS_PATH = '/metrics';

export function metricsRoutes(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestAnswered(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      reply.callNotFound();
      return reply;
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.exposition());
  });
}
