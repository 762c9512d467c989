import type { FastifyReply } from 'fastify';
import { FORM_ERRORS, type Language } from '../../schema/index.js';
import { RETRY_AFTER_SECONDS, storeFault } from '../db/store-fault.js';

/**
 * A held lock, a full disk, a damaged file (store-fault.ts): 503 with a Retry-After and §8's words,
 * never SQLite's. Undefined for any other error, which the caller answers itself.
 */
export function replyToStoreFault(reply: FastifyReply, error: unknown, language: Language): FastifyReply | undefined {
  const fault = storeFault(error);
  if (!fault) return undefined;
  return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS[fault]).send({ message: FORM_ERRORS[language].apiError });
}
