import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { copyFile, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllowedHost } from '../../pipeline/feed/address-guard.js';
import { createMediaStore } from '../../pipeline/images/media-store.js';
import { openOriginals } from '../../pipeline/images/originals.js';
import { photosOf, runImageStage } from '../../pipeline/images/stage.js';
import { runSync, type SyncSummary } from '../../pipeline/sync.js';
import { createHttpTransport, createSnapshotTransport, omnicasaSource } from '../../sources/omnicasa/index.js';
import { runCli } from '../support/cli.js';
import { startOmnicasaServer, TEST_CREDENTIALS } from '../support/omnicasa-server.js';
import { agencyWithPhotos, SAMPLE_PHOTOS } from '../support/photo-agency.js';
import { startPhotoServer } from '../support/photo-server.js';

// Photo URLs come from the feed and are hostile (DESIGN.md): a feed must not make the sync read
// local files or internal hosts, publish their variants, or quote their bytes in the report.

const reasonOf = (summary: SyncSummary, url: string) => summary.problems.find((p) => p.reason.startsWith(`${url}: `))?.reason;

interface Options {
  allowedHosts?: AllowedHost[];
  localRoot?: string;
  maxOriginalBytes?: number;
}

function syncSnapshot(work: string, feed: string, options: Options = {}) {
  return runSync({
    sources: [omnicasaSource({ name: 'sample', kind: 'sample', transport: createSnapshotTransport(feed) })],
    out: join(work, 'generated'),
    languages: ['fr'],
    images: { mediaDir: join(work, 'media'), cacheDir: join(work, 'cache'), retries: 0, retryDelayMs: 10, ...options },
  });
}

