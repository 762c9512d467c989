import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { changeSnapshot } from '../scripts/demo-agency/change-snapshot.js';
import { generateAgency } from '../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../scripts/demo-agency/write-snapshot.js';
import { ROOT } from '../tests/support/cli.js';

// bench/build: `vitrine build` of the sample and of a synthetic agency of 2,500 properties (10,000+
// pages), each in its own process with a 2 GB heap: pages per second and peak memory.

const run = promisify(execFile);

interface Figures {
  code: number;
  pages: number;
  rendered: number;
  seconds: number;
  /** When the new site was in place (the old one's files are removed after). */
  live: number;
  peakRssMb: number;
  concurrent: number;
}

const syncInto = (snapshot: string, data: string) =>
  run(
    process.execPath,
    ['--import', 'tsx', 'cli/index.ts', 'sync', '--no-images', '--source', 'sample', '--snapshot', snapshot, '--out', data],
    {
      cwd: ROOT,
    },
  );

async function buildOnce(label: string, data: string): Promise<Figures> {
  const { stdout } = await run(process.execPath, ['--max-old-space-size=2048', '--import', 'tsx', 'bench/build-once.ts', data], {
    cwd: ROOT,
    maxBuffer: 64 << 20,
  });
  const figures = JSON.parse(stdout.trim().split('\n').at(-1) as string) as Figures;
  if (figures.code !== 0) throw new Error(`the build of ${label} failed`);
  return figures;
}

/**
 * A full build, then one after a price change (incremental), one with nothing changed, one after a
 * listing added and one removed, and one after another price change: the first incremental build
 * after a full one starts from an empty folder, the next ones from the site before the last (as
 * cron's builds do: site/build/spare-site.ts).
 */
async function measure(label: string, snapshot: string) {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-build-'));
  const data = join(work, 'generated');
  // The bench builds into dist/: a build left there by another data would make the first one incremental.
  await rm(join(ROOT, 'dist', 'build.json'), { force: true });
  // A full build bundles the code too: not from the bundle cache an earlier build of this code left.
  await rm(join(ROOT, 'node_modules', '.cache', 'vitrine', 'bundles'), { recursive: true, force: true });
  await syncInto(snapshot, data);
  const full = await buildOnce(label, data);
  await changeSnapshot(snapshot, join(work, 'changed'), { lowerPrice: true });
  await syncInto(join(work, 'changed'), data);
  const changed = await buildOnce(label, data);
  const unchanged = await buildOnce(label, data);
  await changeSnapshot(join(work, 'changed'), join(work, 'changed-2'), { removeAndAdd: true });
  await syncInto(join(work, 'changed-2'), data);
  const addedAndRemoved = await buildOnce(label, data);
  await changeSnapshot(join(work, 'changed-2'), join(work, 'changed-3'), { lowerPrice: true });
  await syncInto(join(work, 'changed-3'), data);
  const changedAgain = await buildOnce(label, data);
  await rm(work, { recursive: true, force: true });
  const row = (what: string, f: Figures) =>
    `| ${label}, ${what} | ${f.pages} | ${f.rendered} | ${f.live.toFixed(1)} s | ${f.seconds.toFixed(1)} s | ${f.peakRssMb} MB | ${f.concurrent} |`;
  return [
    row('full', full),
    row('after one price change', changed),
    row('nothing changed', unchanged),
    row('after one listing added and one removed', addedAndRemoved),
    row('after another price change', changedAgain),
  ];
}

export async function benchBuild(): Promise<string> {
  const synthetic = await mkdtemp(join(tmpdir(), 'vitrine-bench-agency-'));
  await writeSnapshot(generateAgency({ count: 2500, seed: 25 }), synthetic);
  const rows = [
    ...(await measure('sample (100 properties)', join(ROOT, 'data/sample/omnicasa'))),
    ...(await measure('synthetic (2,500 properties)', synthetic)),
  ];
  await rm(synthetic, { recursive: true, force: true });
  return [
    '| build (2 GB heap) | HTML pages | pages rendered | new site served after | command | peak RSS (largest process) | render processes |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    'The bench leaves dist/ holding the synthetic build: run `vitrine build` again afterwards.',
  ].join('\n');
}
