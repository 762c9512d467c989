import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_LUXEMBOURG, type Language, MOBILITY_CATEGORIES, type Property } from '../../schema/index.js';
import { LUXEMBOURG_EPC_CLASSES } from '../../schema/spec/epc-luxembourg.js';
import { PRINT_PAGES_MAX } from '../../schema/spec/print.js';
import { enabledLanguages } from '../../site/site-config.js';
import { seriousViolations } from '../support/axe.js';
import { ROOT } from '../support/cli.js';
import { servedSiteInChromium } from '../support/served-site.js';
import { pagesWiderThanAPhone, widestPages } from '../support/sideways-walk.js';

// Issue 15, the property page: key facts above the fold, mobility and points of interest, the
// Luxembourg label, no sideways scroll at 360 px in any language, a printout of two pages at most,
// and axe. Declared by site-property-pages.test.ts on the shared build (site-sample.ts): `dist` is the built site, `generated()` the
// sync's output it was built from (filled once the file's beforeAll ran).

/**
 * A section's text as a visitor reads it: scrolled to, once the next frame has drawn it (below the
 * fold, the property page's sections are laid out only when scrolled near: content-visibility).
 */
async function textAsRead(section: Locator): Promise<string> {
  await section.scrollIntoViewIfNeeded();
  await section.page().evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return section.innerText();
}
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];
const LANGUAGES = ['fr', 'nl'] as const satisfies Language[];