describe('local photo paths from a snapshot', () => {
  const secret = 'SECRET-7f3a9c-do-not-publish';
  let work: string;
  let outsideImage: string;
  let summary: SyncSummary;
  let report: string;
  const up = '../'.repeat(16);

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-local-photos-'));
    // A real photo outside the snapshot's root: the old code encoded it and published its variants.
    outsideImage = join(await mkdtemp(join(tmpdir(), 'vitrine-outside-')), 'private.jpg');
    await copyFile(join(SAMPLE_PHOTOS, 'house-02.jpg'), outsideImage);
    const feed = await agencyWithPhotos(work, [
      [
        '../photos/house-01.jpg',
        `file://${outsideImage}`,
        `${up}${outsideImage.slice(1)}`,
        'file:///etc/passwd',
        `${up}etc/passwd`,
      ],
      ['../photos/notes.jpg', 'file:///dev/zero', '../photos/zero.jpg', '../photos/pipe.jpg', '../photos/big.jpg'],
    ]);
    await writeFile(join(work, 'photos', 'notes.jpg'), `${secret}\nline two of a text file that is not a photo\n`);
    await symlink('/dev/zero', join(work, 'photos', 'zero.jpg'));
    execFileSync('mkfifo', [join(work, 'photos', 'pipe.jpg')]);
    await writeFile(join(work, 'photos', 'big.jpg'), Buffer.alloc(3 * 1024 * 1024, 0xff));
    // No localRoot: the default root, work (the folder holding the snapshot folder work/feed), applies.
    summary = await syncSnapshot(work, feed, { maxOriginalBytes: 2 * 1024 * 1024 });
    report = await readFile(join(work, 'generated', 'quarantine.json'), 'utf8');
  }, 60_000);

  it('still reads the photos inside the root, and publishes no variant of anything else', async () => {
    // normalize may drop the file: URLs before the image stage sees them (pipeline/derive/feed-url.ts).
    expect(summary.photos).toMatchObject({ encoded: 1, failed: (summary.photos?.photos ?? 0) - 1 });
    const digest = createHash('sha256')
      .update(await readFile(join(SAMPLE_PHOTOS, 'house-01.jpg')))
      .digest('hex');
    expect(await createMediaStore(join(work, 'media')).digests()).toEqual([digest]);
  });

  it.each(['file:///etc/passwd', 'file:///dev/zero', `file://<outside image>`])('reports %s, never read', (name) => {
    const url = name.replace('<outside image>', outsideImage);
    const problem = summary.problems.find((p) => p.reason.includes(url));
    expect(problem?.reason).toMatch(/refused: only http and https photo URLs are fetched, not file:|dropped the photo/);
  });

  it.each([
    ['outside image (../)', /refused: outside the snapshot's root folder/],
    ['../…/etc/passwd', /refused: outside the snapshot's root folder/],
    ['../photos/zero.jpg', /refused: outside the snapshot's root folder/],
    ['../photos/pipe.jpg', /refused: not a regular file/],
    ['../photos/big.jpg', /refused: the file is 3145728 bytes, more than the 2097152 allowed/],
    ['../photos/notes.jpg', /not an image: the content is in no image format/],
  ])('reports %s by its URL and reason', (name, reason) => {
    const url =
      {
        'outside image (../)': `${up}${outsideImage.slice(1)}`,
        '../…/etc/passwd': `${up}etc/passwd`,
      }[name] ?? name;
    expect(reasonOf(summary, url)).toMatch(reason);
    expect(report).toContain(JSON.stringify(`${url}: `).slice(1, -1));
  });

  it('refuses a file: URL in the image stage itself, whatever normalize lets through', async () => {
    const source = omnicasaSource({ name: 'sample', kind: 'sample', transport: createSnapshotTransport(join(work, 'feed')) });
    const feeds = (await source.read({ languages: ['fr'] })).languages;
    const first = feeds.get('fr')?.properties.at(0);
    const property = first?.ok ? first.value : undefined;
    const picture = property?.pictures[0];
    if (!property || !picture) throw new Error('the small agency has no photo');
    const urls = [`file://${outsideImage}`, 'file:///dev/zero'];
    property.pictures = urls.map((url) => ({ ...picture, url }));
    const media = createMediaStore(join(work, 'stage-media'));
    const result = await runImageStage(photosOf(feeds), {
      originals: await openOriginals(join(work, 'stage-cache'), {
        timeoutMs: 5000,
        retries: 0,
        retryDelayMs: 10,
        localRoot: work,
      }),
      media,
      base: pathToFileURL(join(work, 'feed/')),
      previous: new Map(),
    });
    expect(result.problems.filter((p) => p.id === property.id).map((p) => p.reason)).toEqual(
      urls.map((url) => `${url}: refused: only http and https photo URLs are fetched, not file: (shown as a placeholder)`),
    );
    expect(await media.digests()).toEqual([]);
  });

  it('never quotes a byte of what it read', () => {
    for (const text of [report, JSON.stringify(summary)]) {
      expect(text).not.toContain('SECRET');
      expect(text).not.toContain('line two');
      expect(text).not.toMatch(/root:/);
    }
  });
});

describe('photos over http', () => {
  let work: string;
  let photos: Awaited<ReturnType<typeof startPhotoServer>>;
  let port: number;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-http-photos-'));
    photos = await startPhotoServer(
      new Map([['/ok.jpg', { kind: 'image' as const, body: await readFile(join(SAMPLE_PHOTOS, 'house-01.jpg')) }]]),
    );
    port = Number(new URL(photos.url('/')).port);
  });
  afterAll(() => photos.close());

  it('refuses a host that resolves to loopback unless the configuration names it, without telling more', async () => {
    const urls = [
      `http://localhost:${port}/ok.jpg`,
      `http://127.0.0.2:${port}/ok.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/ok.jpg`,
    ];
    const feed = await agencyWithPhotos(join(work, 'a'), [urls]);
    const refused = await syncSnapshot(join(work, 'a'), feed);
    expect(refused.photos).toMatchObject({ failed: 3, encoded: 0 });
    expect(reasonOf(refused, urls[0] as string)).toBe(
      `${urls[0]}: refused: localhost resolves to a loopback address; photos are fetched from public addresses only, unless the sync's allowed hosts name it (shown as a placeholder)`,
    );
    for (const url of urls) {
      const reason = reasonOf(refused, url);
      expect(reason).toMatch(/refused: \S+ resolves to a loopback address/);
      expect(reason).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:|after \d tries/);
    }
    expect(photos.log).toEqual([]);

    const allowed = await syncSnapshot(join(work, 'a'), feed, { allowedHosts: [{ host: 'localhost', port: String(port) }] });
    expect(reasonOf(allowed, urls[0] as string)).toBeUndefined();
    expect(reasonOf(allowed, urls[1] as string)).toMatch(/refused: 127\.0\.0\.2 resolves to a loopback address/);
    expect(photos.log.map((l) => l.path)).toEqual(['/ok.jpg']);
  }, 60_000);

  it('refuses link-local, metadata and private address literals before any socket is made', async () => {
    const urls = [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://[fe80::1]/photo.jpg',
      'http://10.1.2.3/photo.jpg',
      'https://192.168.1.1/photo.jpg',
      'http://[fd00:ec2::254]/latest/meta-data/',
    ];
    const feed = await agencyWithPhotos(join(work, 'b'), [urls]);
    const sockets: unknown[] = [];
    const onSocket = (message: unknown) => sockets.push(message);
    diagnostics.subscribe('net.client.socket', onSocket);
    let summary: SyncSummary;
    try {
      summary = await syncSnapshot(join(work, 'b'), feed);
    } finally {
      diagnostics.unsubscribe('net.client.socket', onSocket);
    }
    expect(sockets).toEqual([]);
    expect(reasonOf(summary, urls[0] as string)).toMatch(
      /refused: 169\.254\.169\.254 resolves to a link-local \(cloud metadata\) address/,
    );
    expect(reasonOf(summary, urls[1] as string)).toMatch(/refused: fe80::1 resolves to a link-local/);
    expect(reasonOf(summary, urls[2] as string)).toMatch(/refused: 10\.1\.2\.3 resolves to a private address/);
    expect(reasonOf(summary, urls[3] as string)).toMatch(/refused: 192\.168\.1\.1 resolves to a private address/);
    expect(reasonOf(summary, urls[4] as string)).toMatch(/refused: fd00:ec2::254 resolves to a private address/);
  });

  it("allows the live feed's own origin, and only that port of its host", async () => {
    const dir = join(work, 'c');
    const otherPort = photos.url('/ok.jpg');
    const feed = await agencyWithPhotos(dir, [['pictures/on-the-feed-host.jpg', otherPort]]);
    const service = await startOmnicasaServer(feed);
    const requestsBefore = photos.log.length;
    try {
      const summary = await runSync({
        sources: [
          omnicasaSource({
            name: 'omnicasa',
            kind: 'omnicasa',
            transport: createHttpTransport({
              baseUrl: service.url,
              credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
              retryDelayMs: 10,
            }),
          }),
        ],
        out: join(dir, 'generated'),
        languages: ['fr'],
        images: { mediaDir: join(dir, 'media'), cacheDir: join(dir, 'cache'), retries: 0 },
      });
      // The service answers 404 for a path it does not know: the connection was allowed.
      expect(reasonOf(summary, 'pictures/on-the-feed-host.jpg')).toMatch(/: HTTP 404 /);
      expect(reasonOf(summary, otherPort)).toMatch(/refused: 127\.0\.0\.1 resolves to a loopback address/);
      expect(photos.log.length).toBe(requestsBefore);
    } finally {
      await service.close();
    }
  }, 60_000);

  it('stops reading a chunked answer at the size limit, whatever the headers say', async () => {
    const limit = 1024 * 1024;
    let sent = 0;
    let closedEarly: (finished: boolean) => void = () => {};
    const closed = new Promise<boolean>((resolve) => {
      closedEarly = resolve;
    });
    // Streams 8 MB with no Content-Length (chunked), as long as the client keeps reading.
    const server = createServer((_req, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.on('close', () => closedEarly(res.writableFinished));
      const chunk = Buffer.alloc(64 * 1024, 0xab);
      const pump = () => {
        while (sent < 8 * limit) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port: bigPort } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${bigPort}/huge.jpg`;
    try {
      const dir = join(work, 'd');
      const feed = await agencyWithPhotos(dir, [[url]]);
      const summary = await syncSnapshot(dir, feed, {
        allowedHosts: [{ host: '127.0.0.1', port: String(bigPort) }],
        maxOriginalBytes: limit,
      });
      expect(reasonOf(summary, url)).toMatch(/the answer is more than the 1048576 bytes allowed: reading stopped there/);
      expect(await closed).toBe(false);
      expect(sent).toBeLessThan(8 * limit);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the allowed hosts setting', () => {
  it.each([
    [
      ['--allow-hosts', 'photos.example.be,http://10.0.0.5/'],
      {},
      /--allow-hosts: "http:\/\/10\.0\.0\.5\/" is not a host name or a host:port/,
    ],
    [[], { VITRINE_ALLOW_HOSTS: 'user@10.0.0.5' }, /VITRINE_ALLOW_HOSTS: "user@10\.0\.0\.5" is not a host name or a host:port/],
  ])('refuses a malformed entry before anything is attempted (%s)', async (flags, env, message) => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-allow-hosts-'));
    const run = await runCli(['sync', '--source', 'sample', '--out', join(work, 'generated'), ...flags], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
