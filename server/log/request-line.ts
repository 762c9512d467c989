import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pathOf } from './scrub.js';

// One line per request, once its answer has gone, in place of Fastify's two (incoming, completed):
// its id (reqId), method, route pattern, path, status and duration. Nothing of the visitor: no
// address, no query string, no body (log/serializers.ts). Fastify's other lines stay: an error's,
// with its stack, at level error.

/** The probes an orchestrator or a scraper calls every few seconds: their passing answers only at debug. */
const PROBES: ReadonlySet<string | undefined> = new Set(['/healthz', '/readyz', '/metrics']);

export class RequestLines extends LogController {
  override incomingRequest() {}

  /** Said by the request line's status already. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      route,
      path: pathOf(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    // The answer failed on its way out (a connection reset mid-file).
    if (error) request.log.error({ ...line, err: error }, 'request');
    else if (PROBES.has(route) && reply.statusCode < 400) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  }
}
