import { createHmac } from 'node:crypto';
import type { Db } from '../db/open-database.js';

// Hits per visitor and fixed window, for the forms' and the page-view beacon's limits. Windows are
// aligned on their length (a minute's window starts at a whole minute), so that every server instance
// counting into the store agrees on which window a hit falls in.

export interface WindowHits {
  /** Hits of this key in the current window, this one included. */
  hits: number;
  /** Until the window ends. */
  resetInMs: number;
}

export interface WindowCounter {
  hit(key: string, now: number): Promise<WindowHits>;
}

const windowOf = (now: number, windowMs: number) => now - (now % windowMs);

/**
 * In this process's memory: one SQLite server is the only instance, and a count in memory costs its
 * forms no write. A new window forgets every address of the last one.
 */
export function memoryWindowCounter(windowMs: number): WindowCounter {
  let current = Number.NaN;
  let counts = new Map<string, number>();
  return {
    async hit(key, now) {
      const start = windowOf(now, windowMs);
      if (start !== current) {
        current = start;
        counts = new Map();
      }
      const hits = (counts.get(key) ?? 0) + 1;
      counts.set(key, hits);
      return { hits, resetInMs: start + windowMs - now };
    },
  };
}

export interface StoreCounterOptions {
  /** The limit's name: the forms' and the beacon's count apart. */
  name: string;
  windowMs: number;
  /** A key the instances share (the captcha's): the stored key is an HMAC, never the visitor's address. */
  secret: string;
}

/**
 * In the store, shared by every instance (PostgreSQL): one atomic upsert per hit, which starts the
 * key's count afresh when its row is of an earlier window. Old rows go with the outbox's housekeeping.
 */
export function storeWindowCounter(db: Db, options: StoreCounterOptions): WindowCounter {
  return {
    async hit(address, now) {
      const key = createHmac('sha256', options.secret).update(`${options.name}\n${address}`).digest('base64url');
      const start = windowOf(now, options.windowMs);
      const { hits } = await db
        .insertInto('rate_limits')
        .values({ key, window_start: start, hits: 1 })
        .onConflict((c) =>
          c.column('key').doUpdateSet((eb) => ({
            hits: eb
              .case()
              .when('rate_limits.window_start', '=', eb.ref('excluded.window_start'))
              .then(eb('rate_limits.hits', '+', 1))
              .else(1)
              .end(),
            window_start: eb.ref('excluded.window_start'),
          })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return { hits, resetInMs: start + options.windowMs - now };
    },
  };
}

/** Forgets the counts of windows that ended before `before`. */
export async function purgeRateLimits(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
