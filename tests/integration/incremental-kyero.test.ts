import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFolderOf } from '../../pipeline/source-memory/memory-file.js';
import { runSync } from '../../pipeline/sync.js';
import { AGENCY_TIME_ZONE } from '../../schema/index.js';
import { kyeroFeedOf, kyeroPropertyXml } from '../../scripts/kyero/synthetic-feed.js';
import { kyeroSource } from '../../sources/kyero/index.js';
import { startKyeroFeedServer } from '../support/kyero-feed-server.js';
import { differingFiles } from '../support/tree.js';

// Issue 44, "Only what changed", for a Kyero feed over HTTP: the sync sends back the server's ETag
// and Last-Modified; on a 304 it reads the copy it kept of the feed, and publishes what a full read
// of the feed publishes, byte for byte. A copy that is gone or altered means a full read.

let work: string;
let feed: string;
let server: Awaited<ReturnType<typeof startKyeroFeedServer>>;
let url: string;
let answers: number[];
let body = kyeroFeedOf(kyeroPropertyXml(1), kyeroPropertyXml(2), kyeroPropertyXml(3));

const policy = (full: boolean) => ({ full, fullReadAt: '03:00', timeZone: AGENCY_TIME_ZONE });
const at = (n: number) => new Date(Date.UTC(2026, 11, 2, 10, n * 10));
const sync = (out: string, n: number, full = false) =>
  runSync({
    sources: [kyeroSource({ name: 'partner', location: url, http: { timeoutMs: 5000, retries: 0 } })],
    out,
    languages: ['fr', 'nl'],
    images: false,
    memory: policy(full),
    now: () => at(n),
  });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-incremental-kyero-'));
  feed = join(work, 'feed.xml');
  await writeFile(feed, body);
  server = await startKyeroFeedServer(feed);
  ({ url, answers } = server);
});
afterAll(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

describe('an incremental Kyero sync over HTTP', () => {
  it('reads the copy on a 304, reads the feed again once it changed, and publishes what a full read does', async () => {
    const out = join(work, 'a', 'generated');
    const first = await sync(out, 0);
    expect(first.readings).toEqual([{ name: 'partner', kind: 'full', detail: 'no earlier read to start from' }]);

    const unchanged = await sync(out, 1);
    expect(answers).toEqual([200, 304]);
    expect(unchanged.readings[0]).toMatchObject({ kind: 'changes', detail: expect.stringContaining('HTTP 304') });
    expect(unchanged.outcome).toBe('unchanged');
    expect(unchanged.properties).toBe(3);

    // The feed changes: a new ETag, so a 200 and a new copy; the old copy goes.
    body = kyeroFeedOf(kyeroPropertyXml(1), kyeroPropertyXml(3), kyeroPropertyXml(4));
    await writeFile(feed, body);
    const reference = join(work, 'b', 'generated');
    await cp(out, reference, { recursive: true });
    const changed = await sync(out, 2);
    const full = await sync(reference, 2, true);
    expect(answers.slice(2)).toEqual([200, 200]);
    expect(changed.outcome).toBe('published');
    expect(full.readings[0]?.detail).toBe('a full read was asked for (--full)');
    expect(await differingFiles(out, reference)).toEqual([]);
    // The copy the memory names holds the feed as the server last sent it.
    const copy = await keptCopy(out);
    expect(await readFile(copy, 'utf8')).toBe(body);
  });

  it('reads the feed in full when the copy was altered', async () => {
    const out = join(work, 'a', 'generated');
    await writeFile(await keptCopy(out), kyeroFeedOf(kyeroPropertyXml(9)));
    const answered = answers.length;
    const run = await sync(out, 3);
    expect(answers.slice(answered)).toEqual([304, 200]);
    expect(run.readings[0]).toEqual({
      name: 'partner',
      kind: 'full',
      detail: 'the last read’s copy of the feed is gone or altered',
    });
    expect(run.outcome).toBe('unchanged');
    // The older copies went: only the one the new memory names is left.
    const copies = (await readdir(join(memoryFolderOf(out), 'partner'))).filter((name) => name.endsWith('.xml'));
    expect(copies).toEqual([basename(await keptCopy(out))]);
  });
});

/** The feed's copy that the memory of `out`'s source names. */
async function keptCopy(out: string): Promise<string> {
  const record = JSON.parse(await readFile(join(memoryFolderOf(out), 'partner.json'), 'utf8'));
  return join(memoryFolderOf(out), 'partner', record.data.copy);
}
