import type { SiteRebuilt } from './site-rebuilt.js';

// What the server reads from the built site besides its pages (the internal paths' table, the 404
// pages, the departed pages' list): read again once as old as the page cache keeps a page, so a build
// swapped in under `vitrine serve` (`vitrine sync --build` from cron) shows without a restart. One
// read at a time; a read that fails (the site mid-swap, a file being replaced) keeps the last good
// value and is tried again at the next request.

/** The value now: the last read, and a new read when it is `ttlMs` old (0: every time). */
export type LiveValue<T> = () => Promise<T>;

/** Reads `read` now (its failure is the caller's: the server does not start on a broken site), then as told above. */
export async function liveRead<T>(read: () => Promise<T>, ttlMs: number, rebuilt?: SiteRebuilt): Promise<LiveValue<T>> {
  let value: T = await read();
  let readAt = Date.now();
  // A rebuild this server made: read again at the next request.
  rebuilt?.subscribe(() => {
    readAt = Number.NEGATIVE_INFINITY;
  });
  let reading: Promise<T> | undefined;
  const readAgain = async (): Promise<T> => {
    try {
      value = await read();
      readAt = Date.now();
    } catch {
      // Mid-swap: the last good value stays, and the next request tries again.
    }
    reading = undefined;
    return value;
  };
  return () => {
    if (Date.now() - readAt < ttlMs) return Promise.resolve(value);
    reading ??= readAgain();
    return reading;
  };
}
