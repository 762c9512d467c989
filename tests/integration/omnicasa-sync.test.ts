import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutput } from '../../pipeline/write/check-output.js';
import { LANGUAGES, type Property } from '../../schema/index.js';
import { SAMPLE } from '../support/cli.js';
import { syncFromFeedServer } from '../support/feed-sync.js';
import { startOmnicasaServer } from '../support/omnicasa-server.js';
import { treeState } from '../support/tree.js';

// The adapter against a real HTTP server playing the service: paging in every language, the
// envelope, credentials, and a second sync with nothing changed that rewrites no file.

let server: Awaited<ReturnType<typeof startOmnicasaServer>>;
let out: string;
const sampleCount = async (language: string) =>
  JSON.parse(await readFile(join(SAMPLE, `GetPropertyList.${language}.json`), 'utf8')).GetPropertyListJsonResult.Value.Items
    .length;

const sync = () => syncFromFeedServer(server.url, out, { pageSize: 30 });

beforeAll(async () => {
  server = await startOmnicasaServer(SAMPLE);
  out = join(await mkdtemp(join(tmpdir(), 'vitrine-sync-')), 'generated');
});
afterAll(() => server.close());

describe('sync from the Omnicasa service over HTTP', () => {
  it('reads every page of every list in the four languages and publishes them', async () => {
    const summary = await sync();
    expect(summary.outcome).toBe('published');
    expect(summary.quarantined).toBe(0);
    for (const language of LANGUAGES) {
      const total = await sampleCount(language);
      const pages = server.requests
        .filter(
          (r) => r.method === 'GetPropertyList' && r.params.DescriptionLanguageId === { nl: 1, fr: 2, en: 3, de: 4 }[language],
        )
        .map((r) => [r.params.Limit1, r.params.Limit2]);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
        Array.from({ length: Math.ceil(total / 30) }, (_, i) => [i * 30 + 1, (i + 1) * 30]),
      );
      const properties: Property[] = JSON.parse(await readFile(join(out, language, 'properties.json'), 'utf8'));
      expect(properties.length).toBe(total);
      expect(new Set(properties.map((p) => p.language))).toEqual(new Set([language]));
    }
    expect(await checkOutput(out)).toEqual([]);
  });

  it('publishes the fixed fields other tools read, with URLs of §2 in each language', async () => {
    const fr: Property[] = JSON.parse(await readFile(join(out, 'fr', 'properties.json'), 'utf8'));
    const nl: Property[] = JSON.parse(await readFile(join(out, 'nl', 'properties.json'), 'utf8'));
    for (const p of fr) {
      expect(['sale', 'rent', 'takeover']).toContain(p.goal);
      expect(p.url).toMatch(p.goal === 'sale' ? /^\/fr\/a-vendre\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/ : /^\/fr\/a-louer\//);
      expect(p.url.endsWith(`/${p.id}/`)).toBe(true);
      expect(p.alternates.nl).toBe(nl.find((q) => q.id === p.id)?.url);
      if (p.address.countryId === 10) expect(['brussels', 'flanders', 'wallonia']).toContain(p.region);
    }
    expect(nl.every((p) => /^\/nl\/te-(koop|huur)\//.test(p.url))).toBe(true);
  });

  it('rewrites no file when nothing changed', async () => {
    const before = await treeState(out);
    const summary = await sync();
    expect(summary.outcome).toBe('unchanged');
    expect(await treeState(out)).toEqual(before);
  });
});
