import { describe, expect, it } from 'vitest';
import { renderSitemap } from '../../../site/seo/sitemap.js';
import { sitemapSchemaErrors } from '../../support/sitemap-schema.js';

// Issue 13: sitemap.xml validates against sitemaps.org's sitemap.xsd 0.9 with its xhtml:link
// alternates (tests/fixtures/sitemap). The built one is checked in site-standards.ts.

const ORIGIN = 'https://www.example.be';

describe('sitemap.xml and its schema', () => {
  it('validates with hreflang alternates, a date or a timestamp as lastmod, and a page without one', async () => {
    const xml = renderSitemap(ORIGIN, [
      { alternates: { fr: '/fr/', nl: '/nl/', en: '/en/', de: '/de/' }, lastmod: '2026-11-10T08:30:00.000Z' },
      { alternates: { fr: '/fr/a-vendre/?type=1&city=Mettet' }, lastmod: null },
    ]);
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
  });

  // The schemas are strict: without that, the test above would prove nothing.
  it.each([
    [
      'a lastmod that is no date',
      (xml: string) => xml.replace('<lastmod>2026-11-10</lastmod>', '<lastmod>10/11/2026</lastmod>'),
      /lastmod/,
    ],
    ['an alternate without hreflang', (xml: string) => xml.replace(' hreflang="nl"', ''), /hreflang/],
    ['an element the schemas do not know', (xml: string) => xml.replace('</url>', '<note>x</note></url>'), /note/],
  ])('refuses %s', async (_case, spoil, reason) => {
    const xml = renderSitemap(ORIGIN, [{ alternates: { fr: '/fr/', nl: '/nl/' }, lastmod: '2026-11-10' }]);
    const errors = await sitemapSchemaErrors(spoil(xml));
    expect(errors.join('\n')).toMatch(reason);
  });
});
