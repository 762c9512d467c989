import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Language, type Property, SECTION_PATHS, type Section, sectionOfGoal } from '../../schema/index.js';
import { listingOrder } from '../../site/data/cards.js';
import { seriousViolations } from '../support/axe.js';
import { shown } from '../support/list-shown.js';
import { servedSiteInChromium } from '../support/served-site.js';

// Issue 15, the list pages: filters, sort, count and numbered paging, checked against the generated
// data in fr and nl. Declared by site-list-pages.test.ts on the shared build (site-sample.ts): dist,
// the built client folder; data, the generated folder it was built from, read when the tests run.

const PER_PAGE = 12;
const open = (p: Property) => p.status === 'active';
const price = (p: Property) => (p.price.published ? p.price.amount : null);
const EPC = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

type Sort = 'newest' | 'price-asc' | 'price-desc' | 'living';
/** The data's answer, written apart from the site's code: on the market first, each part sorted. */
function expectedUrls(properties: Property[], section: Section, keep: (p: Property) => boolean, sort: Sort = 'newest') {
  const listed = properties.filter((p) => sectionOfGoal(p.goal) === section).sort(listingOrder);
  const key = (p: Property) => (sort === 'living' ? p.surfaces.living : price(p));
  const sorted = (ps: Property[]) =>
    sort === 'newest'
      ? ps
      : [...ps].sort((a, b) => {
          const ka = key(a);
          const kb = key(b);
          if (ka === null || kb === null) return (ka === null ? 1 : 0) - (kb === null ? 1 : 0);
          return sort === 'price-asc' ? ka - kb : kb - ka;
        });
  const kept = listed.filter(keep);
  return {
    urls: [...sorted(kept.filter(open)), ...sorted(kept.filter((p) => !open(p)))].map((p) => p.url),
    open: kept.filter(open).length,
  };
}

interface Case {
  name: string;
  language: Language;
  section: Section;
  query: (ps: Property[]) => string;
  keep: (ps: Property[]) => (p: Property) => boolean;
  sort?: Sort;
}

const firstCity = (ps: Property[], section: Section) => ps.find((p) => sectionOfGoal(p.goal) === section && open(p)) as Property;
const firstType = (ps: Property[], section: Section) => firstCity(ps, section).typeIds[0] as number;

const CASES: Case[] = [
  ...(['fr', 'nl'] as const).flatMap((language): Case[] => [
    {
      name: 'city',
      language,
      section: 'sale',
      query: (ps) => `city=${encodeURIComponent(`${firstCity(ps, 'sale').address.city}|${firstCity(ps, 'sale').address.zip}`)}`,
      keep: (ps) => (p) =>
        p.address.city === firstCity(ps, 'sale').address.city && p.address.zip === firstCity(ps, 'sale').address.zip,
    },
    {
      name: 'type',
      language,
      section: 'rent',
      query: (ps) => `type=${firstType(ps, 'rent')}`,
      keep: (ps) => (p) => p.typeIds.includes(firstType(ps, 'rent')),
    },
    { name: 'price min', language, section: 'sale', query: () => 'min=200000', keep: () => (p) => (price(p) ?? -1) >= 200_000 },
    {
      name: 'price max',
      language,
      section: 'sale',
      query: () => 'max=250000',
      keep: () => (p) => price(p) !== null && (price(p) as number) <= 250_000,
    },
    { name: 'bedrooms', language, section: 'sale', query: () => 'bedrooms=3', keep: () => (p) => (p.counts.bedrooms ?? 0) >= 3 },
    {
      name: 'living area',
      language,
      section: 'sale',
      query: () => 'living=150',
      keep: () => (p) => (p.surfaces.living ?? 0) >= 150,
    },
    {
      name: 'EPC at most C',
      language,
      section: 'sale',
      query: () => 'epc=c',
      keep: () => (p) => p.epc.label !== null && EPC.indexOf(p.epc.label[0] as string) <= 2,
    },
    { name: 'garden', language, section: 'sale', query: () => 'garden=1', keep: () => (p) => p.features.garden === true },
    { name: 'garage', language, section: 'rent', query: () => 'garage=1', keep: () => (p) => p.features.garage === true },
    { name: 'terrace', language, section: 'sale', query: () => 'terrace=1', keep: () => (p) => p.features.terrace === true },
    {
      name: 'sort price ascending',
      language,
      section: 'sale',
      query: () => 'sort=price-asc',
      keep: () => () => true,
      sort: 'price-asc',
    },
    {
      name: 'sort price descending',
      language,
      section: 'rent',
      query: () => 'sort=price-desc',
      keep: () => () => true,
      sort: 'price-desc',
    },
    { name: 'sort living area', language, section: 'sale', query: () => 'sort=living', keep: () => () => true, sort: 'living' },
    {
      name: 'type, maximum price and price ascending',
      language,
      section: 'sale',
      query: (ps) => `type=${firstType(ps, 'sale')}&max=400000&sort=price-asc`,
      keep: (ps) => (p) => p.typeIds.includes(firstType(ps, 'sale')) && price(p) !== null && (price(p) as number) <= 400_000,
      sort: 'price-asc',
    },
    {
      name: 'bedrooms, garden and EPC at most D',
      language,
      section: 'sale',
      query: () => 'bedrooms=2&garden=1&epc=d',
      keep: () => (p) =>
        (p.counts.bedrooms ?? 0) >= 2 &&
        p.features.garden === true &&
        p.epc.label !== null &&
        EPC.indexOf(p.epc.label[0] as string) <= 3,
    },
  ]),
];

