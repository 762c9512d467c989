import autocannon from 'autocannon';

// autocannon runs for bench/serve, timed by the bench itself: autocannon's own start and finish fall
// on its 1 s ticks, which read a run of 4–8 s up to a second long.

export interface Run {
  result: autocannon.Result;
  /** From the first request to the last answer. */
  seconds: number;
}

export function load(options: autocannon.Options): Promise<Run> {
  return new Promise((resolve, reject) => {
    const first = performance.now();
    let last = first;
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, seconds: (last - first) / 1000 }),
    );
    instance.on('response', () => {
      last = performance.now();
    });
  });
}

/** Requests per second counts the 2xx answers only (an error is no accepted submission). */
export function row(name: string, { result: r, seconds }: Run) {
  const rate = Math.round(r['2xx'] / seconds).toLocaleString('en');
  return `| ${name} | ${rate} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx + r.errors} |`;
}

/** Several autocannon instances run at once (one per server), taken as one load. */
export interface CombinedRun {
  /** 2xx answers, all instances together. */
  accepted: number;
  /** Other answers, connection errors and timeouts. */
  failed: number;
  /** From the first request of any instance to the last answer of any. */
  seconds: number;
  /** Every 2xx answer's latency in ms, as autocannon's own percentiles count only those. */
  latencies: number[];
}

/**
 * Runs the instances at once and combines them honestly: the rate is every 2xx over the whole wall
 * time (the slowest instance's tail counts, an idle one's early finish does not flatter it), and the
 * percentiles come from every answer's latency, never from averaging the instances' percentiles.
 */
export async function loadTogether(targets: autocannon.Options[]): Promise<CombinedRun> {
  const first = performance.now();
  let last = first;
  const latencies: number[] = [];
  const results = await Promise.all(
    targets.map(
      (options) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
          // autocannon's instance passes the client first, then the answer's status, bytes and time.
          instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
            last = performance.now();
            if (status >= 200 && status < 300) latencies.push(ms);
          });
        }),
    ),
  );
  return {
    accepted: results.reduce((sum, r) => sum + r['2xx'], 0),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    seconds: (last - first) / 1000,
    latencies,
  };
}

/** The nearest-rank percentile, in whole ms. */
export function percentile(latencies: readonly number[], p: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
}

/** `total` split into `parts` whole shares that differ by one at most (the first ones take the rest). */
export function evenShares(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}
