import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSnapshot } from '../../../scripts/demo-agency/change-snapshot.js';
import { buildPlaces, setBuildPlaces } from '../../../site/build/places.js';
import type { PageEntry } from '../../../site/build/render-pages.js';
import { shareLanguages } from '../../../site/data/prerender-shard.js';
import { ROOT, runCli } from '../../support/cli.js';

// A render process of a build in several processes reads the listings of its own languages only
// (site/data/prerender-shard.ts): two of a large agency's four, 17 MB each. The pages of a departed
// listing (§8, one per language) once made every language's context in every process, and parsed
// the other two for nothing (docs/benchmarks.md, bench/build).

const SAMPLE = join(ROOT, 'data', 'sample', 'omnicasa');
let data: string;
let removed: number;
// The unit tests share their worker's modules (vitest.config.ts): the next file finds the places as they were.
const placesBefore = buildPlaces();
afterAll(() => setBuildPlaces(placesBefore));

beforeAll(async () => {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-share-data-'));
  data = join(work, 'generated');
  const first = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', SAMPLE, '--out', data]);
  expect(first.code, first.stderr).toBe(0);
  // A listing gone: its departed pages, in every language.
  const changed = join(work, 'changed');
  removed = (await changeSnapshot(SAMPLE, changed, { removeAndAdd: true })).removed;
  const second = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', changed, '--out', data]);
  expect(second.code, second.stderr).toBe(0);
}, 120_000);

describe("a render process's data", () => {
  it("lists its share's pages, departed ones among them, without reading the other languages' listings", async () => {
    const share = { index: 0, count: 2 };
    const places = {
      data,
      configDir: join(ROOT, 'data', 'site'),
      media: join(ROOT, 'data', 'media'),
      scripts: join(data, 'none'),
      client: join(data, 'none'),
      share,
    };
    setBuildPlaces(places);
    const own = shareLanguages();
    const others = ['fr', 'nl', 'en', 'de'].filter((language) => !own.includes(language as (typeof own)[number]));
    expect(own).toHaveLength(2);
    // The other languages' listings cannot be read: a process that reads them fails.
    for (const language of others) await writeFile(join(data, language, 'properties.json'), 'not this process’s to read');
    // By its path: the route modules it imports are the site's (site/tsconfig.json), not this project's.
    const { sitePages } = (await import(join(ROOT, 'site', 'build', 'site-pages.ts'))) as { sitePages: () => PageEntry[] };
    const pages = sitePages();
    const gone = pages.filter((page) => page.url.includes(`/${removed}/`));
    // Its departed pages are there, in its own languages only, and each one's context is made from them.
    expect(gone.map((page) => page.url.split('/')[1]).sort()).toEqual([...own].sort());
    for (const page of gone) {
      const context = typeof page.pageContext === 'function' ? page.pageContext() : page.pageContext;
      expect((context.data as { similar: unknown[] }).similar.length).toBeGreaterThan(0);
    }
    for (const page of pages) expect(others.some((language) => page.url.startsWith(`/${language}/`))).toBe(false);
  });
});
