import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_PATHS,
  type ArticleKind,
  FEEDBACK_PATHS,
  type Language,
  NOT_FOUND_PATHS,
  PAGE_PATHS,
  SECTION_PATHS,
} from '../../schema/index.js';
import { CONTENT_PAGES } from '../../site/pages/content/pages.js';
import { enabledLanguages } from '../../site/site-config.js';
import { isNuError, nuCheck } from '../support/nu-checker.js';
import { sitemapSchemaErrors } from '../support/sitemap-schema.js';

// Issue 13, standards: one page of each type in each enabled language passes the W3C Nu HTML
// checker with no error, and sitemap.xml validates against sitemaps.org's schema with its
// xhtml:link alternates. Declared by site.test.ts on the shared build (site-sample.ts).

/** The page types and how to find one of each in a language, from the built tree. */
type PageOf = (ctx: { dist: string; language: Language }) => Promise<string>;

const indexHtml = (dist: string, path: string) => readFile(join(dist, path, 'index.html'), 'utf8');

/** The first property card of the sale list: a real property page of that language. */
const firstProperty: PageOf = async ({ dist, language }) => {
  const list = SECTION_PATHS.sale[language];
  const href = new RegExp(`href="(${list}[^"]+/\\d+/)"`).exec(await indexHtml(dist, list))?.[1];
  if (!href)
    throw new Error(`no property card on ${list} of the build in ${dist}: the sample's sale list should link its properties`);
  return href;
};

/** An article of the kind (the first of its folder: every article renders through the same page). */
const firstArticle =
  (kind: ArticleKind): PageOf =>
  async ({ dist, language }) => {
    const folder = ARTICLE_PATHS[kind][language];
    const [slug] = (await readdir(join(dist, folder), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    if (!slug) throw new Error(`no ${kind} article under ${folder} of the build in ${dist}: data/site/content should have some`);
    return `${folder}${slug}/`;
  };

/** The page types, then the other routes and every configured page (§2), which share its parts. */
export const PAGE_TYPES: Record<string, PageOf> = {
  home: async ({ language }) => PAGE_PATHS.home[language],
  list: async ({ language }) => SECTION_PATHS.sale[language],
  'list page 2': async ({ language }) => `${SECTION_PATHS.sale[language]}page/2/`,
  property: firstProperty,
  contact: async ({ language }) => PAGE_PATHS.contact[language],
  'thank-you': async ({ language }) => `${FEEDBACK_PATHS[language]}site-contact/`,
  404: async ({ language }) => NOT_FOUND_PATHS[language],
  'services article': firstArticle('services'),
  'agency article': firstArticle('agencies'),
  'news article': firstArticle('news'),
  'list, page 2': async ({ language }) => `${SECTION_PATHS.rent[language]}page/2/`,
  ...Object.fromEntries(CONTENT_PAGES.map((key): [string, PageOf] => [key, async ({ language }) => PAGE_PATHS[key][language]])),
};

/** The public path of every page to check, one per type and enabled language. */
async function pagesToCheck(dist: string): Promise<string[]> {
  const paths = new Set<string>();
  for (const language of enabledLanguages()) {
    for (const pageOf of Object.values(PAGE_TYPES)) paths.add(await pageOf({ dist, language }));
  }
  return [...paths];
}

export function describeStandards(dist: string) {
  describe('web standards (issue 13)', () => {
    it('passes the W3C Nu HTML checker with no error on every page type in every language', async () => {
      const paths = await pagesToCheck(dist);
      const files = paths.map((path) => join(dist, path, 'index.html'));
      const messages = await nuCheck(files);
      // One line per error, with its page and place, so a failure says what to fix where.
      const errors = messages.filter(isNuError).map((m) => {
        const page = paths[files.findIndex((file) => m.url.endsWith(file))] ?? m.url;
        return `${page}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}`;
      });
      expect(errors).toEqual([]);
    }, 180_000);

    it('has a sitemap.xml that validates against the sitemap schema 0.9 with its xhtml:link alternates', async () => {
      const xml = await readFile(join(dist, 'sitemap.xml'), 'utf8');
      expect(xml).toContain('<xhtml:link rel="alternate"');
      expect(await sitemapSchemaErrors(xml)).toEqual([]);
    });
  });
}
