import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extrasPathOf, manifestSchema, type Property, sourceExtrasFileSchema } from '../../schema/index.js';
import { ROOT, runCli } from '../support/cli.js';

// Issue 18: the agency's own listings (the bundled demo agency, in Omnicasa's shapes) and a
// partner's Kyero v3 feed, served by a real HTTP server on 127.0.0.1, in one configuration: both
// publish, each property's source is in the manifest, the built site has the partner's pages; when
// the partner's feed fails, its last good listings stay and the run says so with exit 3. The feed's
// fields our model has no place for are kept in the output's extras/partner.json.

const FEED = join(ROOT, 'tests', 'fixtures', 'kyero', 'feed.xml');
let dir: string;
let config: string;
let feedUp = true;
let server: ReturnType<typeof createServer>;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (!feedUp || request.url !== '/feed.xml') {
      response.writeHead(feedUp ? 404 : 503).end();
      return;
    }
    void readFile(FEED).then((body) => response.writeHead(200, { 'content-type': 'application/xml' }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  dir = await mkdtemp(join(tmpdir(), 'vitrine-two-sources-'));
  // The sample's configuration with two sources; its images point at ../sample/photos.
  await symlink(join(ROOT, 'data', 'sample'), join(dir, 'sample'));
  await cp(join(ROOT, 'data', 'site'), join(dir, 'site'), { recursive: true });
  config = join(dir, 'site', 'site.json');
  const site = JSON.parse(await readFile(config, 'utf8'));
  const sources = [
    { name: 'agency', kind: 'sample' },
    { name: 'partner', kind: 'kyero', url: feedUrl, idOffset: 0 },
  ];
  await writeFile(config, JSON.stringify({ ...site, sources }));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sync = () =>
  runCli([
    'sync',
    '--config',
    config,
    '--out',
    join(dir, 'generated'),
    '--media',
    join(dir, 'media'),
    '--cache',
    join(dir, 'cache'),
    '--no-images',
  ]);
const published = async (language: string): Promise<Property[]> =>
  JSON.parse(await readFile(join(dir, 'generated', language, 'properties.json'), 'utf8'));
const manifest = async () => manifestSchema.parse(JSON.parse(await readFile(join(dir, 'generated', 'manifest.json'), 'utf8')));
/** The output's extras/<source>.json, or undefined when the source has none. */
const extrasOf = async (source: string) =>
  readFile(join(dir, 'generated', extrasPathOf(source)), 'utf8').then(
    (text) => sourceExtrasFileSchema.parse(JSON.parse(text)),
    () => undefined,
  );

describe('two sources in one configuration (issue 18)', () => {
  let partnerIds: number[];

  it('publishes both, says where each property came from, and builds the partner’s pages beside the agency’s', async () => {
    const run = await sync();
    expect(run.stderr).not.toMatch(/failed, its last published listings were kept/);
    const sources = (await manifest()).sources;
    expect(sources.map((s) => [s.name, s.kind, s.state])).toEqual([
      ['agency', 'sample', 'read'],
      ['partner', 'kyero', 'read'],
    ]);
    const [agency, partner] = sources as [(typeof sources)[number], (typeof sources)[number]];
    partnerIds = partner.properties;
    expect(agency.properties.length).toBeGreaterThan(50);
    expect(partnerIds).toContain(1001);
    const fr = await published('fr');
    expect(fr.map((p) => p.id).sort()).toEqual([...agency.properties, ...partnerIds].sort());
    const villa = fr.find((p) => p.id === 1001);
    expect(villa?.address.city).toBe('Torrevieja');
    expect(villa?.price.amount).toBe(349000);
    // What our model has no place for is kept beside the output, for the partner's properties only.
    const extras = await extrasOf('partner');
    expect(extras?.properties['1001']).toMatchObject({
      location_detail: 'Los Balcones',
      'energy_rating.emissions': 'C',
      'url.en': 'https://partner.example/en/property/1001',
      'desc.es': expect.stringContaining('Villa independiente'),
    });
    expect(Object.keys(extras?.properties ?? {}).every((id) => partnerIds.includes(Number(id)))).toBe(true);
    expect(await extrasOf('agency')).toBeUndefined();

    // The build's server bundle imports vike and react from beside the folder it is built in.
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const out = join(dir, 'dist');
    const build = await runCli([
      'build',
      '--config',
      config,
      '--data',
      join(dir, 'generated'),
      '--media',
      join(dir, 'media'),
      '--out',
      out,
    ]);
    expect(build.code, build.stderr).toBe(0);
    for (const language of ['fr', 'nl']) {
      const record = (await published(language)).find((p) => p.id === 1001);
      if (!record) throw new Error(`the partner's villa is not published in ${language}`);
      const page = await readFile(join(out, 'client', record.url, 'index.html'), 'utf8');
      expect(page, language).toContain('Torrevieja');
      expect(page, language).toContain('349.000');
    }
  }, 240_000);

  it('keeps the partner’s last listings when its feed fails, and says so with exit 3', async () => {
    feedUp = false;
    try {
      const run = await sync();
      expect(run.code).toBe(3);
      expect(run.stdout).toMatch(/source partner failed, its last published listings were kept: .*503/);
      const partner = (await manifest()).sources.find((s) => s.name === 'partner');
      expect(partner?.state).toBe('kept');
      expect(partner?.properties.sort()).toEqual([...partnerIds].sort());
      expect((await published('fr')).map((p) => p.id)).toEqual(expect.arrayContaining(partnerIds));
      expect((await extrasOf('partner'))?.properties['1001']?.location_detail).toBe('Los Balcones');
    } finally {
      feedUp = true;
    }
  }, 120_000);

  it('refuses an output whose extras name a property their source did not publish', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'vitrine-extras-'));
    try {
      await cp(join(dir, 'generated'), copy, { recursive: true });
      const file = join(copy, extrasPathOf('partner'));
      const extras = sourceExtrasFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      await writeFile(file, JSON.stringify({ ...extras, properties: { ...extras.properties, 4100004: { ref: 'X' } } }));
      const run = await runCli(['validate', copy]);
      expect(run.code).toBe(1);
      expect(run.stdout + run.stderr).toContain('extras/partner.json');
      expect(run.stdout + run.stderr).toContain('property 4100004 is not one partner published');
      expect(run.stdout + run.stderr).toMatch(/sha256 differs/);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
