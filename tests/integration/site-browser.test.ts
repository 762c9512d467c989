/// <reference lib="dom" />
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_KINDS,
  LANGUAGES,
  type Language,
  type MenuItem,
  PAGE_PATHS,
  type Property,
  SECTION_PATHS,
  type Section,
  sectionOfGoal,
  type TypeCategory,
} from '../../schema/index.js';
import { foldText } from '../../schema/search-options.js';
import { OWN_HOME_TYPES } from '../../schema/spec/buyer-costs.js';
import type { Region } from '../../schema/spec/regions.js';
import { type CostCase, costRulesOn, estimateCosts } from '../../site/costs/buyer-costs.js';
import { costRowAmounts, euros } from '../../site/costs/cost-rows.js';
import { agencyDayOf } from '../../site/data/buyer-costs.js';
import { listingOrder } from '../../site/data/cards.js';
import { articlePath } from '../../site/routing/resolve-path.js';
import { siteConfig, siteContent } from '../../site/site-config.js';
import { seriousViolations } from '../support/axe.js';
import { servedSiteInChromium } from '../support/served-site.js';
import { buildSiteSample, html, properties, SITE_SAMPLE, text } from './site-sample.js';

// The sample's built site (site-sample.ts) in Chromium: every route kind in every language, the
// language switcher, the menu, the search box, the consent, the share images, accessibility.

const DIST = SITE_SAMPLE.site;
const data = SITE_SAMPLE.data;
const serviceSlug = (language: Language, id: string) => siteContent().articles.find((a) => a.id === id)?.slug?.[language] ?? id;

beforeAll(buildSiteSample, 300_000);

