import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import PQueue from 'p-queue';
import sharp from 'sharp';
import { createMediaStore } from '../pipeline/images/media-store.js';
import { openOriginals } from '../pipeline/images/originals.js';
import { PHOTOS_IN_FLIGHT, photosOf, runImageStage } from '../pipeline/images/stage.js';
import { peakRssMb } from '../pipeline/peak-rss.js';
import { LANGUAGES, PHOTO_FALLBACK_WIDTHS, PHOTO_WIDTHS, THUMBNAIL } from '../schema/index.js';
import { createSnapshotTransport, omnicasaSource } from '../sources/omnicasa/index.js';
import { ROOT, SAMPLE } from '../tests/support/cli.js';

// bench/images: in one process, the image stage on the sample's photos, cold, against a bare sharp
// loop that makes the same variants from the same files with the same number of photos in flight.
// Then the stage with other numbers of photos in flight and libvips threads, and a warm `vitrine
// sync` of the sample as cron runs it.

const PHOTOS = join(ROOT, 'data/sample/photos');
const inFlightDefault = PHOTOS_IN_FLIGHT;

async function bareLoop(out: string, inFlight: number): Promise<number> {
  const files = (await readdir(PHOTOS)).filter((f) => f.endsWith('.jpg'));
  const queue = new PQueue({ concurrency: inFlight });
  const started = performance.now();
  await Promise.all(
    files.map((file) =>
      queue.add(async () => {
        const bytes = await readFile(join(PHOTOS, file));
        const base = sharp(bytes).rotate();
        const { width = 0, height = 0, orientation = 1 } = await sharp(bytes).metadata();
        const shown = orientation >= 5 ? height : width;
        const jobs = [
          ...PHOTO_WIDTHS.filter((w) => w <= shown).map((w) =>
            base
              .clone()
              .resize({ width: w })
              .webp({ quality: 78, effort: 4 })
              .toFile(join(out, `${file}-${w}.webp`)),
          ),
          ...PHOTO_FALLBACK_WIDTHS.filter((w) => w <= shown).map((w) =>
            base
              .clone()
              .resize({ width: w })
              .jpeg({ quality: 80, mozjpeg: true })
              .toFile(join(out, `${file}-${w}.jpg`)),
          ),
          base
            .clone()
            .resize({ width: THUMBNAIL.maxWidth, height: THUMBNAIL.height, fit: 'cover' })
            .webp({ quality: 78, effort: 4 })
            .toFile(join(out, `${file}-thumb.webp`)),
        ];
        for (const job of jobs) await job;
      }),
    ),
  );
  return files.length / ((performance.now() - started) / 1000);
}

async function stageOnce(inFlight: number): Promise<{ rate: number; encoded: number }> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-images-'));
  const source = omnicasaSource({ name: 'sample', kind: 'sample', transport: createSnapshotTransport(SAMPLE), pageSize: 500 });
  const photos = photosOf((await source.read({ languages: LANGUAGES })).languages);
  const started = performance.now();
  const result = await runImageStage(photos, {
    originals: await openOriginals(join(work, 'cache'), {
      timeoutMs: 30_000,
      retries: 0,
      retryDelayMs: 100,
      localRoot: join(ROOT, 'data/sample'),
    }),
    media: createMediaStore(join(work, 'media')),
    base: pathToFileURL(SAMPLE),
    previous: new Map(),
    concurrency: inFlight,
  });
  const rate = result.stats.photos / ((performance.now() - started) / 1000);
  await rm(work, { recursive: true, force: true });
  return { rate, encoded: result.stats.encoded };
}

async function warmSync(): Promise<number> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-warm-'));
  const args = [
    '--import',
    'tsx',
    'cli/index.ts',
    'sync',
    '--source',
    'sample',
    '--json',
    '--out',
    join(work, 'generated'),
    '--media',
    join(work, 'media'),
    '--cache',
    join(work, 'cache'),
  ];
  const run = promisify(execFile);
  await run(process.execPath, args, { cwd: ROOT });
  const started = performance.now();
  const { stdout } = await run(process.execPath, args, { cwd: ROOT });
  const seconds = (performance.now() - started) / 1000;
  if (JSON.parse(stdout).photos.encoded !== 0) throw new Error('the warm sync encoded photos');
  await rm(work, { recursive: true, force: true });
  return seconds;
}

export async function benchImages(): Promise<string> {
  const bareOut = await mkdtemp(join(tmpdir(), 'vitrine-bench-bare-'));
  await mkdir(bareOut, { recursive: true });
  const bare = await bareLoop(bareOut, inFlightDefault);
  const bareRss = peakRssMb();
  await rm(bareOut, { recursive: true, force: true });
  const stage = await stageOnce(inFlightDefault);
  const lines = [
    `| 40 sample photos, cold, ${inFlightDefault} in flight, libvips threads ${sharp.concurrency()} | photos/s | peak RSS so far |`,
    '|---|---:|---:|',
    `| bare sharp loop (same variants, same files) | ${bare.toFixed(2)} | ${bareRss} MB |`,
    `| image stage (fetch, digest, encode, placeholder, write) | ${stage.rate.toFixed(2)} | ${peakRssMb()} MB |`,
    `| stage ÷ bare loop | ${(stage.rate / bare).toFixed(2)} | |`,
    '',
    '| photos in flight × libvips threads | stage photos/s |',
    '|---|---:|',
  ];
  for (const [inFlight, threads] of [
    [1, 1],
    [2, 1],
    [3, 1],
    [1, 2],
    [2, 2],
  ] as const) {
    sharp.concurrency(threads);
    lines.push(`| ${inFlight} × ${threads} | ${(await stageOnce(inFlight)).rate.toFixed(2)} |`);
  }
  sharp.concurrency(1);
  lines.push('', `Warm \`vitrine sync\` of the sample (nothing changed, 0 photos encoded): ${(await warmSync()).toFixed(2)} s`);
  return lines.join('\n');
}
