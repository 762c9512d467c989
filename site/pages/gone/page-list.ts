import { PROPERTY_GONE } from '../../../schema/index.js';
import { pageContextOf } from '../../data/page-context';
import { inPrerenderShard } from '../../data/prerender-shard';
import { goneData } from './goneData';
import { goneEntries } from './goneEntries';

/**
 * §8 "Le bien que vous demandez n'existe pas ou est vendu" at each departed property's last URL in
 * each language: noindex and not in the sitemap; `vitrine serve` answers it with 410 (gone.json).
 * In a build of several processes, those of this process's share only, each page's context made
 * when the render asks for it: its similar properties read its language's listings, which a
 * process rendering other languages would otherwise parse for nothing (two of a large agency's
 * four, a quarter of a second per process and build, docs/benchmarks.md, bench/build).
 */
export function pageList() {
  return inPrerenderShard([...goneEntries().values()], (entry) => entry.url).map((entry) => ({
    url: entry.url,
    pageContext: () => ({
      ...pageContextOf(entry.locale, entry.departed.urls, {
        title: PROPERTY_GONE[entry.locale],
        description: entry.departed.titles[entry.locale] ?? PROPERTY_GONE[entry.locale],
      }),
      noindex: true,
      data: goneData(entry),
    }),
  }));
}
