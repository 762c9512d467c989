import type { FastifyRequest } from 'fastify';
import { pathOf, withoutAddresses } from './scrub.js';

// Fastify's serializers decide what of a request leaves the process in a log line (STYLE.md,
// Operations): these replace its defaults, which name the visitor's address, port and full URL.

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
}

export const LOG_SERIALIZERS = {
  /** The method, the route's pattern and the path: no address, no header, no query string, no body. */
  req: (request: FastifyRequest) => ({
    method: request.method,
    route: request.routeOptions?.url,
    path: pathOf(request.url),
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  /**
   * The error's type, code, message and stack: not its other fields (a PostgreSQL error's `detail`
   * quotes the row's values), and the message without addresses.
   */
  err: (error: ErrorLike) => ({
    type: error.name ?? 'Error',
    ...(error.code !== undefined && { code: error.code }),
    ...(error.statusCode !== undefined && { statusCode: error.statusCode }),
    message: withoutAddresses(String(error.message ?? error)),
    stack: withoutAddresses(error.stack ?? ''),
  }),
};
