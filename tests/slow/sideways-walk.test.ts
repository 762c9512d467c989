import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Property } from '../../schema/index.js';
import { buildSampleInto } from '../support/sample-build.js';
import { pagesWiderThanAPhone } from '../support/sideways-walk.js';
import { startSite } from '../support/site-server.js';

// Issue 15, in full: every property page of every language of the sample, with its photos' sizes,
// at 360 px (`npm test` walks the widest of them: site-property.ts).

let work: string;
let built: Awaited<ReturnType<typeof buildSampleInto>>;
let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-sideways-'));
  built = await buildSampleInto(work, { photos: true });
  site = await startSite(built.site);
}, 600_000);

afterAll(async () => {
  await site?.close();
  await rm(work, { recursive: true, force: true });
});

describe('every property page at 360 px', () => {
  it('scrolls sideways on none, in any language', async () => {
    const urls: string[] = [];
    for (const language of LANGUAGES) {
      const properties = JSON.parse(await readFile(join(built.data, language, 'properties.json'), 'utf8')) as Property[];
      urls.push(...properties.map((p) => p.url));
    }
    expect(urls.length).toBeGreaterThan(100);
    expect(await pagesWiderThanAPhone(site.base, urls)).toEqual([]);
  });
});
