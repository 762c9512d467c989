import type { FastifyInstance } from 'fastify';
import type { Db } from './db/open-database.js';

// A graceful stop (DESIGN.md, Running in production: "SIGTERM drains and exits 0"): no new
// connection; the requests in flight are answered and the e-mails being sent finish (the outbox
// worker claims nothing more: what was accepted meanwhile goes at the next start, or from another
// instance); past the timeout the connections still open are closed and the deliveries still being
// sent are handed back to the outbox; then the store closes. Told in the log at each step.

export interface StopOptions {
  app: FastifyInstance;
  /** Closed last: the requests and the worker use it to the end. */
  db: Db;
  /** VITRINE_STOP_TIMEOUT_MS. */
  timeoutMs: number;
  /** The outbox worker's stop signal (its deliveries' claims are handed back once it aborts). */
  outOfTime: AbortController;
}

export interface Stopped {
  /** True when the timeout closed connections or handed deliveries back. */
  timedOut: boolean;
  durationMs: number;
}

export async function stopServer(options: StopOptions, signal: string): Promise<Stopped> {
  const { app, timeoutMs } = options;
  const started = performance.now();
  app.log.info({ signal, timeoutMs }, 'stopping: the requests in flight and the e-mails being sent finish');
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    app.log.warn({ timeoutMs }, 'stop timeout: closing the connections still open');
    options.outOfTime.abort();
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    // Fastify stops listening, answers the requests in flight (a new one on a kept-alive connection
    // gets 503), then runs the onClose hooks: the outbox worker's stop among them.
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  await options.db.destroy();
  const durationMs = Math.round(performance.now() - started);
  app.log.info({ durationMs, timedOut }, 'stopped: the store is closed');
  return { timedOut, durationMs };
}
