import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSync } from '../../pipeline/sync.js';
import { LANGUAGES, type Property, type QuarantineReport } from '../../schema/index.js';
import { createSnapshotTransport, omnicasaSource } from '../../sources/omnicasa/index.js';
import { ROOT, runCli, SAMPLE } from '../support/cli.js';
import { pngBomb, startPhotoServer } from '../support/photo-server.js';
import { copySampleWithPhotos, sharedSampleWithPhotos } from '../support/sample-build.js';
import { copySnapshot, type RawItem } from '../support/snapshot.js';
import { treeState } from '../support/tree.js';

// The image stage on real photos: incremental by content digest, EXIF rotation, never fatal.

const PHOTOS = join(ROOT, 'data/sample/photos');
const photo = (name: string) => ({ Url: `../photos/${name}.jpg`, Width: 1920, Height: 1280, ID: 1, Name: name });

/** A small agency: the sample's first properties, with the photos each test needs. */
async function smallAgency(work: string, pictures: (index: number) => RawItem[] | undefined) {
  await cp(PHOTOS, join(work, 'photos'), { recursive: true });
  return copySnapshot(SAMPLE, join(work, 'feed'), (method, _language, items) => {
    if (method === 'GetProjectList') return [];
    if (method !== 'GetPropertyList') return items;
    return items.slice(0, 3).map((item, i) => ({ ...item, XLargePictureItems: pictures(i) ?? item.XLargePictureItems }));
  });
}

function syncer(work: string, feed: string, logo?: string) {
  return () =>
    runSync({
      sources: [omnicasaSource({ name: 'sample', kind: 'sample', transport: createSnapshotTransport(feed) })],
      out: join(work, 'generated'),
      languages: LANGUAGES,
      images: { mediaDir: join(work, 'media'), cacheDir: join(work, 'cache'), logo },
    });
}

const published = async (work: string, language = 'fr'): Promise<Property[]> =>
  JSON.parse(await readFile(join(work, 'generated', language, 'properties.json'), 'utf8'));

