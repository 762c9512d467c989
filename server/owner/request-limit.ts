import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../schema/index.js';
import { rateLimitStore } from '../api/rate-limit-store.js';
import { visitorKey } from '../api/visitor-key.js';
import type { OwnerContext } from './context.js';
import { OWNER_POLICY } from './policy.js';
import { translatorFor } from './view/texts.js';

// Every /api/owner/* route under one limit per visitor (finding 4): a visitor is an address, an IPv6
// address by its /64 (visitor-key.ts), counted where the forms' limit is (in the store when several
// instances share PostgreSQL). Checked once the body is read, so the 429 speaks the language the
// visitor's form or JSON names.

export async function limitOwnerRequests(
  owner: FastifyInstance,
  ctx: OwnerContext,
  languageOf: (request: FastifyRequest) => Language,
): Promise<void> {
  const { max, windowMs } = ctx.requests ?? OWNER_POLICY.requests;
  await owner.register(rateLimit, {
    max,
    timeWindow: windowMs,
    hook: 'preHandler',
    keyGenerator: (request) => visitorKey(request.ip),
    store: rateLimitStore(ctx.counters('owner-portal', windowMs)),
    // Thrown to the portal's error handler (routes.ts), which answers a form with its page; the plugin set Retry-After.
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: translatorFor(languageOf(request))('api.tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    }),
  });
}
