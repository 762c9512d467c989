import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateAgency } from '../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../scripts/demo-agency/write-snapshot.js';
import { writeKyeroFeed } from '../scripts/kyero/synthetic-feed.js';
import { SAMPLE } from '../tests/support/cli.js';
import { startOmnicasaServer } from '../tests/support/omnicasa-server.js';
import { KYERO_FEED_BYTES } from './kyero.js';

// bench/sync: a sync of the sample and of a synthetic feed 25× larger, played by a local feed
// server on 127.0.0.1 (the same one the tests use), and a ~50 MB Kyero feed read from a file. Each sync runs in its own process; cold is a
// first sync into an empty folder, warm a second one with nothing changed.

const exec = promisify(execFile);

interface Figures {
  outcome: string;
  properties: number;
  requests: number;
  durationMs: number;
  peakRssMb: number;
}

/**
 * What the Kyero sync must complete within: V8 lets garbage grow toward its default limit (4,288 MB
 * on this 2-core, 24 GB machine), so the peak RSS says little of what a sync needs; a run in a small heap does.
 */
const KYERO_HEAP_MB = 1024;

async function syncOnce(out: string, mode: '--url' | '--kyero', where: string, heapMb?: number): Promise<Figures> {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  try {
    const { stdout } = await exec(process.execPath, [...heap, '--import', 'tsx', 'bench/sync-once.ts', out, mode, where], {
      maxBuffer: 1 << 20,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) as string);
  } catch (error) {
    if (!(error as { stderr?: string }).stderr?.includes('heap out of memory')) throw error;
    return { outcome: 'out of memory', properties: 0, requests: 0, durationMs: 0, peakRssMb: 0 };
  }
}

/** A cold sync into an empty folder, then a warm one with nothing changed. */
async function coldAndWarm(label: string, mode: '--url' | '--kyero', where: string, heapMb?: number) {
  const out = join(await mkdtemp(join(tmpdir(), 'vitrine-bench-')), 'generated');
  try {
    const cold = await syncOnce(out, mode, where, heapMb);
    const warm = await syncOnce(out, mode, where, heapMb);
    return [
      { label: `${label}, cold`, ...cold },
      { label: `${label}, warm (unchanged)`, ...warm },
    ];
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

async function measure(label: string, snapshot: string) {
  const server = await startOmnicasaServer(snapshot);
  try {
    return await coldAndWarm(label, '--url', server.url);
  } finally {
    await server.close();
  }
}

/** Issue 18: a ~50 MB Kyero feed (bench/kyero's) through the whole sync, from a file. */
async function measureKyero() {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-kyero-sync-'));
  try {
    const file = join(work, 'feed.xml');
    await writeKyeroFeed(file, KYERO_FEED_BYTES);
    const label = `Kyero ${((await stat(file)).size / 1024 / 1024).toFixed(0)} MB feed (× 4 languages)`;
    return [
      ...(await coldAndWarm(label, '--kyero', file)),
      ...(await coldAndWarm(`${label}, heap limited to ${KYERO_HEAP_MB} MB`, '--kyero', file, KYERO_HEAP_MB)),
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function benchSync(): Promise<string> {
  const synthetic = await mkdtemp(join(tmpdir(), 'vitrine-bench-feed-'));
  await writeSnapshot(generateAgency({ count: 2500, seed: 25, idOffset: 0 }), synthetic);
  const rows = [
    ...(await measure('sample (≈100 properties × 4 languages)', SAMPLE)),
    ...(await measure('synthetic 25× (2,500 × 4)', synthetic)),
    ...(await measureKyero()),
  ];
  await rm(synthetic, { recursive: true, force: true });
  const lines = [
    '| sync | outcome | properties | requests | time | peak memory (RSS) |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.outcome} | ${r.properties} | ${r.requests} | ${(r.durationMs / 1000).toFixed(2)} s | ${r.peakRssMb} MB |`,
    ),
  ];
  return lines.join('\n');
}