/**
 * What a page met as it loaded: its script's errors (a test expects none), and for the message of an
 * assertion that fails, console errors and the requests that failed or were refused (photos left out:
 * the prerendered cards' ones are cancelled when the script replaces the cards).
 */
function watch(page: Page) {
  const seen = { errors: [] as string[], notes: [] as string[] };
  page.on('pageerror', (e) => seen.errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') seen.notes.push(`console: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    if (r.resourceType() !== 'image') seen.notes.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) seen.notes.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return seen;
}

const countText = (language: Language, n: number) =>
  language === 'fr'
    ? `${n} ${n <= 1 ? 'bien disponible' : 'biens disponibles'}`
    : `${n} ${n === 1 ? 'beschikbaar pand' : 'beschikbare panden'}`;
const pagingText = (language: Language, page: number, pages: number, n: number) =>
  language === 'fr' ? `Page ${page}/${pages}` : `Pagina ${page}/${pages} – ${n} panden`;

/** `data` is read when the tests run: the shared build fills its generated folder in the file's beforeAll. */
export function describeLists(dist: string, data: () => string) {
  describe('the list pages (issue 15)', () => {
    const served = servedSiteInChromium(dist);
    const properties: Partial<Record<Language, Property[]>> = {};
    const propertiesOf = async (language: Language) =>
      (properties[language] ??= JSON.parse(await readFile(join(data(), language, 'properties.json'), 'utf8')) as Property[]);

    it('shows the right cards, count and paging for each filter and sort, alone and combined (fr, nl)', async () => {
      const page = await served.browser.newPage();
      const seen = watch(page);
      let nonEmpty = 0;
      for (const c of CASES) {
        const ps = await propertiesOf(c.language);
        const want = expectedUrls(ps, c.section, c.keep(ps), c.sort);
        seen.errors.length = 0;
        seen.notes.length = 0;
        await page.goto(`${served.site.base}${SECTION_PATHS[c.section][c.language]}?${c.query(ps)}`);
        const got = await shown(page);
        // The case, with what the list said and what the page met: the message when it shows another list.
        const label = [
          `${c.language} ${c.name}`,
          ...got.failed.map((text) => `the list says: ${text}`),
          ...seen.errors,
          ...seen.notes,
        ].join('\n');
        expect(seen.errors, label).toEqual([]);
        expect(got.failed, label).toEqual([]);
        expect(got.urls, label).toEqual(want.urls.slice(0, PER_PAGE));
        expect(got.count, label).toBe(countText(c.language, want.open));
        expect(got.paging, label).toBe(pagingText(c.language, 1, Math.max(1, Math.ceil(want.urls.length / PER_PAGE)), want.open));
        if (want.urls.length > 0) nonEmpty++;
      }
      // The table means something only if most filters keep some properties of the sample.
      expect(nonEmpty).toBeGreaterThan(CASES.length * 0.7);
      await page.close();
    }, 120_000);

    it('applies the controls at once, keeps the state in the URL across a reload, and walks back with the back button', async () => {
      const page = await served.browser.newPage();
      const ps = await propertiesOf('fr');
      const list = SECTION_PATHS.sale.fr;
      await page.goto(`${served.site.base}${list}`);
      const unfiltered = (await shown(page)).urls;
      await page.getByText('Filtrer et trier').click();
      const type = firstType(ps, 'sale');
      await page.getByLabel('Type de bien').selectOption(String(type));
      await page.waitForURL(`${served.site.base}${list}?type=${type}`);
      const byType = expectedUrls(ps, 'sale', (p) => p.typeIds.includes(type));
      await expect.poll(async () => (await shown(page)).urls).toEqual(byType.urls.slice(0, PER_PAGE));
      await page.getByLabel('Trier par').selectOption('price-asc');
      await page.waitForURL(`${served.site.base}${list}?type=${type}&sort=price-asc`);
      const sorted = expectedUrls(ps, 'sale', (p) => p.typeIds.includes(type), 'price-asc');
      await expect.poll(async () => (await shown(page)).urls).toEqual(sorted.urls.slice(0, PER_PAGE));
      await page.reload();
      expect((await shown(page)).urls).toEqual(sorted.urls.slice(0, PER_PAGE));
      expect(await page.getByLabel('Type de bien').inputValue()).toBe(String(type));
      expect(await page.getByLabel('Trier par').inputValue()).toBe('price-asc');
      await page.goBack();
      await page.waitForURL(`${served.site.base}${list}?type=${type}`);
      await expect.poll(async () => (await shown(page)).urls).toEqual(byType.urls.slice(0, PER_PAGE));
      expect(await page.getByLabel('Trier par').inputValue()).toBe('newest');
      await page.goBack();
      await page.waitForURL(`${served.site.base}${list}`);
      await expect.poll(async () => (await shown(page)).urls).toEqual(unfiltered);
      await page.close();
    }, 60_000);

    it('pages a filtered set with numbered links that keep the query', async () => {
      const page = await served.browser.newPage();
      const ps = await propertiesOf('nl');
      const want = expectedUrls(ps, 'sale', () => true, 'price-desc');
      const list = SECTION_PATHS.sale.nl;
      await page.goto(`${served.site.base}${list}?sort=price-desc`);
      await shown(page);
      await page.getByRole('link', { name: 'Pagina 2', exact: true }).click();
      await page.waitForURL(`${served.site.base}${list}?sort=price-desc&page=2`);
      await expect.poll(async () => (await shown(page)).urls).toEqual(want.urls.slice(PER_PAGE, 2 * PER_PAGE));
      expect(await page.locator('.paging [aria-current="page"]').textContent()).toBe('2');
      await page.close();
    }, 60_000);

    it('counts what home counts: the properties on the market, sold and rented ones after them under their own heading', async () => {
      const manifest = JSON.parse(await readFile(join(data(), 'manifest.json'), 'utf8'));
      const page = await served.browser.newPage();
      for (const language of ['fr', 'nl'] as const) {
        const ps = await propertiesOf(language);
        for (const [section, total] of [
          ['sale', manifest.totals.forSale],
          ['rent', manifest.totals.forRent],
        ] as const) {
          await page.goto(`${served.site.base}${SECTION_PATHS[section][language]}`);
          expect(await page.locator('.list .list-count').textContent()).toBe(countText(language, total));
          const listed = ps.filter((p) => sectionOfGoal(p.goal) === section);
          const pages = Math.ceil(listed.length / PER_PAGE);
          expect(await page.locator('.list .paging-title').textContent()).toBe(pagingText(language, 1, pages, total));
          // The last page ends with the sold or rented ones, after a heading of their own.
          if (listed.some((p) => !open(p))) {
            await page.goto(`${served.site.base}${SECTION_PATHS[section][language]}${pages > 1 ? `page/${pages}/` : ''}`);
            expect(await page.locator('.list .list-closed').count(), `${language} ${section}`).toBe(1);
            const after = await page
              .locator('.list .list-closed + .cards .card > a')
              .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
            expect(after).toEqual(
              listed
                .filter((p) => !open(p))
                .sort(listingOrder)
                .map((p) => p.url)
                .slice(-after.length),
            );
          }
        }
        await page.goto(`${served.site.base}/${language}/`);
        const buttons = await page.locator('.search-buttons button').allInnerTexts();
        expect(buttons.join(' ')).toContain(`(${manifest.totals.forSale})`);
      }
      await page.close();
    }, 60_000);

    it('pages the unfiltered list without JavaScript, with the filters hidden', async () => {
      const context = await served.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const ps = await propertiesOf('fr');
      const listed = ps
        .filter((p) => sectionOfGoal(p.goal) === 'sale')
        .sort(listingOrder)
        .map((p) => p.url);
      await page.goto(`${served.site.base}${SECTION_PATHS.sale.fr}`);
      expect(await page.locator('.list-filters').isVisible()).toBe(false);
      expect((await shown(page)).urls).toEqual(listed.slice(0, PER_PAGE));
      await page.getByRole('link', { name: 'Page 2', exact: true }).click();
      await page.waitForURL(`${served.site.base}${SECTION_PATHS.sale.fr}page/2/`);
      expect((await shown(page)).urls).toEqual(listed.slice(PER_PAGE, 2 * PER_PAGE));
      await context.close();
    }, 30_000);

    it('draws a card from the index with the same markup as the prerendered list', async () => {
      const page = await served.browser.newPage();
      await page.goto(`${served.site.base}${SECTION_PATHS.sale.fr}`);
      const strip = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/ (loading|decoding|fetchpriority)="[^"]*"/g, '');
      const prerendered = await page.locator('.list .card').evaluateAll((all) => all.map((c) => c.outerHTML));
      await page.goto(`${served.site.base}${SECTION_PATHS.sale.fr}?sort=price-asc`);
      await shown(page);
      const drawn = await page.locator('.list .card').evaluateAll((all) => all.map((c) => c.outerHTML));
      const common = drawn.map(strip).filter((html) => prerendered.map(strip).includes(html));
      expect(common.length).toBeGreaterThan(0);
      await page.close();
    }, 30_000);

    it.each(['fr', 'nl'] as const)(
      'has no serious or critical axe violation with the filters open (%s)',
      async (language) => {
        const context = await served.browser.newContext();
        const page = await context.newPage();
        await page.goto(`${served.site.base}${SECTION_PATHS.sale[language]}?bedrooms=2`);
        await shown(page);
        expect(await page.locator('.list-filters').getAttribute('open')).toBe('');
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      },
      30_000,
    );
  });
}
