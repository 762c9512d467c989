// A fixed-window count per key (a visitor's address), held in memory only: the page-view beacon's
// limit. Pure but for the clock it is given; the address is never stored anywhere else.

export interface WindowLimit {
  /** True while `key` has made at most `max` calls in the current window. */
  allow(key: string, now: number): boolean;
}

export function windowLimit(max: number, windowMs: number): WindowLimit {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    allow(key, now) {
      // A new window forgets every address of the last one.
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= max;
    },
  };
}
