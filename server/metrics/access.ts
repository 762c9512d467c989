import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

// Who may read /metrics (DESIGN.md, Running in production; Gitea's is off or token-gated): a client
// on this machine (a Prometheus beside the server), or whoever shows VITRINE_METRICS_TOKEN. Behind a
// trusted proxy request.ip is the visitor's; a loopback connection that carries a forwarding header
// came through a proxy the server was not told to trust (Caddy on the same machine): not local either.

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded'];

/** Whether `address` (request.ip) is this machine's: 127.0.0.0/8, ::1, or IPv4-mapped loopback. */
export function isLoopback(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request's `Authorization: Bearer …` is the token (compared in constant time). */
function showsToken(request: FastifyRequest, token: string | undefined): boolean {
  const shown = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && shown !== undefined && timingSafeEqual(digest(shown), digest(token));
}

export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const local = isLoopback(request.ip) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  return local || showsToken(request, token);
}
