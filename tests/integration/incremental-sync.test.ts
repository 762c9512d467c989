import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFolderOf } from '../../pipeline/source-memory/memory-file.js';
import type { SyncSummary } from '../../pipeline/sync.js';
import { AGENCY_TIME_ZONE } from '../../schema/index.js';
import { SAMPLE } from '../support/cli.js';
import { syncFromFeedServer } from '../support/feed-sync.js';
import { startOmnicasaServer } from '../support/omnicasa-server.js';
import { copySnapshot, modifiedNow, type RawItem } from '../support/snapshot.js';
import { differingFiles } from '../support/tree.js';

// Issue 44, "Only what changed": a sync that starts from what the Omnicasa source kept of its last
// good read asks the back office for the changes only (ChangeSince, GetDeletedPropertyIDs), and
// publishes exactly what a full read of the same back office publishes, byte for byte.

let work: string;
let feed: string;
let server: Awaited<ReturnType<typeof startOmnicasaServer>>;
/** The output both kinds of sync go on from, with what the source kept of its read. */
let base: string;
let step = 0;

/** Ten pages of properties per language in a full read of the sample. */
const PAGE = 10;
const policy = (full: boolean) => ({ full, fullReadAt: '03:00', timeZone: AGENCY_TIME_ZONE });
/** Each step publishes a little later the same day: no daily full read falls between them. */
const at = (n: number) => new Date(Date.UTC(2026, 11, 2, 10, n * 10));

/** A copy of `from` (the output and the sources' memories beside it) at a new place. */
async function copyOutput(from: string, name: string): Promise<string> {
  const to = join(work, name, 'generated');
  await cp(from, to, { recursive: true });
  await cp(memoryFolderOf(from), memoryFolderOf(to), { recursive: true });
  return to;
}

/** The same back office read both ways from the same last output: the changes into one copy, in full into another. */
async function bothWays(): Promise<{ changes: SyncSummary; full: SyncSummary; incremental: string; reference: string }> {
  step += 1;
  const incremental = await copyOutput(base, `changes-${step}`);
  const reference = await copyOutput(base, `full-${step}`);
  const changes = await syncFromFeedServer(server.url, incremental, {
    memory: policy(false),
    now: () => at(step),
    pageSize: PAGE,
  });
  const full = await syncFromFeedServer(server.url, reference, { memory: policy(true), now: () => at(step), pageSize: PAGE });
  base = incremental;
  return { changes, full, incremental, reference };
}

async function expectSameOutput(incremental: string, reference: string) {
  expect(await differingFiles(incremental, reference)).toEqual([]);
}

const editFeed = (edit: (method: string, language: string, items: RawItem[]) => RawItem[] | undefined) =>
  copySnapshot(feed, feed, edit);
const setDeleted = (ids: number[]) =>
  writeFile(
    join(feed, 'GetDeletedPropertyIDs.all.json'),
    JSON.stringify({ GetDeletedPropertyIDsJsonResult: { Code: 0, Message: '', Success: true, Value: ids } }),
  );

