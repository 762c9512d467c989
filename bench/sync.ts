import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateAgency } from '../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../scripts/demo-agency/write-snapshot.js';
import { SAMPLE } from '../tests/support/cli.js';
import { startOmnicasaServer } from '../tests/support/omnicasa-server.js';

// bench/sync: a sync of the sample and of a synthetic feed 25× larger, played by a local feed
// server on 127.0.0.1 (the same one the tests use). Each sync runs in its own process; cold is a
// first sync into an empty folder, warm a second one with nothing changed.

const exec = promisify(execFile);

interface Figures {
  outcome: string;
  properties: number;
  requests: number;
  durationMs: number;
  peakRssMb: number;
}

async function syncOnce(out: string, url: string): Promise<Figures> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'bench/sync-once.ts', out, '--url', url], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) as string);
}

async function measure(label: string, snapshot: string) {
  const server = await startOmnicasaServer(snapshot);
  const out = join(await mkdtemp(join(tmpdir(), 'vitrine-bench-')), 'generated');
  try {
    const cold = await syncOnce(out, server.url);
    const warm = await syncOnce(out, server.url);
    return [
      { label: `${label}, cold`, ...cold },
      { label: `${label}, warm (unchanged)`, ...warm },
    ];
  } finally {
    await server.close();
    await rm(out, { recursive: true, force: true });
  }
}

export async function benchSync(): Promise<string> {
  const synthetic = await mkdtemp(join(tmpdir(), 'vitrine-bench-feed-'));
  await writeSnapshot(generateAgency({ count: 2500, seed: 25, idOffset: 0 }), synthetic);
  const rows = [
    ...(await measure('sample (≈100 properties × 4 languages)', SAMPLE)),
    ...(await measure('synthetic 25× (2,500 × 4)', synthetic)),
  ];
  await rm(synthetic, { recursive: true, force: true });
  const lines = [
    '| sync | properties | requests | time | peak memory (RSS) |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.label} | ${r.properties} | ${r.requests} | ${(r.durationMs / 1000).toFixed(2)} s | ${r.peakRssMb} MB |`,
    ),
  ];
  return lines.join('\n');
}
