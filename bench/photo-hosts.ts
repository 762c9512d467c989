import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCli } from '../tests/support/cli.js';
import { freeLoopbackPort } from '../tests/support/free-port.js';
import { agencyWithPhotos } from '../tests/support/photo-agency.js';
import { startPhotoServer } from '../tests/support/photo-server.js';

// bench/photo-hosts: `vitrine sync` of 100 listings with 200 photos on one host that is down, with
// the sync's own settings (30 s a request, two retries of a photo, one more photo in flight than
// cores): a host on 127.0.0.1 that accepts and never answers, and a port nothing listens on. The
// goal (issue 44): the sync ends within 2 minutes and publishes every listing.

const PHOTOS = 200;
const GOAL_SECONDS = 120;

async function syncAgainst(label: string, host: string, urlOf: (k: number) => string) {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-photo-hosts-'));
  try {
    const feed = await agencyWithPhotos(
      work,
      Array.from({ length: PHOTOS / 2 }, (_, i) => [urlOf(2 * i), urlOf(2 * i + 1)]),
    );
    const dirs = ['out', 'media', 'cache'].flatMap((name) => [`--${name}`, join(work, name)]);
    const started = performance.now();
    const run = await runCli(['sync', '--source', 'sample', '--snapshot', feed, ...dirs, '--allow-hosts', host]);
    const seconds = (performance.now() - started) / 1000;
    const published = Number(/^Published (\d+) properties/m.exec(run.stdout)?.[1] ?? 0);
    const held = Number(/^ {2}\d+ photos: .*, (\d+) held back$/m.exec(run.stdout)?.[1] ?? 0);
    const met = seconds <= GOAL_SECONDS && published === 100 ? 'yes' : 'no';
    return `| ${label} | ${seconds.toFixed(1)} s | ${published} | ${held} of ${PHOTOS} | ${met} |`;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function benchPhotoHosts(): Promise<string> {
  const rows: string[] = [];
  const silent = await startPhotoServer(new Map(Array.from({ length: PHOTOS }, (_, k) => [`/p/${k}.jpg`, { kind: 'hang' }])));
  try {
    const host = new URL(silent.url('/')).host;
    rows.push(await syncAgainst('accepts, never answers', host, (k) => silent.url(`/p/${k}.jpg`)));
  } finally {
    await silent.close();
  }
  const port = await freeLoopbackPort();
  rows.push(await syncAgainst('refuses every connection', `127.0.0.1:${port}`, (k) => `http://127.0.0.1:${port}/p/${k}.jpg`));
  return [
    `200 photos on one host that is down, the sync's own settings; goal: ends within ${GOAL_SECONDS} s, every listing published.`,
    '',
    '| photo host | sync, end to end | listings published | photos held back | goal met |',
    '|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchPhotoHosts());
