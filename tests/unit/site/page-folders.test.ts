import { describe, expect, it } from 'vitest';
import { holdsPagesApart, pageFoldersOf } from '../../../site/build/page-digests.js';

// Whether the folders of a site's pages hold its pages only: the next build takes the site as its
// spare on that word alone (site/build/spare-site.ts), without reading a folder.
describe('holdsPagesApart', () => {
  const digests = { '/fr/': 'a', '/fr/a-vendre/': 'b', '/property/4100004/': 'c', '/404.html': 'd' };

  it('names the first folder of each page kept by URL', () => {
    expect([...pageFoldersOf(digests)].sort()).toEqual(['fr', 'property']);
  });

  it('holds when the other files lie outside those folders', () => {
    const files = [
      'fr/index.html',
      'fr/a-vendre/index.html',
      'property/4100004/index.html',
      '404.html',
      'sitemap.xml',
      'assets/a.js',
    ];
    expect(holdsPagesApart(files, digests)).toBe(true);
  });

  it('does not hold for a file in a folder of pages that is no page', () => {
    expect(holdsPagesApart(['fr/index.html', 'fr/feed.xml'], digests)).toBe(false);
    expect(holdsPagesApart(['property/4100004/index.html', 'property/4100005/index.html'], digests)).toBe(false);
  });
});
