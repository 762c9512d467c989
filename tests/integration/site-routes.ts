import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_KINDS, FEEDBACK_PATHS, type Language, PAGE_PATHS } from '../../schema/index.js';
import { INTERNAL_PATHS_FILE, internalPathTableSchema } from '../../schema/spec/internal-paths.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '../../schema/spec/language-memory.js';
import { articlePath } from '../../site/routing/resolve-path.js';
import { enabledLanguages, siteConfig, siteContent } from '../../site/site-config.js';
import { servedSiteInChromium } from '../support/served-site.js';

// Issue 15, §2 internal paths and §7 the remembered language, on a build (dist: its client folder):
// `vitrine serve` answers every internal path with a 301 to the page in the visitor's language;
// static hosts get `_redirects` and a page per path; a language chosen in the switcher is the one
// '/' leads to, from the server and from the static root page's script.

/** The expected public page of each internal path, from §2's tables and the configuration (not the build's table). */
function expectedPages(language: Language): [string, string][] {
  const pages: [string, string][] = Object.values(PAGE_PATHS)
    .filter((paths) => paths.internal !== '/')
    .map((paths) => [paths.internal, paths[language]]);
  for (const kind of FEEDBACK_KINDS) pages.push([`/feedback/${kind}/`, `${FEEDBACK_PATHS[language]}${kind}/`]);
  for (const article of siteContent().articles)
    if (article.category === 'services' && article.slug?.[language])
      pages.push([`/nos-services/${article.id}/`, articlePath('services', language, article.slug[language])]);
  for (const agency of siteContent().agencies)
    pages.push([`/agences/${agency.id}/`, articlePath('agencies', language, agency.id)]);
  return pages;
}

