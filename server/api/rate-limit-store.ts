import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounter } from './window-counter.js';

/**
 * @fastify/rate-limit's store (its `store` option: a class it makes once and asks per route) over our
 * window counter, so that the forms' limit is counted where the beacon's is: in memory for one SQLite
 * server, in the database for several instances. `now` is the server's clock (a test holds it mid-window).
 */
export function rateLimitStore(counter: WindowCounter, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      counter.hit(key, now()).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}
