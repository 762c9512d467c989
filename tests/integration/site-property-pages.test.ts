/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Property } from '../../schema/index.js';
import { siteConfig } from '../../site/site-config.js';
import { seriousViolations } from '../support/axe.js';
import { ROOT } from '../support/cli.js';
import { servedSiteInChromium } from '../support/served-site.js';
import { describePropertyPages } from './site-property.js';
import { buildSiteSample, html, properties, SITE_SAMPLE } from './site-sample.js';

// The sample's property pages (site-sample.ts) in Chromium: key facts, mobility, Luxembourg, print,
// no sideways scroll at 360 px (site-property.ts); the gallery, lightbox, map and similar properties.

const DIST = SITE_SAMPLE.site;
const data = SITE_SAMPLE.data;

beforeAll(buildSiteSample, 300_000);

// Issue 15: the property page: key facts, mobility, Luxembourg, print, no sideways scroll at 360 px (site-property.ts).
describePropertyPages(DIST, () => data);

describe('the property page in Chromium: gallery, lightbox, map, similar properties', () => {
  // With the API, as `vitrine serve` runs: the property page asks it for visit slots.
  const served = servedSiteInChromium(DIST, 120_000);

  // The configured tile URL as a glob: Playwright answers those requests with a local PNG, and any
  // other request off the loopback is refused and recorded (the tests never reach the internet).
  const TILE_GLOB = siteConfig().map.tileUrl.replace(/\{[a-z]\}/g, '*');
  const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const TILE_PATTERN = new RegExp(
    `^${siteConfig()
      .map.tileUrl.split(/\{[zxy]\}/)
      .map(escapeRegExp)
      .join('\\d+')}$`,
  );
  const TILE_PNG = readFile(join(ROOT, 'node_modules', 'leaflet', 'dist', 'images', 'layers.png'));

  async function open(
    path: string,
    options: { reducedMotion?: 'reduce' | 'no-preference'; javaScriptEnabled?: boolean; clock?: boolean } = {},
  ) {
    const { clock, ...contextOptions } = options;
    const context = await served.browser.newContext({ reducedMotion: options.reducedMotion ?? 'reduce', ...contextOptions });
    const page = await context.newPage();
    // The page's timers on a clock the test moves on (time flows as usual otherwise).
    if (clock) await page.clock.install();
    const requests: string[] = [];
    const offsite: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => {
        offsite.push(route.request().url());
        return route.abort();
      },
    );
    await context.route(TILE_GLOB, async (route) => route.fulfill({ body: await TILE_PNG, contentType: 'image/png' }));
    await page.goto(`${served.site.base}${path}`);
    return { context, page, requests, offsite, errors };
  }

  const withPhotos = async (language: string, min = 3) =>
    (await properties(language)).find(
      (p) => p.status === 'active' && p.location && p.pictures.filter((x) => x.image).length >= min,
    ) as Property;

  it("loads one small script with the page, the forms' once it has loaded; the lightbox and the map are chunks it fetches on request", async () => {
    const page = await html((await withPhotos('fr')).url);
    expect([...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/assets\/scripts\/property-detail\.[\w-]+\.js$/),
    ]);
    // The contact forms' loader names the forms script (its behaviour: the visitor forms' tests).
    expect(page).toMatch(/getElementById\("contact-places"\)[^<]*"\/assets\/scripts\/forms\.[\w-]+\.js"/);
    expect(page).not.toMatch(/modulepreload|leaflet|photoswipe/i);
  });

  it('opens the lightbox from a thumbnail, moves with the arrows, closes with Escape and gives focus back', async () => {
    const property = await withPhotos('fr');
    const total = property.pictures.filter((x) => x.image).length;
    const { context, page, requests, offsite, errors } = await open(property.url);
    // Nothing of the lightbox loads with the page.
    expect(requests.filter((u) => /lightbox|photoswipe/.test(u))).toEqual([]);
    const thumbnail = page.locator('.gallery-thumbs a').nth(1);
    await thumbnail.click();
    const counter = page.locator('.pswp__counter');
    await expect.poll(() => counter.textContent()).toBe(`2 / ${total}`);
    // PhotoSwipe's stylesheet came with it, in its own hashed file, and applies.
    expect(requests.some((u) => /\/assets\/lightbox-[\w-]+\.css$/.test(u))).toBe(true);
    expect(await page.locator('.pswp').evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
    const caption = page.locator('.pswp__caption');
    expect(await caption.textContent()).toBe(`Photo 2 : ${property.title}`);
    const shown = () => page.locator('.pswp__item[aria-hidden="false"] img.pswp__img').getAttribute('src');
    const second = await shown();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`3 / ${total}`);
    await expect.poll(shown).not.toBe(second);
    expect(await caption.textContent()).toBe(`Photo 3 : ${property.title}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    // Motion reduced: the slideshow waits for its button.
    expect(await page.locator('.pswp__button--slideshow').getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
    expect(await thumbnail.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** How long a photo stays in the slideshow (site/client/lightbox.ts). */
  const SLIDESHOW_STEP_MS = 4000;

  it('plays the slideshow on its own unless motion is reduced, and its button pauses it', async () => {
    const property = await withPhotos('en');
    const total = property.pictures.filter((x) => x.image).length;
    const { context, page } = await open(property.url, { reducedMotion: 'no-preference', clock: true });
    await page.locator('.gallery-main').click();
    const counter = page.locator('.pswp__counter');
    const button = page.locator('.pswp__button--slideshow');
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe('Pause the slideshow');
    // A photo stays 4 s (site/client/lightbox.ts): the clock moved on by that much shows the next.
    await page.clock.runFor(SLIDESHOW_STEP_MS);
    await expect.poll(() => counter.textContent()).toBe(`2 / ${total}`);
    await button.click();
    expect(await button.getAttribute('aria-label')).toBe('Play the slideshow');
    // Paused: three steps later, the same photo.
    await page.clock.runFor(3 * SLIDESHOW_STEP_MS);
    expect(await counter.textContent()).toBe(`2 / ${total}`);
    await context.close();
  }, 30_000);

  it('keeps every photo reachable without JavaScript: the thumbnails link to the full-size photo', async () => {
    const property = await withPhotos('nl');
    const { context, page } = await open(property.url, { javaScriptEnabled: false });
    const links = await page.locator('.gallery-thumbs a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBe(property.pictures.filter((x) => x.image).length);
    const response = await page.goto(links[1] as string);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('image/webp');
    expect(await page.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth)).toBeGreaterThan(
      1000,
    );
    // The map says it needs JavaScript; its button stays hidden.
    await page.goto(`${served.site.base}${property.url}`);
    expect(await page.locator('.map-button').isVisible()).toBe(false);
    await context.close();
  });

  it('falls back when a chunk cannot load: the photo link opens the photo, the map says it failed', async () => {
    const property = await withPhotos('fr');
    const { context, page } = await open(property.url);
    await page.route(/\/assets\/scripts\/(lightbox|map)\./, (route) => route.abort());
    await page.getByRole('button', { name: 'Afficher la carte' }).click();
    await expect.poll(() => page.locator('#map-note').textContent()).toBe("La carte n'a pas pu être chargée.");
    expect(await page.locator('.map-button').isEnabled()).toBe(true);
    const link = page.locator('.gallery-thumbs a').nth(1);
    const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    await link.click();
    await page.waitForURL(href);
    await context.close();
  });

  it('has no serious or critical axe violation with the lightbox open', async () => {
    const property = await withPhotos('fr');
    const { context, page } = await open(property.url);
    await page.locator('.gallery-thumbs a').first().click();
    await page.locator('.pswp__counter').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('loads no map before the click, then tiles from the configured URL; street view opens in a new tab', async () => {
    const property = await withPhotos('de', 1);
    const { context, page, requests, offsite, errors } = await open(property.url);
    const button = page.getByRole('button', { name: 'Karte anzeigen' });
    await button.waitFor();
    expect(await button.getAttribute('aria-describedby')).toBe('map-note');
    expect(await page.locator('#map-note').textContent()).toContain(
      new URL(siteConfig().map.tileUrl.replace(/\{[a-z]\}/g, '0')).hostname,
    );
    await page.waitForTimeout(300);
    expect(requests.filter((u) => TILE_PATTERN.test(u) || /leaflet|\/map[.-]/.test(u))).toEqual([]);
    await button.click();
    await page.locator('.leaflet-container').waitFor();
    await expect.poll(() => requests.filter((u) => TILE_PATTERN.test(u)).length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    // Leaflet's own stylesheet applies (its panes are positioned by it).
    expect(
      await page
        .locator('.leaflet-pane')
        .first()
        .evaluate((e) => getComputedStyle(e).position),
    ).toBe('absolute');
    expect(await page.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap');
    const street = page.locator('a.street-view');
    expect(await street.getAttribute('href')).toBe(
      `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${property.location?.lat},${property.location?.lng}`,
    );
    expect(await street.getAttribute('target')).toBe('_blank');
    expect(await street.getAttribute('rel')).toBe('noopener');
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws no map and no street view where the address is not published', async () => {
    for (const language of LANGUAGES) {
      const hidden = (await properties(language)).filter((p) => !p.address.published);
      expect(hidden.length, language).toBeGreaterThan(0);
      for (const p of hidden) {
        const page = await html(p.url);
        expect(page, p.url).not.toContain('data-map');
        expect(page, p.url).not.toContain('map_action=pano');
        expect(page, p.url).not.toContain('class="property-map"');
      }
    }
    const shown = (await properties('fr')).find((p) => p.location) as Property;
    expect(await html(shown.url)).toMatch(/class="property-map"[\s\S]*map_action=pano/);
  });

  it('shows similar properties of the same goal and category, on the market, closest price first', async () => {
    const fr = await properties('fr');
    const byUrl = new Map(fr.map((p) => [p.url, p]));
    let sections = 0;
    for (const p of fr) {
      const page = await html(p.url);
      const section = /<section class="similar"[\s\S]*?<\/section>/.exec(page)?.[0];
      const urls = [...(section ?? '').matchAll(/<a href="([^"]+)" class="card-link"/g)].map((m) => m[1] as string);
      expect(urls.length, p.url).toBeLessThanOrEqual(4);
      if (urls.length > 0) sections++;
      const shown = urls.map((u) => byUrl.get(u) as Property);
      for (const other of shown) {
        expect(other.id, p.url).not.toBe(p.id);
        expect(other.goal, p.url).toBe(p.goal);
        expect(other.typeId, p.url).toBe(p.typeId);
        expect(other.status, p.url).toBe('active');
        expect(Math.abs((other.price.amount ?? 0) - (p.price.amount ?? 0)), p.url).toBeLessThanOrEqual(
          (p.price.amount ?? 0) * 0.25,
        );
      }
      const distances = shown.map((o) => Math.abs((o.price.amount ?? 0) - (p.price.amount ?? 0)));
      expect(distances, p.url).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(sections).toBeGreaterThan(10);
  });

  it('gives the four form places their stable ids, each with a mailto fallback naming the reference', async () => {
    const property = (await properties('nl')).find((p) => p.reference) as Property;
    const { context, page } = await open(`${property.url}#visit`);
    for (const id of ['contact-me', 'visit', 'send-to-friend', 'documents']) {
      const href = await page.locator(`#${id} a.contact-place-link`).getAttribute('href');
      expect(href, id).toMatch(/^mailto:/);
      if (id !== 'send-to-friend') {
        expect(href, id).toContain(`mailto:${siteConfig().agency.email}`);
        expect(decodeURIComponent(href ?? ''), id).toContain(property.reference as string);
      } else expect(decodeURIComponent(href ?? '')).toContain(`${siteConfig().url}${property.url}`);
    }
    expect(await page.locator('#visit').evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('solid');
    await context.close();
  });
});
