import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlaces, setBuildPlaces } from '../../site/build/places.js';
import type { PageEntry, RenderPage } from '../../site/build/render-pages.js';
import { vikeRenderPage } from '../../site/build/vike-render.js';
import { ROOT } from '../support/cli.js';

// A list's numbered pages are filled from a template that Vike renders once per list
// (site/pages/list/numbered-pages.ts). Every numbered page of the sample, in every language, is made
// here both ways, from the template and in full by Vike on the build's own server bundle, as a
// render process does: the bytes must be the same, and the template must be what made them.
// Declared by site-list-pages.test.ts on the shared build (site-sample.ts): out, the build's folder;
// data, the generated folder it was built from.

export function describeNumberedPages(out: string, data: () => string) {
  describe("a list's numbered pages", () => {
    // The test files share their worker's modules (vitest.config.ts): the next file finds the places as they were.
    const placesBefore = buildPlaces();
    afterAll(() => setBuildPlaces(placesBefore));

    it('are, from their template, the pages Vike renders, byte for byte, in every language', async () => {
      setBuildPlaces({
        data: data(),
        configDir: join(ROOT, 'data', 'site'),
        media: join(ROOT, 'data', 'media'),
        scripts: join(out, 'scripts'),
        client: join(out, 'client'),
        share: { index: 0, count: 1 },
      });
      const render = await vikeRenderPage(pathToFileURL(join(out, 'server', 'entry.mjs')).href);
      // By its path: the route modules it imports are the site's (site/tsconfig.json), not this project's.
      const { sitePages } = (await import(join(ROOT, 'site', 'build', 'site-pages.ts'))) as { sitePages: () => PageEntry[] };
      const numbered = sitePages().filter((page) => page.url.includes('/page/'));
      const lists = new Set(numbered.map((page) => page.url.replace(/page\/\d+\/$/, '')));
      // Both sections in four languages, each with pages past its first, and more than one of them.
      expect(lists.size).toBe(8);
      expect(numbered.length).toBeGreaterThan(2 * lists.size);
      let fullRenders = 0;
      const counted: RenderPage = (url, pageContext) => {
        fullRenders++;
        return render(url, pageContext);
      };
      const seen = { closed: false, eager: false };
      let filledWithBytes = 0;
      for (const page of numbered) {
        expect(page.html, page.url).toBeTypeOf('function');
        const context = typeof page.pageContext === 'function' ? page.pageContext() : page.pageContext;
        const made = await page.html?.(counted);
        const whole = await render(page.url, context);
        // A page filled from its template comes with its bytes, encoded from the template's: the file's bytes.
        if (made !== undefined && typeof made !== 'string') {
          filledWithBytes++;
          expect(made.bytes.equals(Buffer.from(whole)), page.url).toBe(true);
        }
        const filled = typeof made === 'string' ? made : made?.text;
        expect(filled, page.url).toBe(whole);
        seen.closed ||= whole.includes('class="list-closed"');
        seen.eager ||= whole.includes('loading="eager"');
      }
      // Each list's first numbered page is rendered in full, beside its model, to check the template;
      // every other one is filled from it.
      expect(fullRenders).toBe(2 * lists.size);
      expect(filledWithBytes).toBe(numbered.length - lists.size);
      // Among them: a page where the sold or rented cards start under their heading, and the first
      // cards' photos loaded at once.
      expect(seen).toEqual({ closed: true, eager: true });
    });
  });
}