let ids: number[];
const fr = async (dir: string) =>
  JSON.parse(await readFile(join(dir, 'fr', 'properties.json'), 'utf8')) as { id: number; price: { amount: number | null } }[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-incremental-'));
  feed = await copySnapshot(SAMPLE, join(work, 'feed'));
  server = await startOmnicasaServer(feed, undefined, { reread: true });
  base = join(work, 'first', 'generated');
  const first = await syncFromFeedServer(server.url, base, { memory: policy(false), now: () => at(0) });
  expect(first.readings).toEqual([{ name: 'omnicasa', kind: 'full', detail: 'no earlier read to start from' }]);
  ids = (await fr(base)).map((p) => p.id);
});
afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('an incremental Omnicasa sync', () => {
  it('after a price change, an added and a removed listing, asks for the changes only and publishes what a full read does', async () => {
    const [changed, removed, model] = ids as [number, number, number];
    const added = Math.max(...ids) + 1;
    await editFeed((method, _language, items) => {
      if (method !== 'GetPropertyList') return undefined;
      const next = items
        .filter((row) => row.ID !== removed)
        .map((row) => (row.ID === changed ? { ...row, Price: Number(row.Price) + 5000, ModificationDate: modifiedNow() } : row));
      const copy = items.find((row) => row.ID === model) as RawItem;
      return [...next, { ...copy, ID: added, Reference: `VIT-${added}`, ModificationDate: modifiedNow() }];
    });
    await setDeleted([removed, 999]);
    const before = server.requests.length;
    const priceBefore = (await fr(base)).find((p) => p.id === changed)?.price.amount as number;
    const { changes, full, incremental, reference } = await bothWays();

    expect(changes.readings[0]?.kind).toBe('changes');
    expect(changes.readings[0]?.detail).toMatch(
      /^2 properties sent as changed and 1 removed since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
    );
    expect(full.readings[0]).toEqual({ name: 'omnicasa', kind: 'full', detail: 'a full read was asked for (--full)' });
    expect(changes.outcome).toBe('published');
    // Per language, one page of changed rows and a page of one row for the count; not the list's ten pages.
    const played = server.requests.slice(before, before + changes.requests);
    const propertyPages = played.filter((r) => r.method === 'GetPropertyList');
    expect(propertyPages.filter((r) => typeof r.params.ChangeSince === 'string')).toHaveLength(4);
    expect(propertyPages.filter((r) => r.params.ChangeSince === undefined).map((r) => r.params.Limit2)).toEqual([1, 1, 1, 1]);
    expect(played.filter((r) => r.method === 'GetDeletedPropertyIDs')).toHaveLength(1);
    expect(full.requests).toBeGreaterThan(changes.requests + 30);

    await expectSameOutput(incremental, reference);
    const published = await fr(incremental);
    expect(published.map((p) => p.id)).toContain(added);
    expect(published.map((p) => p.id)).not.toContain(removed);
    expect(published.find((p) => p.id === changed)?.price.amount).toBe(priceBefore + 5000);
  });

  it('publishes again a listing that was deleted once and comes back', async () => {
    const removed = ids[1] as number;
    await editFeed((method, language, items) => {
      if (method !== 'GetPropertyList') return undefined;
      return [...items, { ...(sampleRows.get(language)?.get(removed) as RawItem), ModificationDate: modifiedNow() }];
    });
    // The deleted list still names it, as a log of deletions does.
    const { changes, incremental, reference } = await bothWays();
    expect(changes.readings[0]?.kind).toBe('changes');
    await expectSameOutput(incremental, reference);
    expect((await fr(incremental)).map((p) => p.id)).toContain(removed);
  });

  it('reads in full when the count of listings does not add up (a listing taken off the web without a trace)', async () => {
    const withdrawn = ids[2] as number;
    await editFeed((method, _language, items) =>
      method === 'GetPropertyList' ? items.filter((row) => row.ID !== withdrawn) : undefined,
    );
    const { changes, incremental, reference } = await bothWays();
    expect(changes.readings[0]?.kind).toBe('full');
    expect(changes.readings[0]?.detail).toMatch(
      /^the back office lists \d+ properties in \w\w, the changes since the last read give \d+$/,
    );
    await expectSameOutput(incremental, reference);
    expect((await fr(incremental)).map((p) => p.id)).not.toContain(withdrawn);
  });

  it('with nothing changed rewrites no file, and reads in full once the output is not the one its memory was made with', async () => {
    const again = await syncFromFeedServer(server.url, base, { memory: policy(false), now: () => at(9) });
    expect(again.outcome).toBe('unchanged');
    expect(again.readings[0]?.kind).toBe('changes');
    // Another output in the place of the one the memory belongs to: a full read, not a merge into the wrong rows.
    const other = await copyOutput(join(work, 'first', 'generated'), 'swapped');
    await cp(memoryFolderOf(base), memoryFolderOf(other), { recursive: true });
    const swapped = await syncFromFeedServer(server.url, other, { memory: policy(false), now: () => at(9) });
    expect(swapped.readings[0]).toEqual({
      name: 'omnicasa',
      kind: 'full',
      detail: 'the published output is not the one the last read made',
    });
  });

  it('maps again when what the rows mapped to is altered, reads in full when the rows are, and keeps only the files its memory names', async () => {
    const altered = await copyOutput(base, 'altered');
    const rowsFolder = join(memoryFolderOf(altered), 'omnicasa');
    const kept = await readdir(rowsFolder);
    const rowsFiles = kept.filter((name) => name.startsWith('rows-'));
    const mappedFiles = kept.filter((name) => name.startsWith('mapped-'));
    expect(rowsFiles.length).toBeGreaterThan(0);
    expect(mappedFiles.length).toBeGreaterThan(0);
    // What the rows mapped to, altered: the rows are mapped again, and the output is the same.
    await appendFile(join(rowsFolder, mappedFiles[0] as string), '1{}\n');
    const remapped = await syncFromFeedServer(server.url, altered, { memory: policy(false), now: () => at(9) });
    expect(remapped.readings[0]?.kind).toBe('changes');
    expect(remapped.outcome).toBe('unchanged');
    // The rows themselves, altered: a full read.
    await appendFile(join(rowsFolder, rowsFiles[0] as string), '{"ID":1}\n');
    const again = await syncFromFeedServer(server.url, altered, { memory: policy(false), now: () => at(9) });
    expect(again.readings[0]?.kind).toBe('full');
    expect(again.readings[0]?.detail).toMatch(/^the rows the last read kept in \w\w are gone or altered$/);
    expect(again.outcome).toBe('unchanged');
    // The files the new memory names, one per language at most, and no other.
    const record = JSON.parse(await readFile(join(memoryFolderOf(altered), 'omnicasa.json'), 'utf8'));
    const named = new Set(
      Object.values(record.data.rows as Record<string, { file: string; mapped: { file: string } }>).flatMap((entry) => [
        entry.file,
        entry.mapped.file,
      ]),
    );
    const next = await syncFromFeedServer(server.url, altered, { memory: policy(false), now: () => at(9) });
    expect(next.readings[0]?.kind).toBe('changes');
    expect(new Set(await readdir(rowsFolder))).toEqual(named);
  });

  it('reads in full when the changes repeat an ID, and keeps nothing while the back office does', async () => {
    const repeated = ids[3] as number;
    await editFeed((method, _language, items) => {
      if (method !== 'GetPropertyList') return undefined;
      const row = { ...(items.find((r) => r.ID === repeated) as RawItem), ModificationDate: modifiedNow() };
      return [...items.filter((r) => r.ID !== repeated), row, { ...row, Price: 1 }];
    });
    const { changes, incremental, reference } = await bothWays();
    expect(changes.readings[0]).toEqual({
      name: 'omnicasa',
      kind: 'full',
      detail: 'the property list repeats an ID, so the next run reads in full too',
    });
    await expectSameOutput(incremental, reference);
    // Nothing was kept to start from: the next run reads in full again, and says why.
    await expect(readFile(join(memoryFolderOf(incremental), 'omnicasa.json'))).rejects.toThrow(/ENOENT/);
    const next = await syncFromFeedServer(server.url, incremental, { memory: policy(false), now: () => at(step + 1) });
    expect(next.readings[0]).toEqual(changes.readings[0]);
  });
});

const sampleRows = new Map<string, Map<number, RawItem>>();
beforeAll(async () => {
  for (const language of ['fr', 'nl', 'en', 'de']) {
    const items = JSON.parse(await readFile(join(SAMPLE, `GetPropertyList.${language}.json`), 'utf8')).GetPropertyListJsonResult
      .Value.Items as RawItem[];
    sampleRows.set(language, new Map(items.map((row) => [row.ID as number, row])));
  }
});
