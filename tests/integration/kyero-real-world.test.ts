import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Property, propertySchema, type QuarantineReport } from '../../schema/index.js';
import { ROOT, runCli } from '../support/cli.js';
import { startKyeroFeedServer } from '../support/kyero-feed-server.js';

// Issue 44, real-world feeds: a Kyero feed in the shapes of real exports (postal_code, video_url,
// virtual_tour_url, energy values, floor-plan tags, hand-typed surfaces), served by a real HTTP
// server on 127.0.0.1 and synced by the CLI: the newer fields reach the published records, each
// cleaned value is in the report, and `vitrine validate` lists the same findings.

const FEED = join(ROOT, 'tests', 'fixtures', 'kyero', 'real-world.xml');
let dir: string;
let feedUrl: string;
let server: Awaited<ReturnType<typeof startKyeroFeedServer>>;

beforeAll(async () => {
  server = await startKyeroFeedServer(FEED);
  feedUrl = server.url;
  dir = await mkdtemp(join(tmpdir(), 'vitrine-kyero-real-world-'));
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a Kyero feed in the shapes of real exports, synced from 127.0.0.1', () => {
  it('publishes videos, the virtual tour, floor plans, the region and the EPC label, and reports what it cleaned', async () => {
    const out = join(dir, 'generated');
    const run = await runCli([
      'sync',
      '--source',
      'kyero',
      '--url',
      feedUrl,
      '--out',
      out,
      '--media',
      join(dir, 'media'),
      '--cache',
      join(dir, 'cache'),
      '--no-images',
    ]);
    expect(run.code, run.stderr).toBe(0); // cleaned values publish: nothing was quarantined
    const fr: Property[] = JSON.parse(await readFile(join(out, 'fr', 'properties.json'), 'utf8'));
    for (const record of fr) expect(propertySchema.safeParse(record).error?.issues ?? []).toEqual([]);
    const charleroi = fr.find((p) => p.reference === 'RW-3001');
    expect(charleroi).toMatchObject({
      region: 'wallonia',
      epc: { label: 'c', labelSource: 'computed', value: 180, co2: 32.5 },
      surfaces: { living: 50, ground: null },
      videos: [{ url: 'https://www.youtube.com/watch?v=Vitr1neTest' }],
      virtualTour: 'https://my.matterport.com/show/?m=VitrineDemo1',
    });
    expect(charleroi?.pictures.map((p) => p.kind ?? 'photo')).toEqual(['photo', 'photo', 'floorplan']);
    expect(fr.find((p) => p.reference === 'RW-3002')).toMatchObject({ region: 'flanders', epc: { label: 'd' } });

    const report: QuarantineReport = JSON.parse(await readFile(join(out, 'quarantine.json'), 'utf8'));
    const cleaned = report.problems.filter((p) => p.language === 'fr').map((p) => `${p.field}: ${p.reason}`);
    expect(cleaned).toEqual(
      expect.arrayContaining([
        'surface_area.built: read "50 + 15 terrace" as 50 m² of built area and 15 m² of terrace',
        'surface_area.plot: read "-" as no plot',
        'surface_area.plot: read "1.200" as 1200 m² of plot',
        'video_url: dropped the link: not an http(s) URL (javascript:): "javascript:alert(1)"',
      ]),
    );
    expect(report.problems.every((p) => p.action === 'cleaned')).toBe(true);
  }, 120_000);

  it('`vitrine validate` lists the same cleaned values, with what the sync would do', async () => {
    const run = await runCli(['validate', FEED]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'line 24, property 3001, surface_area.built: read "50 + 15 terrace" as 50 m² of built area and 15 m² of terrace (would be cleaned)',
    );
    expect(run.stdout).toContain('line 25, property 3001, surface_area.plot: read "-" as no plot (would be cleaned)');
    expect(run.stdout).not.toContain('is not an element of Kyero v3');
  }, 60_000);
});
