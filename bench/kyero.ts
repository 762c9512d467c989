import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { writeKyeroFeed } from '../scripts/kyero/synthetic-feed.js';

// bench/kyero: a ~50 MB Kyero v3 feed (four languages of text a property) read from a file in a
// process of its own: first only streamed through the parser, then mapped in the four languages as a
// sync does, which keeps every record. Properties per second and peak memory of each.

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
export const KYERO_FEED_BYTES = 50 * 1024 * 1024;

interface Figures {
  properties: number;
  seconds: number;
  peakRssMb: number;
  error?: string;
}

async function once(file: string, mode: 'parse' | 'read'): Promise<Figures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/kyero-once.ts', file, mode], {
    cwd: ROOT,
    maxBuffer: 1 << 20,
  });
  const figures = JSON.parse(stdout.trim().split('\n').at(-1) as string) as Figures;
  if (figures.error) throw new Error(`bench/kyero ${mode}: ${figures.error}`);
  return figures;
}

export async function benchKyero(): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-kyero-'));
  try {
    const file = join(work, 'feed.xml');
    await writeKyeroFeed(file, KYERO_FEED_BYTES);
    const megabytes = (await stat(file)).size / 1024 / 1024;
    const row = (what: string, f: Figures) =>
      `| ${what} | ${megabytes.toFixed(0)} MB | ${f.properties.toLocaleString('en')} | ${f.seconds.toFixed(2)} s | ${Math.round(f.properties / f.seconds).toLocaleString('en')} | ${f.peakRssMb} MB |`;
    const parse = await once(file, 'parse');
    const read = await once(file, 'read');
    return [
      '| run | feed | properties | time | properties/s | peak RSS |',
      '|---|---:|---:|---:|---:|---:|',
      row('parse only (streamed, nothing kept)', parse),
      row('read: mapped in fr, nl, en, de (records kept)', read),
    ].join('\n');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchKyero());
