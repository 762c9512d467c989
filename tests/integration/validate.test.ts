import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, SAMPLE } from '../support/cli.js';
import { copySnapshot } from '../support/snapshot.js';

// `vitrine validate` is what CI runs on feed data: it lists every problem with its place.

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-validate-'));
});

describe('vitrine validate', () => {
  it('accepts the bundled sample snapshot and the folder a sync of it writes', async () => {
    const snapshot = await runCli(['validate', 'data/sample/omnicasa']);
    expect(snapshot.code, snapshot.stdout + snapshot.stderr).toBe(0);
    expect(snapshot.stdout).toContain('valid snapshot folder');
    const out = join(work, 'generated');
    const sync = await runCli(['sync', '--no-images', '--source', 'sample', '--out', out]);
    expect(sync.code, sync.stderr).toBe(0);
    const generated = await runCli(['validate', out]);
    expect(generated.code, generated.stdout).toBe(0);
    expect(generated.stdout).toContain('valid generated folder');
  });

  it('lists each bad record of a snapshot with its file, id and field', async () => {
    let badId = 0;
    const feed = await copySnapshot(SAMPLE, join(work, 'bad-feed'), (method, language, items) => {
      if (method !== 'GetPropertyList' || language !== 'nl') return items;
      badId = items[3]?.ID as number;
      return items.map((p) => (p.ID === badId ? { ...p, NumberOfBedRooms: 'drie', Zip: '' } : p));
    });
    const run = await runCli(['validate', feed, '--json']);
    expect(run.code).toBe(1);
    const result = JSON.parse(run.stdout);
    expect(result.ok).toBe(false);
    const places = result.problems.map((p: { place: string }) => p.place);
    expect(places).toContain(`GetPropertyList.nl.json property ${badId} NumberOfBedRooms`);
    expect(places).toContain(`GetPropertyList.nl.json property ${badId} Zip`);
  });

  it('finds a generated file that was changed after the sync', async () => {
    const out = join(work, 'generated');
    const file = join(out, 'de', 'cities.json');
    const cities = JSON.parse(await readFile(file, 'utf8'));
    cities[0].saleCount = -1;
    await writeFile(file, JSON.stringify(cities));
    const run = await runCli(['validate', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/de\/cities\.json: its sha256 differs/);
    expect(run.stdout).toMatch(/de\/cities\.json 0\.saleCount: Too small/);
  });

  it('finds a property listed twice and an alternate that leads elsewhere', async () => {
    const out = join(work, 'generated');
    const file = join(out, 'en', 'properties.json');
    const properties = JSON.parse(await readFile(file, 'utf8'));
    properties[1].alternates.fr = '/fr/a-vendre/nulle-part/x/1/';
    properties.push(properties[0]);
    await writeFile(file, JSON.stringify(properties));
    const run = await runCli(['validate', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`en/properties.json ${properties[0].id}: appears more than once`);
    expect(run.stdout).toContain(
      `en/properties.json id ${properties[1].id}, alternates.fr: /fr/a-vendre/nulle-part/x/1/ is not this property's URL in fr`,
    );
  });

  it('says what a folder lacks when it is neither kind', async () => {
    const run = await runCli(['validate', work]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/neither a generated folder \(manifest\.json\) nor a feed snapshot/);
  });
});
