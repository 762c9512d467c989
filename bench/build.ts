import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateAgency } from '../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../scripts/demo-agency/write-snapshot.js';
import { ROOT } from '../tests/support/cli.js';

// bench/build: `vitrine build` of the sample and of a synthetic agency of 2,500 properties (10,000+
// pages), each in its own process with a 2 GB heap: pages per second and peak memory.

const run = promisify(execFile);

async function measure(label: string, snapshot: string) {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-build-'));
  const data = join(work, 'generated');
  await run(
    process.execPath,
    ['--import', 'tsx', 'cli/index.ts', 'sync', '--no-images', '--source', 'sample', '--snapshot', snapshot, '--out', data],
    {
      cwd: ROOT,
    },
  );
  const { stdout } = await run(process.execPath, ['--max-old-space-size=2048', '--import', 'tsx', 'bench/build-once.ts', data], {
    cwd: ROOT,
    maxBuffer: 64 << 20,
  });
  await rm(work, { recursive: true, force: true });
  const figures = JSON.parse(stdout.trim().split('\n').at(-1) as string) as {
    code: number;
    pages: number;
    seconds: number;
    peakRssMb: number;
    concurrent: number;
  };
  if (figures.code !== 0) throw new Error(`the build of ${label} failed`);
  return `| ${label} | ${figures.pages} | ${figures.seconds.toFixed(1)} s | ${(figures.pages / figures.seconds).toFixed(0)} | ${figures.peakRssMb} MB | ${figures.concurrent} |`;
}

export async function benchBuild(): Promise<string> {
  const synthetic = await mkdtemp(join(tmpdir(), 'vitrine-bench-agency-'));
  await writeSnapshot(generateAgency({ count: 2500, seed: 25 }), synthetic);
  const rows = [
    await measure('sample (100 properties)', join(ROOT, 'data/sample/omnicasa')),
    await measure('synthetic (2,500 properties)', synthetic),
  ];
  await rm(synthetic, { recursive: true, force: true });
  return [
    '| build (2 GB heap) | HTML pages | time | pages/s | peak RSS (largest process) | prerender processes at once |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    'The bench leaves dist/ holding the synthetic build: run `vitrine build` again afterwards.',
  ].join('\n');
}
