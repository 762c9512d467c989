import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSync } from '../../pipeline/sync.js';
import type { Property } from '../../schema/index.js';
import { createSnapshotTransport, omnicasaSource } from '../../sources/omnicasa/index.js';
import { agencyWithPhotos } from '../support/photo-agency.js';

// One media folder may serve several outputs (the live data/generated and a staging or test
// output made with --out): a sync into one must never remove the photos another still names, and an
// output that is gone must not keep its photos forever. A broken image.json costs a re-encode, not a crash.

let base: string;
const agency = (name: string) => join(base, `agency-${name}`);
const output = (name: string) => join(base, `site-${name}`, 'generated');

function sync(name: string, feed: string) {
  return runSync({
    sources: [omnicasaSource({ name: 'sample', kind: 'sample', transport: createSnapshotTransport(feed) })],
    out: output(name),
    languages: ['fr'],
    // No localRoot: the default, the folder that holds the snapshot folder (agency-<name>), applies.
    images: { mediaDir: join(base, 'media'), cacheDir: join(base, 'cache') },
  });
}

/** Every media file an output's properties name: the variants, the thumbnails and image.json. */
async function namedFiles(name: string): Promise<string[]> {
  const properties: Property[] = JSON.parse(await readFile(join(output(name), 'fr', 'properties.json'), 'utf8'));
  const sets = properties.flatMap((p) => p.pictures.flatMap((picture) => (picture.image ? [picture.image] : [])));
  expect(sets.length).toBeGreaterThan(0);
  return sets.flatMap((set) => [
    ...set.variants.map((v) => v.path),
    set.thumbnail.path,
    `${set.digest.slice(0, 2)}/${set.digest}/image.json`,
  ]);
}

const exists = (path: string) =>
  stat(join(base, 'media', path)).then(
    () => true,
    () => false,
  );

describe('two outputs sharing one media folder', () => {
  let feedA: string;
  let feedB: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'vitrine-shared-media-'));
    feedA = await agencyWithPhotos(agency('a'), [['../photos/house-01.jpg', '../photos/interior-02.jpg']]);
    feedB = await agencyWithPhotos(agency('b'), [['../photos/interior-09.jpg']]);
  });

  it('keeps every photo of the first output when a second, smaller one is synced', async () => {
    await sync('a', feedA);
    const namedByA = await namedFiles('a');
    const summary = await sync('b', feedB);
    expect(summary.photos).toMatchObject({ encoded: 1, failed: 0 });
    for (const path of [...namedByA, ...(await namedFiles('b'))]) expect(await exists(path), path).toBe(true);
  }, 60_000);

  it('lets the photos of an output that is gone go', async () => {
    const namedByA = await namedFiles('a');
    await rm(join(base, 'site-a'), { recursive: true });
    await sync('b', feedB);
    for (const path of namedByA) expect(await exists(path), path).toBe(false);
    for (const path of await namedFiles('b')) expect(await exists(path), path).toBe(true);
    const registry = JSON.parse(await readFile(join(base, 'media', 'outputs.json'), 'utf8'));
    expect(Object.keys(registry.outputs)).toEqual([output('b')]);
  }, 60_000);

  it('keeps the sets a media folder held before it had a registry: outputs it cannot see may name them', async () => {
    await sync('a', feedA);
    const namedByA = await namedFiles('a');
    // A media folder written by a Vitrine without the registry.
    await rm(join(base, 'media', 'outputs.json'));
    await rm(join(base, 'site-a'), { recursive: true });
    await sync('b', feedB);
    for (const path of namedByA) expect(await exists(path), path).toBe(true);
  }, 60_000);
});

describe('an image.json that cannot be read', () => {
  it('is made again and reported by its path, instead of stopping every later sync', async () => {
    base = await mkdtemp(join(tmpdir(), 'vitrine-broken-set-'));
    const feed = await agencyWithPhotos(agency('a'), [['../photos/house-01.jpg', '../photos/interior-02.jpg']]);
    await sync('a', feed);
    const [setFile] = (await namedFiles('a')).filter((path) => path.endsWith('image.json'));
    const path = join(base, 'media', setFile as string);
    const text = await readFile(path, 'utf8');
    // As a crash or a full disk leaves a file written in place: cut short.
    await writeFile(path, text.slice(0, text.length / 2));

    const summary = await sync('a', feed);
    expect(summary.photos).toMatchObject({ encoded: 1, reused: 1, failed: 0 });
    expect(summary.warnings).toEqual([
      `${path} is not valid JSON (cut short by a crash or a full disk?): the photo is encoded again`,
    ]);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(JSON.parse(text));
  }, 60_000);

  it('nor does an index of originals cut short', async () => {
    const feed = join(agency('a'), 'feed');
    const index = join(base, 'cache', 'originals.json');
    await writeFile(index, '{"../photos/house-01.jpg": {"dig');
    const summary = await sync('a', feed);
    expect(summary.photos).toMatchObject({ encoded: 0, failed: 0 });
    expect(summary.warnings).toEqual([
      `${index} is not a valid index of originals: every photo is downloaded again, and the index is rewritten`,
    ]);
    expect(Object.keys(JSON.parse(await readFile(index, 'utf8')))).toHaveLength(2);
  }, 60_000);
});