/** Every property's page per language, as the sitemap lists them (written from the data, apart from the redirects). */
async function propertyPages(dist: string): Promise<Map<string, Partial<Record<Language, string>>>> {
  const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
  const byId = new Map<string, Partial<Record<Language, string>>>();
  for (const [, language, url] of sitemap.matchAll(/hreflang="([a-z]{2})" href="[^"]*?(\/[a-z]{2}\/[^"]*\/(\d+)\/)"/g)) {
    const id = /\/(\d+)\/$/.exec(url ?? '')?.[1] as string;
    byId.set(id, { ...byId.get(id), [language as Language]: url });
  }
  return byId;
}

export function describeRoutes(dist: string) {
  describe('§2 internal paths and §7 the remembered language (issue 15)', () => {
    const served = servedSiteInChromium(dist);

    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${served.site.base}${path}`, { redirect: 'manual', headers });

    it('redirects (301) every internal path of §2 to its page in the default language, the Accept-Language one, or the remembered one', async () => {
      const cases: [Record<string, string>, Language][] = [
        [{}, siteConfig().languages.default],
        [{ 'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.5' }, 'nl'],
        [{ 'accept-language': 'nl-BE,nl;q=0.9', cookie: `${LANGUAGE_COOKIE}=de` }, 'de'],
      ];
      for (const [headers, language] of cases) {
        for (const [internal, page] of expectedPages(language)) {
          const answer = await get(internal, headers);
          expect(answer.status, `${internal} ${JSON.stringify(headers)}`).toBe(301);
          expect(answer.headers.get('location'), internal).toBe(page);
          expect((await get(page)).status, page).toBe(200);
        }
      }
    });

    it('leads /property/{id}/ (and /PROPERTY/{ID}) to that property in the visitor language, keeping the query', async () => {
      const properties = await propertyPages(dist);
      expect(properties.size).toBeGreaterThan(10);
      for (const [id, pages] of properties) {
        const answer = await get(`/property/${id}/`, { 'accept-language': 'nl' });
        expect(answer.status, id).toBe(301);
        expect(answer.headers.get('location'), id).toBe(pages.nl);
      }
      const [id, pages] = [...properties][0] as [string, Partial<Record<Language, string>>];
      const upper = await get(`/PROPERTY/${id}?utm_source=mail`, { cookie: `${LANGUAGE_COOKIE}=en` });
      expect(upper.headers.get('location')).toBe(`${pages.en}?utm_source=mail`);
      const page = await get(pages.en as string);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="en"');
      // A property no build knows is no redirect: the 404 page.
      expect((await get('/property/1/')).status).toBe(404);
    });

    it('answers / with the remembered language, then the browser one, then the default, and no shared cache keeps it', async () => {
      const home = await get('/', { cookie: `${LANGUAGE_COOKIE}=nl`, 'accept-language': 'de' });
      expect([home.status, home.headers.get('location')]).toEqual([302, PAGE_PATHS.home.nl]);
      expect(home.headers.get('vary')).toMatch(/cookie/i);
      expect(home.headers.get('cache-control')).toMatch(/private/);
      expect((await get('/', { 'accept-language': 'de-DE,de' })).headers.get('location')).toBe(PAGE_PATHS.home.de);
      expect((await get('/')).headers.get('location')).toBe(PAGE_PATHS.home[siteConfig().languages.default]);
    });

    it('writes _redirects and a noindex redirect page at every internal path for static hosting', async () => {
      const table = internalPathTableSchema.parse(JSON.parse(await readFile(join(dist, INTERNAL_PATHS_FILE), 'utf8')));
      const lines = (await readFile(join(dist, '_redirects'), 'utf8')).trim().split('\n');
      const defaults = new Map(expectedPages(table.default));
      for (const [id, pages] of await propertyPages(dist)) defaults.set(`/property/${id}/`, pages[table.default] as string);
      expect(lines).toHaveLength(defaults.size);
      for (const [internal, target] of defaults) {
        expect(lines, internal).toContain(`${internal} ${target} 301`);
        const page = await readFile(join(dist, internal, 'index.html'), 'utf8');
        expect(page, internal).toContain('<meta name="robots" content="noindex"/>');
        expect(page, internal).toContain(`<link rel="canonical" href="${siteConfig().url ?? ''}${target}"/>`);
        expect(page, internal).toContain(`<meta http-equiv="refresh" content="0; url=${target}"/>`);
        expect((await stat(join(dist, target.slice(1), 'index.html'))).isFile(), target).toBe(true);
      }
      const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
      for (const internal of defaults.keys()) expect(sitemap).not.toContain(`${siteConfig().url ?? ''}${internal}<`);
    });

    /** Playwright's route matcher for one path of the site: the built file stands in for the server's redirect. */
    const isPath = (path: string) => (url: URL) => url.pathname === path;

    /** A context offline but for the site, with its browser languages. */
    async function contextOf(locale?: string): Promise<BrowserContext> {
      const context = await served.browser.newContext(locale ? { locale } : {});
      await context.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => route.abort(),
      );
      return context;
    }

    it('remembers the language chosen in the switcher: / leads there, from the server and from the static root page', async () => {
      const context = await contextOf('fr-BE');
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(`${served.site.base}/`);
      expect(new URL(page.url()).pathname).toBe(PAGE_PATHS.home.fr);
      await page.locator('.languages a[hreflang="nl"]').click();
      await page.waitForURL(`${served.site.base}${PAGE_PATHS.home.nl}`);
      expect(await page.evaluate((name) => localStorage.getItem(name), LANGUAGE_COOKIE)).toBe('nl');
      const cookie = (await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE);
      expect(cookie).toMatchObject({ value: 'nl', path: '/', sameSite: 'Lax' });
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(LANGUAGE_COOKIE_DAYS - 1);
      // `vitrine serve` answers '/' itself…
      await page.goto(`${served.site.base}/`);
      expect(new URL(page.url()).pathname).toBe(PAGE_PATHS.home.nl);
      await page.goto(`${served.site.base}/for-sale/`);
      expect(new URL(page.url()).pathname).toBe(PAGE_PATHS.sale.nl);
      // …and a static host serves the built root page, whose script reads the same memory.
      const root = await readFile(join(dist, 'index.html'), 'utf8');
      await page.route(isPath('/'), (route) => route.fulfill({ body: root, contentType: 'text/html' }));
      await page.goto(`${served.site.base}/`, { waitUntil: 'commit' });
      await page.waitForURL(`${served.site.base}${PAGE_PATHS.home.nl}`);
      // The same for an internal path's redirect page, the query kept.
      const stub = await readFile(join(dist, 'for-rent', 'index.html'), 'utf8');
      await page.route(isPath('/for-rent/'), (route) => route.fulfill({ body: stub, contentType: 'text/html' }));
      await page.goto(`${served.site.base}/for-rent/?type=1`, { waitUntil: 'commit' });
      await page.waitForURL(`${served.site.base}${PAGE_PATHS.rent.nl}?type=1`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("without a remembered language, the static root page follows the browser's languages, then the default", async () => {
      const root = await readFile(join(dist, 'index.html'), 'utf8');
      for (const [locale, language] of [
        ['nl-BE', 'nl'],
        ['ja-JP', siteConfig().languages.default],
      ] as const) {
        if (!enabledLanguages().includes(language)) continue;
        const context = await contextOf(locale);
        const page = await context.newPage();
        await page.route(isPath('/'), (route) => route.fulfill({ body: root, contentType: 'text/html' }));
        await page.goto(`${served.site.base}/`, { waitUntil: 'commit' });
        await page.waitForURL(`${served.site.base}${PAGE_PATHS.home[language]}`);
        await context.close();
      }
    });
  });
}
