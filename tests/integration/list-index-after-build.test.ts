import { cp, mkdtemp, readFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exists } from '../../pipeline/write/publish.js';
import { SECTION_PATHS } from '../../schema/index.js';
import { changeSnapshot } from '../../scripts/demo-agency/change-snapshot.js';
import { resultsOf } from '../../site/client/list/results.js';
import { CARDS_PER_PAGE } from '../../site/pages/list/paging.js';
import { parseListState } from '../../site/search/list-filter.js';
import { cardPlacesOf, type ListIndex, listIndexUrl } from '../../site/search/list-index-format.js';
import { launchChromium } from '../support/browser.js';
import { ROOT, runCli, SAMPLE } from '../support/cli.js';
import { shown } from '../support/list-shown.js';
import { startSite } from '../support/site-server.js';

// Issue 16: a list's index keeps its URL from build to build (the list pages name it, so a changed
// price changes one list page) and is cached five minutes like the pages, while the card fragments
// it names are replaced when their cards change. A visitor whose index is older than the site (a page
// open across a sync, or the browser's cached copy) must still get the list filtered: the list's
// script asks the server for the index again when a fragment it names is gone. Real syncs and builds
// of the sample, served as `vitrine serve` serves them, in Chromium.

let work: string;
let out: string;
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Awaited<ReturnType<typeof launchChromium>>;

/** What cron runs: the sync of a feed snapshot, then the build, into this test's folders. */
const syncAndBuild = (snapshot: string) =>
  runCli([
    'sync',
    '--no-images',
    '--source',
    'sample',
    '--snapshot',
    snapshot,
    '--out',
    join(work, 'generated'),
    '--media',
    join(work, 'media'),
    '--config',
    join(work, 'site', 'site.json'),
    '--build',
    '--build-out',
    out,
  ]);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-list-index-'));
  // The prerender's server bundle imports vike and react from the folder it is built in.
  await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  await cp(join(ROOT, 'data', 'site'), join(work, 'site'), { recursive: true });
  // The configuration names the sample's photos beside it (../sample/photos).
  await symlink(join(ROOT, 'data', 'sample'), join(work, 'sample'), 'dir');
  out = join(work, 'dist');
  const first = await syncAndBuild(SAMPLE);
  expect(first.code, first.stderr).toBe(0);
  site = await startSite(join(out, 'client'));
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const LIST = SECTION_PATHS.rent.fr;
const BY_PRICE = '?sort=price-asc';

/** A page of the rent list by price, opened in `context`; its script fetched the section's index and the fragments of its cards. */
async function openList(context: BrowserContext, query = BY_PRICE) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.base}${LIST}${query}`);
  return { page, errors, ...(await shown(page)) };
}

describe('a list whose index is older than the site (issue 16)', () => {
  it("filters with the new site's cards after a sync replaced fragments that the visitor's index names", async () => {
    // Before the sync: a visitor's page stays open (its index held in memory), another visitor's
    // browser keeps the index it fetched (cached five minutes).
    const openPage = await browser.newContext();
    const cachedIndex = await browser.newContext();
    const before = await openList(openPage);
    expect(before.failed).toEqual([]);
    expect(before.urls).toHaveLength(CARDS_PER_PAGE);
    await (await openList(cachedIndex)).page.close();
    const oldIndex = JSON.parse(await readFile(join(out, 'client', listIndexUrl('fr', 'rent')), 'utf8')) as ListIndex;

    // The sync adds a rent listing (a copy of one already listed) and removes one.
    const changed = join(work, 'changed-feed');
    await changeSnapshot(SAMPLE, changed, { removeAndAdd: true });
    const second = await syncAndBuild(changed);
    expect(second.code, second.stderr).toBe(0);

    // What makes this test: fragments that the old index names and the new site no longer has (the
    // cards around the added listing), and the first page by price that the old index draws from one.
    const places = cardPlacesOf(oldIndex);
    const names = [...new Set(places.map((place) => place.fragment))];
    const present = await Promise.all(names.map((name) => exists(join(out, 'client', `${oldIndex.cards}/${name}.html`))));
    const gone = new Set(names.filter((_, i) => !present[i]));
    expect(gone.size, 'fragments of the old index replaced by the sync').toBeGreaterThan(0);
    const byPrice = parseListState(BY_PRICE);
    const pageCount = resultsOf(oldIndex, byPrice, CARDS_PER_PAGE).pages;
    const number = Array.from({ length: pageCount }, (_, i) => i + 1).find((page) =>
      resultsOf(oldIndex, { ...byPrice, page }, CARDS_PER_PAGE).items.some((at) => gone.has(places[at]?.fragment ?? '')),
    );
    expect(number, 'a page by price drawn from a replaced fragment').toBeDefined();

    // The new site's answer, in a browser that never saw the old index.
    const fresh = await browser.newContext();
    const reference = await openList(fresh);
    if (number !== 1) {
      await reference.page.getByRole('link', { name: `Page ${number}`, exact: true }).click();
      await expect.poll(async () => (await shown(reference.page)).urls).not.toEqual(reference.urls);
      Object.assign(reference, await shown(reference.page));
    }
    expect(reference.failed).toEqual([]);
    expect(reference.urls.length).toBeGreaterThan(0);
    const query = new URL(reference.page.url()).search;

    // The page left open: a new sort, then back, then that page number, each drawn from its index.
    await before.page.getByText('Filtrer et trier').click();
    await before.page.getByLabel('Trier par').selectOption('price-desc');
    await before.page.getByLabel('Trier par').selectOption('price-asc');
    if (number !== 1) await before.page.getByRole('link', { name: `Page ${number}`, exact: true }).click();
    await before.page.waitForURL(`${site.base}${LIST}${query}`);
    const afterOpen = await shown(before.page);
    expect(afterOpen.failed).toEqual([]);
    expect(afterOpen.urls).toEqual(reference.urls);
    expect(before.errors).toEqual([]);

    // The browser with the cached index: that page, loaded within the index's five minutes.
    const afterCached = await openList(cachedIndex, query);
    expect(afterCached.failed).toEqual([]);
    expect(afterCached.urls).toEqual(reference.urls);
    expect(afterCached.errors).toEqual([]);
    await Promise.all([openPage.close(), cachedIndex.close(), fresh.close()]);
  }, 300_000);
});
