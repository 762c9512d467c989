import type { FastifyInstance } from 'fastify';
import { HEALTH_CONTENT_TYPE, healthReport, httpStatusOf } from './health-report.js';
import { type ReadinessOptions, readinessChecks } from './readiness.js';

// GET /healthz: the process answers. GET /readyz: it can serve what it should (readiness.ts), in
// the health check response format; a load balancer or systemd's watchdog script asks them.

export function healthRoutes(app: FastifyInstance, options: ReadinessOptions) {
  const checks = readinessChecks({
    ...options,
    onStoreError: (error) => app.log.warn({ err: error }, 'the store did not answer the readiness check'),
  });
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').type(HEALTH_CONTENT_TYPE).send({ status: 'pass' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const report = healthReport(await checks());
    return reply.code(httpStatusOf(report)).header('cache-control', 'no-store').type(HEALTH_CONTENT_TYPE).send(report);
  });
}
