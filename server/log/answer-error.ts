import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// The server's last error handler (the API's own answer first in the visitor's language): an error is
// logged once, at level error with its stack, and answered without its message when it is ours (a
// 500's message names files and queries, which are the log's, not a visitor's). Answered, never
// thrown on: @fastify/static hands its route's errors to the handler, which Fastify's own default
// would log a second time on its way to the next one.

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'the request failed');
  const message = status >= 500 ? STATUS_CODES[status] : error.message;
  return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status], message });
}
