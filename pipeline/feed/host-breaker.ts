// One run's breaker per host (issue 44): after a few failed tries in a row on one host (no answer in
// time, a refused or reset connection, a name that does not resolve, a 5xx), that host's remaining
// requests in this run are not tried, and those in flight stop. A host that never answers then costs
// one timeout, not a timeout per photo and per retry: hours for an agency's 2,000 photos on one CDN.
// Nothing is kept between runs: the next run tries every host again.

/** Failed tries in a row that hold a host back for the rest of the run. */
export const HOST_FAILURES_IN_A_ROW = 3;

export interface HeldHost {
  /** host:port, as the URLs name it. */
  host: string;
  /** The last failure before the host was held back, in words for the report. */
  reason: string;
}

export interface HostBreaker {
  /** The host held back, or undefined while it may be tried. */
  heldBack(host: string): HeldHost | undefined;
  /** A signal that aborts when the host is held back: its requests in flight stop. */
  signalFor(host: string): AbortSignal;
  /** An answer from the host (any status under 500): its failures in a row start again from none. */
  answered(host: string): void;
  /** A failed try on the host, retries counted each. */
  failed(host: string, reason: string): void;
  /** The hosts held back so far, in the order they were. */
  held(): HeldHost[];
}

/** The host and port of an http(s) URL, as the breaker counts it. */
export const hostOf = (url: string): string => new URL(url).host;

export function createHostBreaker(failuresInARow = HOST_FAILURES_IN_A_ROW): HostBreaker {
  const streaks = new Map<string, number>();
  const controllers = new Map<string, AbortController>();
  const held = new Map<string, HeldHost>();
  const controllerOf = (host: string) => {
    let controller = controllers.get(host);
    if (!controller) {
      controller = new AbortController();
      controllers.set(host, controller);
    }
    return controller;
  };
  return {
    heldBack: (host) => held.get(host),
    signalFor: (host) => controllerOf(host).signal,
    answered(host) {
      if (!held.has(host)) streaks.set(host, 0);
    },
    failed(host, reason) {
      if (held.has(host)) return;
      const streak = (streaks.get(host) ?? 0) + 1;
      streaks.set(host, streak);
      if (streak < failuresInARow) return;
      held.set(host, { host, reason: `${reason}, ${streak} tries in a row` });
      controllerOf(host).abort();
    },
    held: () => [...held.values()],
  };
}
