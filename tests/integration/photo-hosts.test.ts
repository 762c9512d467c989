import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_FAILURES_IN_A_ROW } from '../../pipeline/feed/host-breaker.js';
import type { Property, QuarantineReport } from '../../schema/index.js';
import { runCli } from '../support/cli.js';
import { freeLoopbackPort } from '../support/free-port.js';
import { agencyWithPhotos } from '../support/photo-agency.js';
import { type PhotoRoute, startPhotoServer } from '../support/photo-server.js';

// Issue 44: a photo host that accepts and never answers, or refuses every connection, costs the sync
// one timeout, not a timeout per photo and per retry. After a few failed tries in a row the host is
// held back for the rest of the run: its photos keep their last variants (or the placeholder), every
// listing publishes, the summary names the host once with the photos it held back, and the next run
// tries it again. The photos' time of a run is bounded too. Real servers on 127.0.0.1.

const PHOTOS = 200;
/** Photos in flight, fixed: the tries a held-back host sees are bounded by it. */
const IN_FLIGHT = 3;
const env = { VITRINE_RETRY_DELAY_MS: '10' };

/** The sample's first 100 properties with two photos each, at `urlOf(0…199)`. */
const agency = (work: string, urlOf: (k: number) => string) =>
  agencyWithPhotos(
    work,
    Array.from({ length: PHOTOS / 2 }, (_, i) => [urlOf(2 * i), urlOf(2 * i + 1)]),
  );

const syncArgs = (work: string, feed: string, host: string, more: string[] = []) => [
  'sync',
  '--source',
  'sample',
  '--snapshot',
  feed,
  ...['--out', join(work, 'generated'), '--media', join(work, 'media'), '--cache', join(work, 'cache')],
  '--photo-concurrency',
  String(IN_FLIGHT),
  '--allow-hosts',
  host,
  ...more,
];

const published = async (work: string): Promise<Property[]> =>
  JSON.parse(await readFile(join(work, 'generated', 'fr', 'properties.json'), 'utf8'));
const photoProblems = async (work: string) =>
  (JSON.parse(await readFile(join(work, 'generated', 'quarantine.json'), 'utf8')) as QuarantineReport).problems.filter(
    (p) => p.kind === 'photo',
  );

/** The summary's photo line: how many failed and how many were held back. */
function photoCounts(stdout: string) {
  const line = /^ {2}(\d+) photos: (\d+) encoded, (\d+) unchanged, (\d+) failed(?:, (\d+) held back)?$/m.exec(stdout);
  expect(line, stdout).not.toBeNull();
  const [photos, encoded, unchanged, failed, heldBack] = (line as RegExpExecArray).slice(1).map((n) => Number(n ?? 0));
  return { photos, encoded, unchanged, failed: failed as number, heldBack: heldBack as number };
}