export function describePropertyPages(dist: string, generated: () => string) {
  describe('the property page (issue 15) in Chromium', () => {
    const served = servedSiteInChromium(dist);
    const properties = new Map<Language, Property[]>();
    const locales = new Map<Language, { property: Record<string, Record<string, string>> }>();
    const localeOf = (language: Language) => {
      const texts = locales.get(language);
      if (!texts) throw new Error(`no texts read for ${language}`);
      return texts;
    };
    beforeAll(async () => {
      for (const language of enabledLanguages()) {
        properties.set(language, JSON.parse(await readFile(join(generated(), language, 'properties.json'), 'utf8')));
        locales.set(language, JSON.parse(await readFile(join(ROOT, 'site', 'locales', language, 'common.json'), 'utf8')));
      }
    }, 120_000);

    const listOf = (language: Language) => properties.get(language) ?? [];
    /** A page in a context of its own, every request kept on the loopback. */
    async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}) {
      const context = await served.browser.newContext({ reducedMotion: 'reduce', ...options });
      await context.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.goto(`${served.site.base}${path}`);
      return { context, page };
    }

    describe.each(LANGUAGES)('in %s', (language) => {
      const available = () => listOf(language).find((p) => p.status === 'active' && p.pictures.some((x) => x.image)) as Property;

      it.each(VIEWPORTS)('shows the key facts above the fold at $width×$height', async (viewport) => {
        const { context, page } = await open(available().url, { viewport });
        const facts = page.locator('.key-facts');
        await facts.waitFor();
        const box = await facts.boundingBox();
        expect(box, 'the key facts block').not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), `${available().url}: bottom of the key facts`).toBeLessThanOrEqual(
          viewport.height,
        );
        // Its content: price, bedrooms, living area and reference, as the data gives them.
        const p = available();
        const text = await facts.innerText();
        expect(text).toContain(p.price.formatted);
        expect(text).toContain(p.reference ?? String(p.id));
        if (p.counts.bedrooms !== null) expect(text).toContain(String(p.counts.bedrooms));
        await context.close();
      });

      it('shows the mobility score, its 7 sub-scores and the points of interest where the data has them, and nothing where not', async () => {
        const labels = localeOf(language).property;
        const withBoth = listOf(language).find((p) => p.mobility && p.pointsOfInterest.length > 0) as Property;
        const without = listOf(language).find((p) => !p.mobility && p.pointsOfInterest.length === 0) as Property;
        expect(withBoth, 'a sample property with mobility and points of interest').toBeDefined();
        const { context, page } = await open(withBoth.url);
        const mobility = page.locator('.mobility');
        expect(await mobility.isVisible()).toBe(true);
        const text = await textAsRead(mobility);
        const categories = (labels.mobility as unknown as { categories: Record<string, string> }).categories;
        for (const category of MOBILITY_CATEGORIES)
          if (withBoth.mobility?.scores[category] !== undefined) expect(text).toContain(categories[category]);
        expect(await page.locator('.mobility-scores > div').count()).toBe(
          1 + Object.keys(withBoth.mobility?.scores ?? {}).length,
        );
        for (const poi of withBoth.pointsOfInterest) expect(text).toContain(poi.name);
        if (without) {
          await page.goto(`${served.site.base}${without.url}`);
          expect(await page.locator('.mobility').count()).toBe(0);
        }
        await context.close();
      });

      it('shows Luxembourg’s certificate and its A+ to I scale on a property in Luxembourg (country 50)', async () => {
        const luxembourg = listOf(language).filter((p) => p.address.countryId === COUNTRY_LUXEMBOURG);
        expect(luxembourg.length, 'the sample’s Luxembourg properties').toBeGreaterThan(0);
        const certificate = (localeOf(language).property.luxembourg as unknown as { certificate: string }).certificate;
        const { context, page } = await open(luxembourg[0]?.url as string);
        for (const p of luxembourg) {
          await page.goto(`${served.site.base}${p.url}`);
          const energy = page.locator('.energy');
          expect(await energy.isVisible(), p.url).toBe(true);
          expect(await textAsRead(energy)).toContain(certificate);
          expect(await page.locator('.epc-scale li').allInnerTexts()).toEqual([...LUXEMBOURG_EPC_CLASSES]);
        }
        await context.close();
      });

      it('has no serious or critical axe violation on a property page', async () => {
        const rich = listOf(language).find((p) => p.mobility && p.pointsOfInterest.length > 0 && p.epc.label) as Property;
        for (const p of [available(), rich]) {
          const { context, page } = await open(p.url);
          expect(await seriousViolations(page), p.url).toEqual([]);
          await context.close();
        }
      }, 60_000);

      it(`prints the longest properties on ${PRINT_PAGES_MAX} pages or fewer, with no form`, async () => {
        // Longest: most description and most filled fields (a rough measure of the printed length).
        const length = (p: Property) => p.description.text.length + 40 * JSON.stringify(p).split(/":(?!null)/).length;
        const longest = [...listOf(language)].sort((a, b) => length(b) - length(a)).slice(0, 3);
        const { context, page } = await open(longest[0]?.url as string);
        for (const p of longest) {
          await page.goto(`${served.site.base}${p.url}`, { waitUntil: 'load' });
          await page.emulateMedia({ media: 'print' });
          expect(
            await page.locator('form').evaluateAll((forms) => forms.filter((f) => f.getClientRects().length > 0).length),
          ).toBe(0);
          expect(await page.locator('.key-facts').isVisible()).toBe(true);
          await page.emulateMedia({ media: null });
          const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
          const pages = pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
          expect(pages, `${p.url} printed on ${pages} pages`).toBeGreaterThan(0);
          expect(pages, `${p.url} printed on ${pages} pages`).toBeLessThanOrEqual(PRINT_PAGES_MAX);
        }
        await context.close();
      }, 60_000);
    });

    it('lets none of the widest property pages of any language scroll sideways at 360 px', async () => {
      // The pages whose texts are likeliest to push them wide, 12 or more per language; `npm run
      // faults` walks every property page (tests/slow/sideways-walk.test.ts).
      const urls = enabledLanguages().flatMap((language) => widestPages(listOf(language), 12).map((p) => p.url));
      expect(urls.length).toBeGreaterThanOrEqual(12 * enabledLanguages().length);
      expect(await pagesWiderThanAPhone(served.site.base, urls)).toEqual([]);
    }, 120_000);
  });
}
