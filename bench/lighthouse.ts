import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM } from '../tests/support/browser.js';
import { ROOT } from '../tests/support/cli.js';
import { startSite } from '../tests/support/site-server.js';

// `npm run lighthouse`: lighthouse (mobile, Debian's Chromium) on home, a list and a property page
// of the built site, served by `vitrine serve`'s server on 127.0.0.1. Run `npm start` or
// `vitrine sync && vitrine build` first. Prints a Markdown table for docs/benchmarks.md.

const run = promisify(execFile);
const dist = join(ROOT, 'dist', 'client');
// With its API, as `vitrine serve` runs it: the property page asks it for visit slots.
const site = await startSite(dist);
const base = site.base;
const properties = JSON.parse(await readFile(join(ROOT, 'data/generated/fr/properties.json'), 'utf8')) as {
  url: string;
  status: string;
}[];
const detail = properties.find((p) => p.status === 'active')?.url ?? '/fr/';
const pages: [string, string][] = [
  ['home', '/fr/'],
  ['list', '/fr/a-vendre/'],
  ['detail', detail],
];
/** Runs per page: docs/benchmarks.md gives their median. */
const RUNS = 3;
const work = await mkdtemp(join(tmpdir(), 'vitrine-lighthouse-'));
const rows: string[] = [];
/** Lighthouse's runtime errors that ask for another run (NO_NAVSTART: its trace missed the navigation's start). */
const RUN_AGAIN = /Please run Lighthouse again/;
const ATTEMPTS = 3;
let retried = 0;

/** One Lighthouse run of `url` into `out`; run again (up to ATTEMPTS) when Lighthouse itself asks for it. */
async function lighthouse(url: string, out: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        join(ROOT, 'node_modules/.bin/lighthouse'),
        [
          url,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 << 20 },
      );
      return;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt >= ATTEMPTS || !RUN_AGAIN.test(stderr)) throw error;
      retried++;
      console.error(`lighthouse ${url}: ${stderr.trim()} (attempt ${attempt} of ${ATTEMPTS}; running it again)`);
    }
  }
}
try {
  // The site in dist/ must be the one built from data/generated: bench/build leaves the synthetic
  // agency's there, where the sample's property page is missing (Lighthouse then stops on a 404).
  for (const [, path] of pages) {
    const { status } = await fetch(`${base}${path}`);
    if (status !== 200)
      throw new Error(
        `bench/lighthouse: ${path} answers ${status} from ${dist}, which holds a site not built from data/generated ` +
          '(bench/build leaves the synthetic agency there): run `vitrine build` (or `npm start`) first',
      );
  }
  for (const [name, path] of pages) {
    const runs: { performance: number; lcp: number; tbt: number; row: string }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const out = join(work, `${name}-${i}.json`);
      await lighthouse(`${base}${path}`, out);
      const report = JSON.parse(await readFile(out, 'utf8'));
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const lcp = report.audits['largest-contentful-paint']?.numericValue as number;
      const tbt = report.audits['total-blocking-time']?.numericValue as number;
      const bytes = report.audits['total-byte-weight']?.numericValue as number;
      const failing = Object.values(
        report.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string }>,
      )
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      // LIGHTHOUSE_DEBUG=1 names the pass/fail audits that did not pass, and what the largest paint was, with its phases.
      if (process.env.LIGHTHOUSE_DEBUG) {
        console.error(name, failing.join(', ') || 'no failing audit');
        // Lighthouse 13's insight; 12 named it largest-contentful-paint-element.
        const element = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
        console.error(JSON.stringify(element, (k, v) => (k === 'boundingRect' ? undefined : v)).slice(0, 1500));
      }
      runs.push({
        performance: score('performance'),
        lcp,
        tbt,
        row: `${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(bytes / 1024).toFixed(0)} KiB`,
      });
    }
    // The median of the runs (Lighthouse varies from run to run on a loaded machine).
    const middle = <T>(values: T[], by: (v: T) => number) =>
      [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)] as T;
    const median = middle(runs, (r) => r.performance);
    rows.push(
      `| ${name} (${path.length > 40 ? `${path.slice(0, 37)}…` : path}) | ${median.performance} (${runs.map((r) => r.performance).join(', ')}) | ${(middle(runs, (r) => r.lcp).lcp / 1000).toFixed(2)} s | ${middle(runs, (r) => r.tbt).tbt.toFixed(0)} ms | ${median.row} |`,
    );
  }
} finally {
  await site.close();
  await rm(work, { recursive: true, force: true });
}
console.log(
  [
    `| page (mobile, median of ${RUNS}) | performance (each run) | LCP | total blocking time | accessibility | best practices | SEO | transferred |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    ...(retried
      ? ['', `${retried} run(s) were made again after Lighthouse asked for it (a runtime error such as NO_NAVSTART).`]
      : []),
  ].join('\n'),
);
