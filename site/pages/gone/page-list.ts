import { PROPERTY_GONE } from '../../../schema/index.js';
import { pageContextOf } from '../../data/page-context';
import { goneData } from './goneData';
import { goneEntries } from './goneEntries';

/**
 * §8 "Le bien que vous demandez n'existe pas ou est vendu" at each departed property's last URL in
 * each language: noindex and not in the sitemap; `vitrine serve` answers it with 410 (gone.json).
 */
export function pageList() {
  return [...goneEntries().values()].map((entry) => ({
    url: entry.url,
    pageContext: {
      ...pageContextOf(entry.locale, entry.departed.urls, {
        title: PROPERTY_GONE[entry.locale],
        description: entry.departed.titles[entry.locale] ?? PROPERTY_GONE[entry.locale],
      }),
      noindex: true,
      data: goneData(entry),
    },
  }));
}