describe('in Chromium', () => {
  // With the API, as `vitrine serve` runs: the property page asks it for visit slots.
  const served = servedSiteInChromium(DIST, 120_000);

  /** A new tab, with the errors its pages log. */
  async function tab() {
    const page = await served.browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    return { page, errors };
  }

  async function visit(path: string) {
    const { page, errors } = await tab();
    const response = await page.goto(`${served.site.base}${path}`, { waitUntil: 'load' });
    return { page, errors, status: response?.status() };
  }

  it('walks every route kind in every language: status, title, h1, no console error', async () => {
    const table: [string, number, RegExp][] = [];
    for (const language of LANGUAGES) {
      const listed = await properties(language);
      const sale = listed.find((p) => p.goal === 'sale' && p.status === 'active');
      const rent = listed.find((p) => p.goal === 'rent' && p.status === 'active');
      table.push([`/${language}/`, 200, /\S/]);
      for (const p of [sale, rent])
        if (p) table.push([p.url, 200, new RegExp(p.title.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]);
    }
    table.push(['/fr/a-vendre/', 200, /Biens à vendre/], ['/nl/te-huur/', 200, /Panden te huur/]);
    // Every other page of §2 and every thank-you page, in French and Dutch.
    for (const [key, paths] of Object.entries(PAGE_PATHS))
      if (!['home', 'sale', 'rent'].includes(key)) table.push([paths.fr, 200, /\S/], [paths.nl, 200, /\S/]);
    for (const kind of FEEDBACK_KINDS)
      table.push([`/fr/merci/${kind}/`, 200, /^Merci$/], [`/nl/bedankt/${kind}/`, 200, /^Bedankt$/]);
    table.push(
      ['/fr/estimation-gratuite/', 200, /^Estimation gratuite$/],
      ['/nl/tenez-moi-au-courant/', 404, /^Pagina niet gevonden$/],
      ['/nl/projecten/', 200, /^Onze projecten$/],
    );
    const sold = (await properties('fr')).find((p) => p.status === 'sold');
    if (sold) table.push([sold.url, 200, /\S/]);
    table.push(['/fr/a-vendre/charleroi/nulle-part/999999/', 404, /Page non trouvée/]);
    // One tab goes from page to page (opening a tab for each took about as long as its load); the
    // errors are those since its last navigation.
    const { page, errors } = await tab();
    for (const [path, status, h1] of table) {
      errors.length = 0;
      const got = (await page.goto(`${served.site.base}${path}`, { waitUntil: 'load' }))?.status();
      expect(got, path).toBe(status);
      expect(await page.title(), path).toMatch(/\S/);
      expect(await page.locator('h1').first().textContent(), path).toMatch(h1);
      expect(
        errors.filter((e) => !(status === 404 && /404/.test(e))),
        path,
      ).toEqual([]);
    }
    await page.close();
  }, 180_000);

  it('leads the language switcher of a property page to the same property in the other language', async () => {
    const fr = (await properties('fr'))[5] as Property;
    const nl = (await properties('nl')).find((p) => p.id === fr.id) as Property;
    const { page } = await visit(fr.url);
    await page.locator('.languages a[hreflang="nl"]').click();
    await page.waitForURL(`${served.site.base}${nl.url}`);
    expect(await page.locator('h1').textContent()).toBe(nl.title);
    await page.close();
  });

  it('follows the configured menu: published items only, extra items in the overlay, a drawer on phones', async () => {
    const published = (items: MenuItem[]): MenuItem[] =>
      items.filter((i) => i.status === 'Published').map((i) => ({ ...i, childMenus: published(i.childMenus) }));
    const menu = published(siteConfig().frame.menu);
    const title = (i: MenuItem) => i.title.nl as string;
    const top = (list: MenuItem[]) => list.map(title);
    const { page } = await visit('/nl/');
    const bar = page.locator('.menu > ul > li > a');
    expect(await bar.allTextContents()).toEqual(top(menu.slice(0, siteConfig().frame.menuMax)));
    await page.locator('.more summary').click();
    const overlay = page.locator('.more > ul > li > a');
    expect((await overlay.allTextContents()).map((t) => t.replace(/\s*\(nieuw tabblad\)$/, ''))).toEqual(
      top(menu.slice(siteConfig().frame.menuMax)),
    );
    const redirect = menu.find((i) => i.redirectUrl) as MenuItem;
    expect(await page.locator(`.more a[href="${redirect.redirectUrl}"]`).getAttribute('target')).toBe('_blank');
    const drafts = siteConfig()
      .frame.menu.flatMap((i) => [i, ...i.childMenus])
      .filter((i) => i.status === 'Draft');
    for (const draft of drafts) expect(await page.locator(`header a:text-is("${title(draft)}")`).count()).toBe(0);
    const withChildren = menu.find((i) => i.childMenus.length > 0) as MenuItem;
    const parent = page.locator(`.menu > ul > li:has(> a:text-is("${title(withChildren)}"))`);
    await parent.hover();
    expect(await parent.locator('> ul > li > a').allTextContents()).toEqual(top(withChildren.childMenus));
    await page.close();

    const phone = await served.browser.newPage({ viewport: { width: 375, height: 800 } });
    await phone.goto(`${served.site.base}/nl/`);
    expect(await phone.locator('.menu').isVisible()).toBe(false);
    await phone.locator('.drawer summary').click();
    const drawer = (await phone.locator('.drawer nav > ul > li > a').allTextContents()).map((t) =>
      t.replace(/\s*\(nieuw tabblad\)$/, ''),
    );
    expect(drawer).toEqual(top(menu));
    await phone.close();
  });

  it('fixes the header after 30 px of scroll and shows the scroll-to-top button after 10 px, moving nothing', async () => {
    const { page } = await visit('/fr/a-vendre/');
    // Where the page's heading is on the page (not on the screen): the fixed header must not move it,
    // or a click that comes just then lands beside its target.
    const headingAt = () => page.locator('main h1').evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    expect(await page.locator('#to-top').isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForFunction(() => !(document.getElementById('to-top') as HTMLElement).hidden);
    expect(await page.evaluate(() => document.body.classList.contains('scrolled'))).toBe(false);
    const before = await headingAt();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.body.classList.contains('scrolled'));
    expect(await page.locator('.site-header').evaluate((h) => getComputedStyle(h).position)).toBe('fixed');
    expect(Math.abs((await headingAt()) - before)).toBeLessThan(0.5);
    await page.close();
  });

  it('shows the home banner of the configuration: a fading gallery of its images that the visitor can pause', async () => {
    const banner = siteConfig().banners.home;
    if (banner?.type !== 'gallery') throw new Error('the sample agency is expected to show a gallery on its home page');
    // The first image is the page's largest paint: fetched at once; the others wait their turn in an
    // inert <template> (valid HTML that loads nothing), which the banner's script opens after the load.
    const home = await html('/fr/');
    expect(home.match(/<div class="hero-slide" data-deferred=""><template><picture>/g)).toHaveLength(banner.images.length - 1);
    const { page, errors } = await visit('/fr/');
    const slides = page.locator('.hero-gallery .hero-slide img');
    expect(await page.locator('.hero-gallery .hero-slide').count()).toBe(banner.images.length);
    expect(await slides.first().getAttribute('fetchpriority')).toBe('high');
    expect(await slides.first().evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    // The first image stays still underneath (it paints at once); the others fade in over it in turn.
    const first = page.locator('.hero-gallery .hero-slide').first();
    expect(await first.evaluate((e) => [getComputedStyle(e).animationName, getComputedStyle(e).opacity])).toEqual(['none', '1']);
    const second = page.locator('.hero-gallery .hero-slide').nth(1);
    expect(await second.evaluate((e) => getComputedStyle(e).animationDelay)).toBe(`${banner.intervalMs / 1000}s`);
    // The next images load once the page has loaded, not before its first image.
    await page.waitForFunction(() => document.querySelectorAll('.hero-slide[data-deferred]').length === 0);
    expect(await slides.count()).toBe(banner.images.length);
    expect(await slides.nth(1).getAttribute('loading')).toBe('lazy');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.hero-slide img')).every((i) => i.complete && i.naturalWidth > 0),
    );
    const pause = page.locator('.hero-pause');
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(await second.evaluate((e) => getComputedStyle(e).animationPlayState)).toBe('paused');
    await pause.click();
    expect(await second.evaluate((e) => getComputedStyle(e).animationPlayState)).toBe('running');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('puts the totals on the search buttons, sends the chosen type to the list, and counts each type', async () => {
    const manifest = JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8'));
    const types: TypeCategory[] = JSON.parse(await readFile(join(data, 'fr', 'types.json'), 'utf8'));
    const { page } = await visit('/fr/');
    expect(await page.locator('h1').textContent()).toBe(siteConfig().home.title.fr);
    expect(await page.locator('.hero .lead').textContent()).toContain(`${manifest.totals.forSale} biens à vendre`);
    const buttons = page.locator('.search-buttons button');
    expect(await buttons.allInnerTexts()).toEqual([
      `À vendre (${manifest.totals.forSale})`,
      `À louer (${manifest.totals.forRent})`,
    ]);
    const flats = types.find((t) => t.countRentProperty > 0 && t.webId !== 1) as TypeCategory;
    await page.locator('#search-type').selectOption(String(flats.webId));
    await buttons.nth(1).click();
    await page.waitForURL(`${served.site.base}/fr/a-louer/?type=${flats.webId}`);
    await page.goto(`${served.site.base}/fr/`);
    for (const type of types.filter((t) => t.countSaleProperty > 0)) {
      const link = page.locator(`.stats-view a[href="/fr/a-vendre/?type=${type.webId}"]`);
      expect(await link.textContent()).toBe(`${type.countSaleProperty} à vendre`);
    }
    await page.close();
  });

  it('draws the brand of the configuration: its colours, and its heading font from 640 px up only', async () => {
    const wide = await served.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.goto(`${served.site.base}/nl/`);
    const brand = await wide.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());
    expect(brand).toBe(siteConfig().theme.brand);
    const family = siteConfig().theme.headingFont?.family as string;
    expect(await wide.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).toContain(family);
    await wide.waitForFunction((f) => document.fonts.check(`1em "${f}"`), family);
    await wide.close();
    const phone = await served.browser.newPage({ viewport: { width: 375, height: 800 } });
    const fonts: string[] = [];
    phone.on('request', (r) => {
      if (r.url().endsWith('.woff2')) fonts.push(r.url());
    });
    await phone.goto(`${served.site.base}/nl/`, { waitUntil: 'networkidle' });
    expect(await phone.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).not.toContain(family);
    expect(fonts).toEqual([]);
    await phone.close();
  });

  it('shows the top bar only on the device classes of the configuration (§4)', async () => {
    for (const [width, device] of [
      [375, 'mobile'],
      [1000, 'tablet'],
      [1280, 'desktop'],
    ] as const) {
      const page = await served.browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${served.site.base}/fr/`);
      expect(await page.locator('.top-bar').isVisible(), device).toBe(siteConfig().frame.topBar.devices.includes(device));
      await page.close();
    }
  });

  it('searches types, cities and properties as the visitor types, with the keyboard alone', async () => {
    const listed = await properties('fr');
    const types: TypeCategory[] = JSON.parse(await readFile(join(data, 'fr', 'types.json'), 'utf8'));
    const { page, errors } = await visit('/fr/');
    const input = page.locator('#search-text');
    const panel = page.getByRole('listbox');
    const groups = async () =>
      Object.fromEntries(
        await Promise.all(
          (await panel.getByRole('group').all()).map(async (g) => [
            await g.getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).textContent()),
            await g.getByRole('option').allInnerTexts(),
          ]),
        ),
      );
    // Focus with an empty text: the types only, in the agency's order.
    await input.focus();
    await expect.poll(groups).toEqual({
      'Types de bien': [...types].sort((a, b) => a.showOrder - b.showOrder).map((t) => t.name),
    });
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    // A zip finds its city; a name without its accent finds the city with it.
    await input.fill('7190');
    await expect.poll(groups).toEqual({ Communes: ['Écaussinnes (7190)'] });
    await input.fill('Ecaussinnes');
    await expect.poll(groups).toEqual({ Communes: ['Écaussinnes (7190)'] });
    // Clearing the text clears the results (the type list again); escape closes the panel.
    await input.fill('');
    await expect.poll(async () => Object.keys(await groups())).toEqual(['Types de bien']);
    await input.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    // An id finds its property; arrow down and enter open it.
    const property = listed[7] as Property;
    await input.fill(String(property.id));
    await expect.poll(groups).toEqual({ Référence: [`${property.id} · ${property.title}`] });
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await panel.getByRole('option').first().getAttribute('id'));
    await input.press('Enter');
    await page.waitForURL(`${served.site.base}${property.url}`);
    // Choosing a city opens its list with the city in the query.
    await page.goto(`${served.site.base}/fr/`);
    await page.locator('#search-text').fill('Ecaussinnes');
    await page.getByRole('option', { name: 'Écaussinnes (7190)' }).click();
    await page.waitForURL(/\/fr\/a-(vendre|louer)\/\?city=%C3%89caussinnes%7C7190$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says the typed search needs JavaScript when scripts are off, and keeps the buttons', async () => {
    const context = await served.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${served.site.base}/nl/`);
    expect(await page.locator('#search-text').count()).toBe(1);
    expect(await page.locator('#search-text').isVisible()).toBe(false);
    expect(await page.locator('.search-note').textContent()).toMatch(/JavaScript/);
    expect(await page.locator('.search-buttons button').count()).toBe(2);
    await context.close();
  });

  it('shows the gallery’s first image alone when scripts are off: the next ones stay in their template', async () => {
    const context = await served.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${served.site.base}/fr/`, { waitUntil: 'load' });
    expect(await page.locator('.hero-gallery .hero-slide img').count()).toBe(1);
    expect(await page.locator('.hero-gallery .hero-slide').first().isVisible()).toBe(true);
    expect(await page.locator('.hero-gallery .hero-slide[data-deferred]').first().isVisible()).toBe(false);
    await context.close();
  });

  it('shows the page banners of the configuration: an image on services, the colour elsewhere', async () => {
    const { page } = await visit('/fr/services/');
    expect(await page.locator('.page-banner-image h1').textContent()).toBe('Nos services');
    expect(await page.locator('.page-banner-image img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await page.goto(`${served.site.base}/fr/a-vendre/`);
    const banner = siteConfig().banners.pages;
    const colour = banner?.type === 'color' ? banner.color : '';
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
    expect(await page.locator('.page-banner-color').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      `rgb(${r}, ${g}, ${b})`,
    );
    await page.close();
  });

  it.each([
    ['fr', 'Estimation gratuite'],
    ['nl', 'Gratis schatting'],
  ] as const)(
    "%s: §2's free valuation button on home and the sale list leads to the valuation page, and the menu to the projects",
    async (language, label) => {
      for (const path of [PAGE_PATHS.home[language], SECTION_PATHS.sale[language]]) {
        const { page } = await visit(path);
        const button = page.locator('.valuation-call a');
        expect(await button.textContent(), path).toBe(label);
        await Promise.all([page.waitForURL(`${served.site.base}${PAGE_PATHS.valuation[language]}`), button.click()]);
        await page.close();
      }
      const { page } = await visit(PAGE_PATHS.home[language]);
      await Promise.all([
        page.waitForURL(`${served.site.base}${PAGE_PATHS.projects[language]}`),
        page.locator(`.menu a[href="${PAGE_PATHS.projects[language]}"]`).first().click(),
      ]);
      expect(await page.locator('[data-project]').count()).toBeGreaterThan(0);
      await page.close();
    },
  );

  it("keeps no sample text that promises what the site already does (§2's forms are online)", async () => {
    const pages: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true }))
        if (entry.isDirectory()) await walk(join(dir, entry.name));
        else if (entry.name === 'index.html') pages.push(join(dir, entry.name));
    };
    await walk(DIST);
    const promising = [];
    for (const file of pages)
      if (/arrive bientôt|komt binnenkort|coming soon|folgt in Kürze/i.test(await readFile(file, 'utf8'))) promising.push(file);
    expect(pages.length).toBeGreaterThan(100);
    expect(promising).toEqual([]);
  });

  it('shows the project of ?id= alone in each language, the switcher leading to the same project, and every project without an id', async () => {
    const projects: { id: number; name: string; url: string }[] = JSON.parse(
      await readFile(join(data, 'nl', 'projects.json'), 'utf8'),
    );
    const chosen = projects.at(-1) as { id: number; name: string; url: string };
    expect(chosen.url).toBe(`${PAGE_PATHS.projects.nl}?id=${chosen.id}`);
    const { page } = await visit(chosen.url);
    expect(await page.locator('.project:visible h2').allInnerTexts()).toEqual([chosen.name]);
    expect(await page.locator('nav.languages a[hreflang="fr"]').getAttribute('href')).toContain(
      `${PAGE_PATHS.projects.fr}?id=${chosen.id}`,
    );
    await page.locator('nav.languages a[hreflang="fr"]').click();
    await page.waitForURL(`${served.site.base}${PAGE_PATHS.projects.fr}?id=${chosen.id}`);
    expect(await page.locator('.project:visible').count()).toBe(1);
    await page.goto(`${served.site.base}${PAGE_PATHS.projects.fr}`);
    expect(await page.locator('.project:visible').count()).toBe(projects.length);
    await page.close();
  });

  it('shares a property with its first photo and other pages with the configured image', async () => {
    const property = (await properties('nl')).find((p) => p.pictures[0]?.image) as Property;
    const first = property.pictures[0]?.image?.variants.filter((v) => v.format === 'jpeg').at(-1);
    expect(text(await html(property.url), /<meta property="og:image" content="([^"]+)"/)).toBe(
      `${siteConfig().url}/media/${first?.path}`,
    );
    expect(text(await html('/nl/'), /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\/1360\.jpg$/,
    );
  });

  it('lays the modules out by their column widths and items per row (1280 px), stacked on a phone', async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${served.site.base}${PAGE_PATHS.services.fr}`);
    const width = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().width);
    const row = await page
      .locator('#offer-now')
      .evaluate((el) => (el.parentElement as HTMLElement).getBoundingClientRect().width);
    // lg 7 and 5 of 12 columns, with the row's gaps between them.
    expect((await width('#offer-now')) / row).toBeCloseTo(7 / 12, 1);
    expect((await width('#services-contact')) / row).toBeCloseTo(5 / 12, 1);
    const columns = (selector: string) =>
      page.locator(selector).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns('#services-list .item-grid')).toBe(3);
    expect(await columns('#to-rent .cards')).toBe(4);
    await page.goto(`${served.site.base}${PAGE_PATHS.team.fr}`);
    expect(await columns('#team-members .item-grid')).toBe(3);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await columns('#team-members .item-grid')).toBe(1);
    await page.goto(`${served.site.base}${PAGE_PATHS.services.fr}`);
    expect((await width('#offer-now')) / (await width('#services-contact'))).toBeCloseTo(1, 2);
    await page.close();
  });

  /** The properties of a list that a filter keeps, in the list's order (the generated data's answer). */
  async function expected(language: string, section: Section, keep: (p: Property) => boolean) {
    return (await properties(language))
      .filter((p) => sectionOfGoal(p.goal) === section && keep(p))
      .sort(listingOrder)
      .map((p) => p.url);
  }

  /** Waits for the filter script, then reads what the list shows. */
  async function filtered(page: import('playwright-core').Page) {
    await page.waitForFunction(
      () => !document.documentElement.classList.contains('list-filtering') && !document.querySelector('.list[aria-busy]'),
    );
    const cards = page.locator('.list .card');
    return {
      urls: await cards.evaluateAll((all) => all.map((c) => c.querySelector('a')?.getAttribute('href'))),
      cities: await cards.evaluateAll((all) =>
        all.map((c) => `${(c as HTMLElement).dataset.city}|${(c as HTMLElement).dataset.zip}`),
      ),
      types: await cards.evaluateAll((all) => all.map((c) => (c as HTMLElement).dataset.types?.split(' ').map(Number))),
      paging: await page.locator('.list .paging-title').textContent(),
      summary: await page.locator('.list-filter .filter-applied').textContent(),
      links: await page.locator('.list .paging a').evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    };
  }

  it('filters the list by the city chosen in the home search box: that city only, as many as the data has', async () => {
    const { page, errors } = await visit('/fr/');
    await page.locator('#search-text').fill('mettet');
    await page.getByRole('option', { name: 'Mettet (5640)' }).click();
    await page.waitForURL(/\/fr\/a-(vendre|louer)\/\?city=Mettet%7C5640$/);
    const section: Section = page.url().includes('/a-vendre/') ? 'sale' : 'rent';
    const want = await expected('fr', section, (p) => p.address.city === 'Mettet' && p.address.zip === '5640');
    expect(want.length).toBeGreaterThan(1);
    const shown = await filtered(page);
    expect(shown.urls).toEqual(want.slice(0, 12));
    expect(new Set(shown.cities)).toEqual(new Set(['Mettet|5640']));
    expect(shown.paging).toBe(`Page 1/${Math.ceil(want.length / 12)}`);
    expect(shown.summary).toContain('Commune : Mettet (5640)');
    expect(await page.title()).toMatch(/^Biens à (vendre|louer) – Commune : Mettet \(5640\) \|/);
    // The summary's link clears the filter: the whole list again.
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await page.waitForURL(/\/fr\/a-(vendre|louer)\/$/);
    expect(await page.locator('.list .card').count()).toBe(12);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters the list by the type chosen in the home search box, and pages the filtered set with the query kept', async () => {
    const types: TypeCategory[] = JSON.parse(await readFile(join(data, 'fr', 'types.json'), 'utf8'));
    // A type with more than one page for sale in the sample (§9: 12 cards a page).
    const counts = await Promise.all(
      types.map(async (t) => ({ t, want: await expected('fr', 'sale', (p) => p.typeIds.includes(t.webId)) })),
    );
    const { t: type, want } = counts.find(
      ({ t, want }) => want.length > 12 && t.countSaleProperty > 0,
    ) as (typeof counts)[number];
    const { page, errors } = await visit('/fr/');
    await page.locator('#search-text').focus();
    await page.getByRole('listbox').getByRole('option', { name: type.name, exact: true }).click();
    await page.waitForURL(`${served.site.base}/fr/a-vendre/?type=${type.webId}`);
    const pages = Math.ceil(want.length / 12);
    let shown = await filtered(page);
    expect(shown.urls).toEqual(want.slice(0, 12));
    expect(shown.types.every((ids) => ids?.includes(type.webId))).toBe(true);
    expect(shown.paging).toBe(`Page 1/${pages}`);
    expect(shown.summary).toContain(`Type : ${type.name}`);
    const pagingLink = (rel: 'prev' | 'next') => page.locator(`.list .paging a[rel="${rel}"]`).getAttribute('href');
    expect(await pagingLink('next')).toBe(`/fr/a-vendre/?type=${type.webId}&page=2`);
    // Next page: the rest of the filtered set, the query kept on both links.
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await page.waitForURL(`${served.site.base}/fr/a-vendre/?type=${type.webId}&page=2`);
    shown = await filtered(page);
    expect(shown.urls).toEqual(want.slice(12, 24));
    expect(shown.paging).toBe(`Page 2/${pages}`);
    expect(await pagingLink('prev')).toBe(`/fr/a-vendre/?type=${type.webId}`);
    if (pages > 2) expect(await pagingLink('next')).toBe(`/fr/a-vendre/?type=${type.webId}&page=3`);
    expect(await page.title()).toBe(`Biens à vendre – Type : ${type.name} – Page 2/${pages} | ${siteConfig().agency.name}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a shared filtered URL directly in nl: city without case or accents, and type, together', async () => {
    const types: TypeCategory[] = JSON.parse(await readFile(join(data, 'nl', 'types.json'), 'utf8'));
    const listed = await properties('nl');
    const flat = listed.find((p) => p.goal === 'sale' && p.address.city === 'Écaussinnes') as Property;
    const type = flat.typeIds[0] as number;
    const want = await expected('nl', 'sale', (p) => foldText(p.address.city) === 'ecaussinnes' && p.address.zip === '7190');
    const { page, errors } = await visit('/nl/te-koop/?city=ECAUSSINNES%7C7190');
    let shown = await filtered(page);
    expect(shown.urls).toEqual(want);
    // The count is of the properties on the market, as on home; a sold one is shown after them.
    const onMarket = listed.filter((p) => want.includes(p.url) && p.status !== 'sold' && p.status !== 'rented').length;
    expect(onMarket).toBeLessThan(want.length);
    expect(shown.paging).toBe(`Pagina 1/1 – ${onMarket} panden`);
    // The summary names the city as the data writes it.
    expect(shown.summary).toContain('Gemeente: Écaussinnes (7190)');
    // Both filters: the city and a type of one of its properties.
    const both = await expected(
      'nl',
      'sale',
      (p) => p.address.city === 'Écaussinnes' && p.address.zip === '7190' && p.typeIds.includes(type),
    );
    await page.goto(`${served.site.base}/nl/te-koop/?city=ecaussinnes|7190&type=${type}`);
    shown = await filtered(page);
    expect(shown.urls).toEqual(both);
    expect(shown.summary).toContain(`Type: ${types.find((t) => t.webId === type)?.name}`);
    // The language switcher keeps the filter.
    expect(await page.locator('.languages a[hreflang="fr"]').first().getAttribute('href')).toBe(
      `/fr/a-vendre/?city=ecaussinnes%7C7190&type=${type}`,
    );
    // Another zip is another city (§5).
    await page.goto(`${served.site.base}/nl/te-koop/?city=ecaussinnes|7191`);
    shown = await filtered(page);
    expect(shown.urls).toEqual([]);
    expect(await page.locator('.filter-none').textContent()).toContain(
      'Er werden geen resultaten gevonden voor uw zoekopdracht.',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says "no results" (§8) with a way back when nothing matches, ignores a malformed query, and shows query text as text', async () => {
    const { page, errors } = await visit('/fr/a-louer/?city=Mettet%7C9999');
    const shown = await filtered(page);
    expect(shown.urls).toEqual([]);
    expect(shown.links).toEqual([]);
    const none = page.locator('.filter-none');
    expect(await none.textContent()).toBe("Aucun résultat n'a été trouvé pour votre recherche. Voir toute la liste");
    expect(await none.locator('a').getAttribute('href')).toBe('/fr/a-louer/');
    // A malformed filter is ignored: the whole list, no summary.
    await page.goto(`${served.site.base}/fr/a-vendre/?type=abc&city=Mettet`);
    await page.waitForFunction(
      () => !document.documentElement.classList.contains('list-filtering') && !document.querySelector('.list[aria-busy]'),
    );
    expect(await page.locator('.list .card').count()).toBe(12);
    expect(await page.locator('.list-filter').isVisible()).toBe(false);
    // Markup in the query stays text.
    await page.goto(`${served.site.base}/fr/a-vendre/?city=${encodeURIComponent('<img src=x onerror=alert(1)>|5640')}`);
    const injected = await filtered(page);
    expect(injected.summary).toContain('Commune : <img src=x onerror=alert(1)> (5640)');
    expect(await page.locator('.list-filter img').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says filtering needs JavaScript when scripts are off, and shows the whole list', async () => {
    const context = await served.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${served.site.base}/fr/a-vendre/?type=2`);
    expect(await page.locator('.filter-note').textContent()).toMatch(/JavaScript/);
    expect(await page.locator('.list .card').count()).toBe(12);
    expect(await page.locator('.list .card').first().isVisible()).toBe(true);
    await context.close();
  });

  // Issue 46: a sale's buying costs, the usual case without JavaScript, the visitor's with it.
  it.each([
    ['wallonia', 'fr'],
    ['flanders', 'nl'],
    ['brussels', 'fr'],
    ['brussels', 'nl'],
  ] as [Region, Language][])(
    'estimates the buying costs of a sale in %s (%s): as an own home, then with a loan, then not as an own home',
    async (region, language) => {
      const sale = (await properties(language)).find(
        (p) =>
          p.region === region &&
          p.goal === 'sale' &&
          p.status === 'active' &&
          p.price.published &&
          OWN_HOME_TYPES.includes(p.typeId) &&
          !((p.costs.vat ?? 0) > 0),
      );
      if (!sale?.price.amount) throw new Error(`the sample has no sale on the market in ${region}`);
      const price = sale.price.amount;
      const manifest = JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8')) as { generatedAt: string };
      const rules = costRulesOn(region, agencyDayOf(manifest.generatedAt));
      if (!rules) throw new Error(`no cost rules for ${region}`);
      const expected = (c: Partial<CostCase>) =>
        costRowAmounts(
          price,
          estimateCosts(
            { price, newBuild: false, land: false, ownHome: true, loan: 0, yearlyRate: null, years: 25, ...c },
            rules,
          ),
        );
      const shown = (amount: number | null) => (amount === null ? '' : euros(amount));

      // Without JavaScript: the table of the usual case, rendered; the form that needs the script, hidden.
      const built = await html(sale.url.slice(1));
      const usual = expected({});
      expect(built).toMatch(/<form class="cost-case" hidden="">/);
      expect(built).toContain(`data-cost="total" aria-live="polite">${shown(usual.total)}<`);
      expect(built).toContain(`data-cost="registration">${shown(usual.registration)}<`);

      const { page, errors } = await visit(sale.url);
      const costs = page.locator('.buyer-costs');
      const cell = (row: string) => costs.locator(`[data-cost="${row}"]`).textContent();
      await costs.locator('form.cost-case').waitFor({ state: 'visible' });
      expect(await cell('total')).toBe(shown(usual.total));
      await costs.locator('input[name="loan"]').fill('200000');
      await costs.locator('input[name="rate"]').fill('3.2');
      await costs.locator('select[name="years"]').selectOption('20');
      const withLoan = expected({ loan: 200_000, yearlyRate: 0.032, years: 20 });
      await expect.poll(() => cell('monthly')).toBe(shown(withLoan.monthly));
      expect(await costs.locator('[data-cost-row="mortgageTaxes"]').isVisible()).toBe(true);
      expect(await cell('mortgageTaxes')).toBe(shown(withLoan.mortgageTaxes));
      expect(await cell('total')).toBe(shown(withLoan.total));
      expect(await cell('priceAndCosts')).toBe(shown(withLoan.priceAndCosts));

      await costs.locator('input[name="ownHome"]').uncheck();
      const notOwnHome = expected({ ownHome: false, loan: 200_000, yearlyRate: 0.032, years: 20 });
      await expect.poll(() => cell('registration')).toBe(shown(notOwnHome.registration));
      expect(await cell('total')).toBe(shown(notOwnHome.total));
      expect(
        await costs
          .locator('[data-cost-relief="exempt"]')
          .isVisible()
          .catch(() => false),
      ).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.each(['fr', 'nl'] as const)(
    'has no serious or critical axe violation on home, list, detail, contact, a banner page and 404 in %s',
    async (language) => {
      const property = (await properties(language))[0] as Property;
      const paths = [
        `/${language}/`,
        language === 'fr' ? '/fr/a-vendre/' : '/nl/te-koop/',
        language === 'fr' ? '/fr/a-vendre/?type=2' : '/nl/te-koop/?city=Mettet%7C5640',
        property.url,
        PAGE_PATHS.contact[language],
        PAGE_PATHS.services[language],
        PAGE_PATHS.team[language],
        PAGE_PATHS.privacy[language],
        articlePath('services', language, serviceSlug(language, 'vente')),
        articlePath('agencies', language, 'mettet'),
        `/${language}/nergens/`,
      ];
      // One tab goes from page to page: opening a tab costs about as much as the page's load.
      const context = await served.browser.newContext();
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${served.site.base}${path}`);
        // A filtered list is checked once filtered.
        if (path.includes('?'))
          await page.waitForFunction(
            () => !document.documentElement.classList.contains('list-filtering') && !document.querySelector('.list[aria-busy]'),
          );
        // Home is checked with the search panel open.
        if (path === `/${language}/`) {
          await page.locator('#search-text').fill('a');
          await page.getByRole('option').first().waitFor();
        }
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await context.close();
    },
    120_000,
  );
});

// §3 Page module: the sample's configured pages render every module view with its data.

// Issue 46, everywhere: the agent's professional number (BIV/IPI) is on every page, a sale's and a
// rental's included, in each language's words: the configuration's footer holds it.
describe('the agent’s professional number', () => {
  it.each(LANGUAGES)('is in the footer of the property pages in %s', async (language) => {
    const number = siteConfig()
      .frame.footer.map((column) => column.fullText[language] ?? '')
      .find((text) => /\b(BIV|IPI)\b.*\d/.test(text));
    expect(number, 'the sample names its BIV/IPI number in a footer column').toBeDefined();
    const listed = await properties(language);
    for (const p of [listed.find((q) => q.goal === 'sale'), listed.find((q) => q.goal === 'rent')]) {
      const page = await html((p as Property).url.slice(1));
      expect(page, p?.url).toContain(`<p class="full">${number}</p>`);
    }
  });
});
