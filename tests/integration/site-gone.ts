/// <reference lib="dom" />
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DepartedFile,
  type DepartedProperty,
  GONE_LIST_FILE,
  goneListSchema,
  type Language,
  PROPERTY_GONE,
  type Property,
} from '../../schema/index.js';
import { seriousViolations } from '../support/axe.js';
import { servedSiteInChromium } from '../support/served-site.js';

// Issue 15, §8 "Le bien que vous demandez n'existe pas ou est vendu": a property that left the feed
// keeps a page at its last URL (noindex, not in the sitemap, with similar available properties),
// which `vitrine serve` answers with 410. Declared by site.test.ts on the shared build (site-sample.ts); that build's
// data gets a departed property from `addDepartedProperty` (two syncs and a second build would
// cost a minute more; the list across syncs is tests/unit/departed.test.ts's).

/**
 * Writes <generated>/departed.json holding one departed property made from the sample's first sale
 * with a published price (its values, another id): its similar properties are the sample's.
 */
export async function addDepartedProperty(generated: string): Promise<DepartedProperty> {
  const read = async (language: Language) =>
    JSON.parse(await readFile(join(generated, language, 'properties.json'), 'utf8')) as Property[];
  const fr = await read('fr');
  const model = fr.find((p) => p.goal === 'sale' && p.status === 'active' && p.price.published);
  if (!model) throw new Error(`no active sale with a published price in ${generated}: the sample should have some`);
  // An id no property has: the departed property is one that no longer publishes.
  const id = Math.max(...fr.map((p) => p.id)) + 1;
  const urls: DepartedProperty['urls'] = {};
  const titles: DepartedProperty['titles'] = {};
  for (const language of ['fr', 'nl', 'en', 'de'] as const) {
    const record = (await read(language)).find((p) => p.id === model.id);
    if (!record) continue;
    urls[language] = record.url.replace(new RegExp(`/${model.id}/$`), `/${id}/`);
    titles[language] = record.title;
  }
  const departed: DepartedProperty = {
    id,
    urls,
    titles,
    goal: model.goal,
    typeId: model.typeId,
    status: model.status,
    price: model.price.amount,
    zip: model.address.zip,
    city: model.address.city,
    departedAt: new Date().toISOString(),
  };
  const file: DepartedFile = { properties: [departed] };
  await writeFile(join(generated, 'departed.json'), `${JSON.stringify(file, null, 2)}\n`);
  return departed;
}

/** The h1's text as a reader sees it (React escapes the apostrophe of §8's French text). */
const h1Of = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<!--.*?-->/g, '')
    .replace(/&#x27;|&#039;/g, "'")
    .replace(/&amp;/g, '&');
const languageOf = (path: string) => path.split('/')[1] as Language;

/** `dist`: the built site (dist/client) of data that has a departed property. */
export function describeGone(dist: string) {
  describe('a property that left the feed (§8, issue 15)', () => {
    let paths: string[];
    const served = servedSiteInChromium(dist);
    const pathIn = (language: Language) => {
      const path = paths.find((p) => languageOf(p) === language);
      if (!path) throw new Error(`no departed page in ${language} in ${join(dist, GONE_LIST_FILE)}`);
      return path;
    };
    beforeAll(async () => {
      paths = goneListSchema.parse(JSON.parse(await readFile(join(dist, GONE_LIST_FILE), 'utf8'))).paths;
    }, 60_000);

    it('keeps a noindex page at its last URL in each language, with §8 text, outside the sitemap', async () => {
      expect(paths.map(languageOf).sort()).toEqual(['de', 'en', 'fr', 'nl']);
      const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
      for (const path of paths) {
        const html = await readFile(join(dist, path, 'index.html'), 'utf8');
        expect(h1Of(html), path).toBe(PROPERTY_GONE[languageOf(path)]);
        expect(html, path).toContain('<meta name="robots" content="noindex"/>');
        expect(html, path).not.toContain('rel="canonical"');
        expect(sitemap, path).not.toContain(path);
      }
    });

    it('vitrine serve answers its URLs with 410 and the page (GET and HEAD), and live ones as before', async () => {
      for (const language of ['fr', 'nl'] as const) {
        const path = pathIn(language);
        const response = await fetch(`${served.site.base}${path}`);
        expect(response.status, path).toBe(410);
        expect(response.headers.get('content-type'), path).toContain('text/html');
        expect(h1Of(await response.text()), path).toBe(PROPERTY_GONE[language]);
        const head = await fetch(`${served.site.base}${path}`, { method: 'HEAD' });
        expect(head.status, path).toBe(410);
      }
      // The rest of the site answers as before.
      expect((await fetch(`${served.site.base}/fr/`)).status).toBe(200);
    });

    it('offers similar available properties that open, in fr and nl, without serious axe violations', async () => {
      for (const language of ['fr', 'nl'] as const) {
        const path = pathIn(language);
        const context = await served.browser.newContext();
        const page = await context.newPage();
        const response = await page.goto(`${served.site.base}${path}`, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(410);
        await expect(page.locator('h1').textContent()).resolves.toBe(PROPERTY_GONE[language]);
        const links = await page.locator('.similar .cards a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(links.length, path).toBeGreaterThan(0);
        for (const href of new Set(links)) {
          expect(href, path).toMatch(new RegExp(`^/${language}/`));
          expect((await fetch(`${served.site.base}${href}`)).status, href ?? '').toBe(200);
        }
        expect(await seriousViolations(page), path).toEqual([]);
        await context.close();
      }
    });
  });
}
