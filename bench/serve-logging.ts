import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServeEnv } from './support/bench-serve-env.js';
import { formBodies, postsOf, SUBMISSION_CONNECTIONS, SUBMISSION_PATH, SUBMISSIONS } from './support/form-submissions.js';
import { load, type Run, row } from './support/load.js';
import { startServe } from './support/serve-process.js';

// bench/serve's logging table (issue 42): the same page and submission loads against `vitrine serve`
// with its JSON request log on (VITRINE_LOG_LEVEL=info, as shipped: one line per request, read from
// its standard output as journald would) and off (silent). The two settings take turns, ROUNDS times
// each, so that a machine's drift falls on both; each row is the median round by throughput.

/** The goal: logging costs at most this share of the page throughput. */
export const LOGGING_COST_GOAL = 0.1;
const ROUNDS = 5;
const LEVELS = ['info', 'silent'] as const;
type Level = (typeof LEVELS)[number];

interface Figures {
  page: Run;
  forms: Run;
}

const rate = ({ result, seconds }: Run) => result['2xx'] / seconds;

function median(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((a, b) => rate(a) - rate(b));
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

const pageLoad = (base: string, pagePath: string) => ({
  url: `${base}${pagePath}`,
  connections: 8,
  headers: { 'accept-encoding': 'gzip' },
});

/**
 * Unmeasured, before the first round: the first server of a run answered its pages 20–25 % slower
 * than every later one, whatever its log (the bench's own process compiling its load, the site's
 * files coming into the page cache), which charged that to the setting that went first.
 */
async function warmUp(dir: string, pagePath: string): Promise<void> {
  const { base, stop } = await startServe({ env: benchServeEnv(join(dir, 'vitrine-warm-up.db')) });
  try {
    await load({ ...pageLoad(base, pagePath), duration: 5 });
  } finally {
    await stop();
  }
}

async function round(dir: string, level: Level, index: number, pagePath: string): Promise<Figures> {
  const env = { ...benchServeEnv(join(dir, `vitrine-${level}-${index}.db`)), VITRINE_LOG_LEVEL: level };
  const { base, stop } = await startServe({ env });
  try {
    // Unmeasured: a fresh process compiles its hot paths.
    await load({ ...pageLoad(base, pagePath), duration: 2 });
    const page = await load({ ...pageLoad(base, pagePath), duration: 5 });
    const bodies = await formBodies(base, SUBMISSIONS);
    const forms = await load({
      url: `${base}${SUBMISSION_PATH}`,
      connections: SUBMISSION_CONNECTIONS,
      amount: SUBMISSIONS,
      requests: postsOf(bodies),
    });
    return { page, forms };
  } finally {
    await stop();
  }
}

/** The table, and the page throughput's cost of logging against its goal. */
export async function benchServeLogging(pagePath: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-logging-'));
  const runs: Record<Level, Figures[]> = { info: [], silent: [] };
  try {
    await warmUp(dir, pagePath);
    for (let index = 0; index < ROUNDS; index++)
      for (const level of LEVELS) {
        const figures = await round(dir, level, index, pagePath);
        console.error(
          `bench/serve logging: round ${index + 1}, ${level}: pages ${Math.round(rate(figures.page))}/s, forms ${Math.round(rate(figures.forms))}/s`,
        );
        runs[level].push(figures);
      }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const page = (level: Level) => median(runs[level].map((figures) => figures.page));
  const forms = (level: Level) => median(runs[level].map((figures) => figures.forms));
  const shown = pagePath.length > 40 ? `${pagePath.slice(0, 40)}…` : pagePath;
  const rows = [
    `| load (median of ${ROUNDS} rounds, taking turns) | requests/s | p50 | p99 | not 2xx |`,
    '|---|---:|---:|---:|---:|',
    row(`property page (${shown}, gzip, 8 connections), JSON log at info`, page('info')),
    row('property page, log off (silent)', page('silent')),
    row(`form submissions accepted (${SUBMISSION_CONNECTIONS} connections), JSON log at info`, forms('info')),
    row('form submissions accepted, log off (silent)', forms('silent')),
  ];
  const cost = 1 - rate(page('info')) / rate(page('silent'));
  const formCost = 1 - rate(forms('info')) / rate(forms('silent'));
  const verdict = cost <= LOGGING_COST_GOAL ? 'met' : 'NOT met';
  return `${rows.join('\n')}\n\nLogging costs ${(cost * 100).toFixed(1)} % of the page throughput (goal: at most ${LOGGING_COST_GOAL * 100} %: ${verdict}) and ${(formCost * 100).toFixed(1)} % of the submissions'.`;
}
