import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateAgency } from '../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../scripts/demo-agency/write-snapshot.js';
import { writeKyeroFeed } from '../scripts/kyero/synthetic-feed.js';
import { ROOT, runCli, SAMPLE } from '../tests/support/cli.js';
import { startKyeroFeedServer } from '../tests/support/kyero-feed-server.js';
import { startOmnicasaServer, TEST_CREDENTIALS } from '../tests/support/omnicasa-server.js';
import { changePrice, copySnapshot } from '../tests/support/snapshot.js';

// bench/sync (issue 44): syncs of the sample, of the synthetic 2,500-listing Omnicasa agency (played
// by the tests' feed server on 127.0.0.1: pages of 50 rows, 4 requests in flight) and of generated
// Kyero feeds of 50 and 100 MB (served over HTTP on 127.0.0.1, with an ETag), each sync in a process
// of its own, without photos, under Node's default heap. Per feed: cold (a first sync into an empty
// folder), warm (nothing changed) and one change (one listing's price). Then `vitrine sync --build`
// end to end after one price change on the synthetic agency, against its goal.

const exec = promisify(execFile);

/** Issue 44's goals. */
export const SYNC_PEAK_RSS_GOAL_MB = 512;
export const ONE_CHANGE_SYNC_BUILD_GOAL_S = 5;

interface Figures {
  outcome: string;
  reading: string;
  properties: number;
  requests: number;
  durationMs: number;
  peakRssMb: number;
}

async function syncOnce(out: string, mode: '--url' | '--kyero', where: string): Promise<Figures> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'bench/sync-once.ts', out, mode, where], {
    cwd: ROOT,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) as string);
}

/** Cold, warm and one change into one folder; `change` edits the feed between the second and the third. */
async function threeRuns(label: string, mode: '--url' | '--kyero', where: string, change: () => Promise<void>) {
  const out = join(await mkdtemp(join(tmpdir(), 'vitrine-bench-')), 'generated');
  try {
    const cold = await syncOnce(out, mode, where);
    const warm = await syncOnce(out, mode, where);
    await change();
    const changed = await syncOnce(out, mode, where);
    return [
      { label, run: 'cold', ...cold },
      { label, run: 'warm (nothing changed)', ...warm },
      { label, run: 'one price changed', ...changed },
    ];
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** One listing's price raised in every language, as the back office does. */
const changeOnePrice = (snapshot: string) =>
  changePrice(
    snapshot,
    (items) => items[0],
    (row) => Number(row.Price) + 1000,
  );

async function omnicasa(label: string, snapshot: string) {
  const server = await startOmnicasaServer(snapshot, undefined, { reread: true });
  try {
    return await threeRuns(label, '--url', server.url, async () => {
      await changeOnePrice(snapshot);
    });
  } finally {
    await server.close();
  }
}

async function kyero(megabytes: number) {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-kyero-sync-'));
  const file = join(work, 'feed.xml');
  const server = await startKyeroFeedServer(file);
  try {
    await writeKyeroFeed(file, megabytes * 1024 * 1024);
    const label = `Kyero ${((await stat(file)).size / 1024 / 1024).toFixed(0)} MB feed (× 4 languages), over HTTP`;
    return await threeRuns(label, '--kyero', server.url, async () => {
      const xml = await readFile(file, 'utf8');
      await writeFile(
        file,
        xml.replace(/<price>(\d+)<\/price>/, (_, price) => `<price>${Number(price) + 1000}</price>`),
      );
    });
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** `vitrine sync --build` as cron runs it: a first sync and build, then one price change, end to end. */
async function syncAndBuild(snapshot: string) {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-sync-build-'));
  // The build's render processes load vike and react from a node_modules folder above the build.
  const built = join(ROOT, 'node_modules', '.cache', 'vitrine-bench-sync-build');
  await mkdir(built, { recursive: true });
  const server = await startOmnicasaServer(snapshot, undefined, { reread: true });
  const env = { VITRINE_OMNICASA_USER: TEST_CREDENTIALS.user, VITRINE_OMNICASA_PASSWORD: TEST_CREDENTIALS.password };
  const args = ['sync', '--url', server.url, '--no-images', '--out', join(work, 'generated'), '--build', '--build-out', built];
  const timed = async () => {
    const started = performance.now();
    const run = await runCli(args, env);
    if (run.code !== 0) throw new Error(`bench/sync: vitrine sync --build exited ${run.code}: ${run.stderr.slice(-2000)}`);
    return (performance.now() - started) / 1000;
  };
  try {
    const first = await timed();
    await changeOnePrice(snapshot);
    const changed = await timed();
    return { first, changed };
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
    await rm(built, { recursive: true, force: true });
  }
}

export async function benchSync(): Promise<string> {
  const synthetic = await mkdtemp(join(tmpdir(), 'vitrine-bench-feed-'));
  await writeSnapshot(generateAgency({ count: 2500, seed: 25, idOffset: 0 }), synthetic);
  const sampleCopy = await copySnapshot(SAMPLE, join(synthetic, '..', `${synthetic.split('/').at(-1)}-sample`));
  const rows = [
    ...(await omnicasa('sample (≈100 properties × 4 languages)', sampleCopy)),
    ...(await omnicasa('synthetic Omnicasa agency (2,500 × 4 languages)', synthetic)),
    ...(await kyero(50)),
    ...(await kyero(100)),
  ];
  const endToEnd = await syncAndBuild(synthetic);
  await rm(synthetic, { recursive: true, force: true });
  await rm(sampleCopy, { recursive: true, force: true });
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  return [
    '| feed | run | read | outcome | requests | time | peak memory (RSS) |',
    '|---|---|---|---|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.run} | ${r.reading === 'changes' ? 'changes only' : 'in full'} | ${r.outcome} | ${r.requests} | ${(r.durationMs / 1000).toFixed(2)} s | ${r.peakRssMb} MB |`,
    ),
    '',
    `Peak RSS goal (issue 44): at most ${SYNC_PEAK_RSS_GOAL_MB} MB for the synthetic agency and both Kyero feeds: ${met(rows.filter((r) => !r.label.startsWith('sample')).every((r) => r.peakRssMb <= SYNC_PEAK_RSS_GOAL_MB))} (largest ${Math.max(...rows.map((r) => r.peakRssMb))} MB).`,
    '',
    '| `vitrine sync --build`, synthetic agency (2,500 × 4) | time | goal |',
    '|---|---:|---|',
    `| first sync and build | ${endToEnd.first.toFixed(1)} s | |`,
    `| one price changed, end to end | ${endToEnd.changed.toFixed(1)} s | ≤ ${ONE_CHANGE_SYNC_BUILD_GOAL_S} s: ${met(endToEnd.changed <= ONE_CHANGE_SYNC_BUILD_GOAL_S)} |`,
  ].join('\n');
}
