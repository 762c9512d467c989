import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createRandom } from '../../scripts/demo-agency/prng.js';
import { Children, holds, type Row, type RowOutcome } from './row.js';
import { ROWS } from './rows/index.js';
import { DEFAULT_SEED, ROW_TIME_LIMIT_MS } from './settings.js';
import { type Measured, markdownTable } from './table.js';

// `npm run faults`: each fault made for real on 127.0.0.1 (real `vitrine sync` and `vitrine serve`
// processes, the fake Omnicasa service, a real SMTP server, a real SQLite file), then a Markdown
// table fault → outcome → lost / duplicated, with each row's time. Exits 1 when a row does not hold.
// `npx tsx bench/faults/run.ts <row id>…` runs only those rows (`npm run faults -- …` would hand the
// arguments to the vitest that runs after); `--seed <n>` replays a run; `--no-mount` makes
// the full-disk row use its injected write error instead of a tmpfs.

const usage = (message: string): never => {
  process.stderr.write(`npm run faults: ${message}\n`);
  process.exit(2);
};
const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { seed: { type: 'string' }, 'no-mount': { type: 'boolean', default: false } },
    });
  } catch (error) {
    return usage(`${(error as Error).message} (it takes row ids, --seed <n> and --no-mount)`);
  }
})();
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isInteger(seed)) usage(`--seed takes an integer, not "${values.seed}"`);
const unknown = positionals.filter((id) => !ROWS.some((r) => r.id === id));
if (unknown.length > 0) usage(`there is no row ${unknown.join(', ')}: the rows are ${ROWS.map((r) => r.id).join(', ')}`);
const chosen = ROWS.filter((r) => positionals.length === 0 || positionals.includes(r.id));

/** The running row's processes: an interrupted run (Ctrl-C, a CI timeout) leaves none behind. */
let running: Children | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.killAll();
    process.exit(130);
  });
}

async function measure(row: Row, index: number): Promise<Measured> {
  const work = await mkdtemp(join(tmpdir(), `vitrine-faults-${row.id}-`));
  const children = new Children();
  running = children;
  // Each row its own stream of the seed: running one row alone gives it the same moments.
  const random = createRandom(seed + index * 7919);
  const log = (line: string) => process.stderr.write(`  [${row.id}] ${line}\n`);
  const started = performance.now();
  const limitMs = row.timeLimitMs ?? ROW_TIME_LIMIT_MS;
  let timer: NodeJS.Timeout | undefined;
  let outcome: RowOutcome;
  try {
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not finish within ${limitMs / 1000} s`)), limitMs);
    });
    outcome = await Promise.race([row.run({ work, random, children, log, noMount: values['no-mount'] ?? false }), limit]);
  } catch (error) {
    outcome = { outcome: 'the row broke off', lost: 0, duplicated: 0, failures: [(error as Error).message] };
  } finally {
    clearTimeout(timer);
    children.killAll();
  }
  const ms = performance.now() - started;
  await rm(work, { recursive: true, force: true }).catch(() => undefined);
  return { row, outcome, ms };
}

process.stderr.write(
  `Fault table: seed ${seed} (replay with --seed ${seed}), Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()}\n`,
);
const measured: Measured[] = [];
for (const row of chosen) {
  process.stderr.write(`${row.fault}…\n`);
  const m = await measure(row, ROWS.indexOf(row));
  process.stderr.write(`  ${holds(m.outcome) ? 'holds' : 'DOES NOT HOLD'} (${(m.ms / 1000).toFixed(1)} s)\n`);
  measured.push(m);
}
const total = measured.reduce((sum, m) => sum + m.ms, 0);
console.log(
  `Seed ${seed}, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${(total / 1000).toFixed(0)} s in all.\n`,
);
console.log(markdownTable(measured));
const failed = measured.filter((m) => !holds(m.outcome));
if (failed.length > 0) {
  console.log(`\n${failed.length} of ${measured.length} rows do not hold: ${failed.map((m) => m.row.id).join(', ')}.`);
  process.exitCode = 1;
}
// A row cut off by its time limit may still hold a socket or a timer: the table is out, so end here.
process.exit();
