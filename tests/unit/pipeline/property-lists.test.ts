import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstSyncHistories } from '../../../pipeline/derive/property-history.js';
import { normalizeFeed } from '../../../pipeline/normalize/feed.js';
import { readList } from '../../../pipeline/write/list-file.js';
import { propertiesPath, propertyListsIn } from '../../../pipeline/write/property-lists.js';
import { openStaging } from '../../../pipeline/write/publish.js';
import { LANGUAGES, type Language } from '../../../schema/index.js';
import { createSnapshotTransport, omnicasaSource } from '../../../sources/omnicasa/index.js';
import { SAMPLE } from '../../support/cli.js';

const sampleFeeds = async () =>
  (
    await omnicasaSource({ name: 'sample', kind: 'sample', transport: createSnapshotTransport(SAMPLE) }).read({
      languages: LANGUAGES,
    })
  ).languages;

async function idsIn(path: string): Promise<number[]> {
  const ids: number[] = [];
  const read = await readList(path, (record) => ids.push((record as { id: number }).id));
  expect(read.kind).toBe('list');
  return ids;
}

describe('properties lists written as the records are checked', () => {
  it('hold, in each language, the records the dataset publishes, byte for byte as the site reads them', async () => {
    // One time for both runs: a record's history starts at it.
    const options = { historyOf: firstSyncHistories(new Date('2026-12-01T08:00:00Z')) };
    const whole = normalizeFeed(await sampleFeeds(), options);
    const staging = await openStaging(join(await mkdtemp(join(tmpdir(), 'vitrine-lists-')), 'generated'));
    const lists = propertyListsIn(staging);
    const summarized = normalizeFeed(await sampleFeeds(), options, lists);
    await lists.close(summarized.languages);
    for (const language of LANGUAGES) {
      const records = whole.byLanguage.get(language)?.properties ?? [];
      expect(records.length).toBeGreaterThan(50);
      const bytes = await readFile(join(staging.dir, propertiesPath(language)), 'utf8');
      expect(JSON.parse(bytes)).toEqual(records);
      expect(summarized.byLanguage.get(language)?.properties.map((p) => p.id)).toEqual(records.map((p) => p.id));
      expect(staging.files.get(propertiesPath(language))?.bytes).toBe(Buffer.byteLength(bytes));
    }
  });

  it('take back, from the languages written before, a record that a later language refuses', async () => {
    const feeds = await sampleFeeds();
    const languages = [...feeds.keys()];
    const last = languages.at(-1) as Language;
    const first = [...(feeds.get(last)?.properties ?? [])].find((r) => r.ok);
    if (!first?.ok) throw new Error('the sample has no property');
    const { id } = first.value;
    // Past the source's own checks: only the final check against the published schema refuses it.
    first.value.price = { ...first.value.price, amount: -1 };
    const staging = await openStaging(join(await mkdtemp(join(tmpdir(), 'vitrine-lists-')), 'generated'));
    const lists = propertyListsIn(staging);
    const dataset = normalizeFeed(feeds, {}, lists);
    await lists.close(dataset.languages);
    expect(dataset.problems.filter((p) => p.id === id).map((p) => p.language)).toEqual([last]);
    for (const language of languages) {
      const ids = await idsIn(join(staging.dir, propertiesPath(language)));
      expect(ids).not.toContain(id);
      expect(ids).toEqual(dataset.byLanguage.get(language)?.properties.map((p) => p.id));
      const bytes = await readFile(join(staging.dir, propertiesPath(language)));
      expect(staging.files.get(propertiesPath(language))?.bytes).toBe(bytes.length);
    }
  });
});