describe('photo variants from the sample photos', () => {
  let work: string;
  let sync: ReturnType<typeof syncer>;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-images-'));
    const feed = await smallAgency(work, (i) =>
      i === 0
        ? [photo('house-05'), photo('interior-09'), photo('house-01')]
        : i === 1
          ? [photo('house-01'), photo('interior-02')]
          : undefined,
    );
    sync = syncer(work, feed);
  }, 60_000);

  it('makes every variant of every photo once, with sizes, and applies EXIF rotation', async () => {
    const summary = await sync();
    expect(summary.photos?.failed).toBe(0);
    const photos = summary.photos?.photos ?? 0;
    expect(summary.photos?.encoded).toBe(photos);
    const [first] = await published(work);
    const [sideways, portrait] = first?.pictures ?? [];
    // house-05 is stored 1280 × 1920 with orientation 6: shown, and encoded, as 1920 × 1280.
    expect(sideways?.image).toMatchObject({ width: 1920, height: 1280 });
    for (const v of sideways?.image?.variants ?? []) expect(v.width).toBeGreaterThan(v.height);
    expect(portrait?.image?.variants.map((v) => `${v.format} ${v.width}×${v.height}`)).toEqual([
      'webp 100×150',
      'webp 400×600',
      'webp 600×900',
      'webp 1360×2040',
      'webp 1920×2880',
      'jpeg 600×900',
      'jpeg 1360×2040',
    ]);
    expect(portrait?.image?.thumbnail).toMatchObject({ height: 125, width: 84 });
    expect(sideways?.image?.thumbnail).toMatchObject({ height: 125, width: 188 });
    for (const v of [...(sideways?.image?.variants ?? []), sideways?.image?.thumbnail]) {
      const meta = await sharp(join(work, 'media', v?.path ?? '')).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([v?.width, v?.height, v?.format]);
    }
    expect(sideways?.image?.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('encodes nothing on a warm sync and touches no variant', async () => {
    const before = await treeState(join(work, 'media'));
    const summary = await sync();
    expect(summary.photos).toMatchObject({ encoded: 0, failed: 0 });
    expect(summary.outcome).toBe('unchanged');
    expect(await treeState(join(work, 'media'))).toEqual(before);
  });

  it('re-encodes exactly the photo whose bytes changed, and removes its unused variants', async () => {
    const before = await published(work);
    const oldDigest = before[1]?.pictures[1]?.image?.digest as string;
    const otherFolders = (await treeState(join(work, 'media'))) as Record<string, string>;
    const changed = await sharp(join(work, 'photos', 'interior-02.jpg'))
      .modulate({ brightness: 1.1 })
      .jpeg()
      .toBuffer();
    await writeFile(join(work, 'photos', 'interior-02.jpg'), changed);

    const summary = await sync();
    expect(summary.photos).toMatchObject({ encoded: 1, failed: 0 });
    const after = await published(work);
    expect(after[1]?.pictures[1]?.image?.digest).not.toBe(oldDigest);
    expect(after[0]?.pictures[2]?.image).toEqual(before[0]?.pictures[2]?.image);
    const media = await treeState(join(work, 'media'));
    expect(Object.keys(media).some((path) => path.includes(oldDigest))).toBe(false);
    for (const [path, state] of Object.entries(otherFolders)) {
      // outputs.json, the media folder's registry, now names the new digest instead of the old one.
      if (!path.includes(oldDigest) && path !== 'outputs.json') expect(media[path]).toBe(state);
    }
  });

  it('costs nothing for a renamed URL with the same bytes', async () => {
    await cp(join(work, 'photos', 'house-01.jpg'), join(work, 'photos', 'facade-renamed.jpg'));
    const feed = await smallAgency(await mkdtemp(join(tmpdir(), 'vitrine-rename-')), () => undefined);
    await copySnapshot(feed, join(work, 'feed'), (method, _l, items) =>
      method === 'GetPropertyList'
        ? items.map((item, i) => ({
            ...item,
            XLargePictureItems:
              i === 0
                ? [photo('house-05'), photo('interior-09'), photo('facade-renamed')]
                : i === 1
                  ? [photo('house-01'), photo('interior-02')]
                  : item.XLargePictureItems,
          }))
        : items,
    );
    const summary = await sync();
    expect(summary.photos).toMatchObject({ encoded: 0, failed: 0 });
    const [first] = await published(work);
    expect(first?.pictures[2]?.url).toBe('../photos/facade-renamed.jpg');
    expect(first?.pictures[2]?.image?.digest).toBe((await published(work))[1]?.pictures[0]?.image?.digest);
  });
});

describe('the bundled sample', () => {
  it('encodes every photo and the logo once cold, and nothing warm', async () => {
    // The run's cold sync of the sample with its photos (shared with site-sample.ts's build, whose pages serve its variants).
    const shared = await sharedSampleWithPhotos();
    expect(shared.summary.photos).toMatchObject({ photos: 40, encoded: 40, failed: 0 });
    const work = await mkdtemp(join(tmpdir(), 'vitrine-sample-images-'));
    await copySampleWithPhotos(work);
    const { logo } = JSON.parse(await readFile(join(work, 'generated', 'media.json'), 'utf8'));
    // Drawn at twice the §9 heights (125 and 75 CSS pixels) for sharp screens, in webp and PNG.
    expect(logo.variants.map((v: { format: string; height: number }) => `${v.format} ${v.height}`)).toEqual([
      'webp 250',
      'png 250',
      'webp 150',
      'png 150',
    ]);
    const png = await sharp(join(work, 'media', logo.variants[1].path)).metadata();
    expect(png.hasAlpha).toBe(true);
    // Every variant as it was; the media folder's record of the outputs that use it (outputs.json)
    // gains this copy's output, which the shared sync did not know.
    const variants = async () => {
      const { 'outputs.json': _, ...files } = await treeState(join(work, 'media'));
      return files;
    };
    const media = await variants();
    const warm = await syncer(work, SAMPLE, join(ROOT, 'data/site/logo.svg'))();
    expect(warm.photos).toMatchObject({ photos: 40, encoded: 0, reused: 40, failed: 0 });
    expect(await variants()).toEqual(media);
    const users = JSON.parse(await readFile(join(work, 'media', 'outputs.json'), 'utf8')).outputs;
    expect(Object.keys(users)).toContain(join(work, 'generated'));
  }, 120_000);
});

describe('photos that fail', () => {
  let work: string;
  let server: Awaited<ReturnType<typeof startPhotoServer>>;
  const routes = new Map<string, Parameters<typeof startPhotoServer>[0] extends Map<string, infer R> ? R : never>();
  const env = { VITRINE_RETRY_DELAY_MS: '10' };
  let args: string[];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-bad-photos-'));
    const good = await readFile(join(PHOTOS, 'house-01.jpg'));
    routes.set('/ok.jpg', { kind: 'image', body: good });
    routes.set('/corrupt.jpg', { kind: 'image', body: good.subarray(0, good.length / 3) });
    routes.set('/bomb.png', { kind: 'image', body: pngBomb(), type: 'image/png' });
    routes.set('/page.jpg', { kind: 'image', body: Buffer.from('<!DOCTYPE html><html><body>Photo removed</body></html>') });
    routes.set('/text.jpg', { kind: 'image', body: Buffer.from('<html></html>'), type: 'text/html; charset=utf-8' });
    routes.set('/slow.jpg', { kind: 'hang' });
    server = await startPhotoServer(routes);
    const at = (path: string) => ({ Url: server.url(path), Width: 1920, Height: 1280 });
    const feed = await smallAgency(work, (i) =>
      i === 0
        ? [at('/ok.jpg'), at('/corrupt.jpg'), at('/bomb.png')]
        : i === 1
          ? [at('/page.jpg'), at('/missing.jpg')]
          : [at('/text.jpg'), at('/slow.jpg')],
    );
    const dirs = ['--out', 'generated', '--media', 'media', '--cache', 'cache'].map((a, i) => (i % 2 ? join(work, a) : a));
    // The photo server is on loopback: the configuration has to name it.
    args = ['sync', '--source', 'sample', '--snapshot', feed, ...dirs, '--timeout', '500', '--retries', '0'];
    args.push('--allow-hosts', new URL(server.url('/')).host);
  }, 60_000);
  afterAll(() => server.close());

  it.each([
    ['/corrupt.jpg', 0, /unreadable image data/],
    ['/bomb.png', 0, /more than 100 megapixels: refused as a possible decompression bomb/],
    ['/page.jpg', 1, /not an image: the content is in no image format/],
    ['/missing.jpg', 1, /HTTP 404/],
    ['/text.jpg', 2, /served as text\/html; charset=utf-8, not as an image/],
    ['/slow.jpg', 2, /no complete answer within 500 ms/],
  ])('reports %s with its property and URL, and the run goes on', async (path, index, reason) => {
    if (!(await readdir(work)).includes('generated')) {
      const run = await runCli(args, env);
      expect(run.code, run.stderr).toBe(3);
      expect(run.stdout).toMatch(/6 photos failed/);
    }
    const report: QuarantineReport = JSON.parse(await readFile(join(work, 'generated', 'quarantine.json'), 'utf8'));
    const properties = await published(work);
    const line = report.problems.find((p) => p.kind === 'photo' && p.reason.startsWith(server.url(path)));
    expect(line).toMatchObject({ id: properties[index]?.id, action: 'cleaned' });
    expect(line?.reason).toMatch(reason);
    expect(line?.reason).toMatch(/shown as a placeholder/);
    const picture = properties[index]?.pictures.find((p) => p.url === server.url(path));
    expect(picture?.image).toBeNull();
    expect(properties[0]?.pictures[0]?.image?.variants.length).toBeGreaterThan(0);
  });

  it('asks again with If-None-Match and gets 304, and keeps the previous variants of a photo that now fails', async () => {
    const before = (await published(work))[0]?.pictures[0]?.image;
    const again = await runCli(args, env);
    expect(again.code).toBe(3);
    const revalidation = server.log.filter((l) => l.path === '/ok.jpg').at(-1);
    expect(revalidation).toMatchObject({ status: 304 });
    expect(revalidation?.ifNoneMatch).toMatch(/^"[0-9a-f]{16}"$/);

    routes.set('/ok.jpg', { kind: 'status', status: 404 });
    const third = await runCli(args, env);
    expect(third.code).toBe(3);
    expect((await published(work))[0]?.pictures[0]?.image).toEqual(before);
    const report: QuarantineReport = JSON.parse(await readFile(join(work, 'generated', 'quarantine.json'), 'utf8'));
    expect(report.problems.find((p) => p.reason.startsWith(server.url('/ok.jpg')))?.reason).toMatch(
      /HTTP 404 \(kept its previous variants\)/,
    );
    expect(await readdir(join(work, 'media', before?.digest.slice(0, 2) ?? ''))).toContain(before?.digest);
  });
});