describe('a photo host that accepts and never answers', () => {
  let work: string;
  let feed: string;
  const routes = new Map<string, PhotoRoute>();
  let server: Awaited<ReturnType<typeof startPhotoServer>>;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-silent-host-'));
    for (let k = 0; k < PHOTOS; k++) routes.set(`/p/${k}.jpg`, { kind: 'hang' });
    server = await startPhotoServer(routes);
    feed = await agency(work, (k) => server.url(`/p/${k}.jpg`));
  });
  afterAll(() => server.close());

  it('is held back after a few tries: every listing publishes, and the summary names the host once', async () => {
    const host = new URL(server.url('/')).host;
    const run = await runCli(syncArgs(work, feed, host, ['--timeout', '1000']), env);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toMatch(/^Published 100 properties/m);
    const counts = photoCounts(run.stdout);
    expect(counts).toMatchObject({ photos: PHOTOS, encoded: 0, unchanged: 0 });
    expect(counts.failed + counts.heldBack).toBe(PHOTOS);
    expect(counts.heldBack).toBeGreaterThan(PHOTOS - IN_FLIGHT);
    // Once, with the photos it held back and why.
    const named = run.stdout.split('\n').filter((line) => line.includes(host));
    expect(named).toEqual([
      `  ${counts.heldBack} photos on ${host} held back, tried again next run: no complete answer within 1000 ms, ${HOST_FAILURES_IN_A_ROW} tries in a row`,
    ]);
    // The host was asked by the photos in flight, and their retries until the breaker held it back:
    // without it, each of the 200 photos would have waited out three tries of a second.
    expect(server.log.length).toBeLessThanOrEqual(2 * IN_FLIGHT);
    // The photos show the placeholder; only a photo that failed on its own is a problem of its listing.
    const properties = await published(work);
    expect(properties).toHaveLength(100);
    expect(properties.flatMap((p) => p.pictures).filter((picture) => picture.image !== null)).toEqual([]);
    expect(await photoProblems(work)).toHaveLength(counts.failed);
  }, 120_000);

  it('is tried again by the next run, which makes the photos it serves now', async () => {
    // One small photo for every URL: one content, encoded once.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    for (const path of routes.keys()) routes.set(path, { kind: 'image', body: photo });
    const host = new URL(server.url('/')).host;
    const run = await runCli(syncArgs(work, feed, host, ['--timeout', '1000']), env);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(photoCounts(run.stdout)).toMatchObject({ photos: PHOTOS, failed: 0, heldBack: 0 });
    expect(run.stdout).not.toContain('held back');
    const pictures = (await published(work)).flatMap((p) => p.pictures);
    expect(pictures.filter((picture) => picture.image === null)).toEqual([]);
  }, 120_000);
});

describe('a photo host that refuses every connection', () => {
  it('is held back after a few refusals, and every listing publishes', async () => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-refusing-host-'));
    const host = `127.0.0.1:${await freeLoopbackPort()}`;
    const feed = await agency(work, (k) => `http://${host}/p/${k}.jpg`);
    const run = await runCli(syncArgs(work, feed, host), env);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toMatch(/^Published 100 properties/m);
    const counts = photoCounts(run.stdout);
    expect(counts.failed + counts.heldBack).toBe(PHOTOS);
    const named = run.stdout.split('\n').filter((line) => line.includes(host));
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(
      new RegExp(
        `^ {2}${counts.heldBack} photos on ${host} held back, tried again next run: .*ECONNREFUSED.*, ${HOST_FAILURES_IN_A_ROW} tries in a row$`,
      ),
    );
    expect(await published(work)).toHaveLength(100);
  }, 120_000);
});

describe("the photos' time of a run", () => {
  it('holds back the photos left when it runs out, says so once, and publishes every listing', async () => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-photo-budget-'));
    const routes = new Map<string, PhotoRoute>();
    for (let k = 0; k < PHOTOS; k++) routes.set(`/p/${k}.jpg`, { kind: 'hang' });
    const server = await startPhotoServer(routes);
    try {
      const host = new URL(server.url('/')).host;
      const feed = await agency(work, (k) => server.url(`/p/${k}.jpg`));
      // Requests that would wait 60 s each: the second the photos have ends them.
      const run = await runCli(syncArgs(work, feed, host, ['--timeout', '60000', '--photo-budget', '1']), env);
      expect(run.code, run.stderr).toBe(3);
      expect(run.stdout).toMatch(/^Published 100 properties/m);
      expect(photoCounts(run.stdout)).toMatchObject({ photos: PHOTOS, failed: 0, heldBack: PHOTOS });
      expect(run.stdout).toContain(
        `  ${PHOTOS} photos held back, tried again next run: the photos' 1 s of this run ran out (--photo-budget)`,
      );
      // Not the host's fault: it is not named.
      expect(run.stdout).not.toContain(host);
      expect(server.log.length).toBeLessThanOrEqual(IN_FLIGHT);
    } finally {
      await server.close();
    }
  }, 120_000);
});
