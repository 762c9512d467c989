import { isInShare } from '../data/prerender-shard.js';
import { pageList as articles } from '../pages/article/page-list.js';
import { pageList as contentPages } from '../pages/content/page-list.js';
import { pageList as feedbackPages } from '../pages/feedback/page-list.js';
import { pageList as gonePages } from '../pages/gone/page-list.js';
import { pageList as home } from '../pages/home/page-list.js';
import { pageList as languageChooser } from '../pages/index/page-list.js';
import { pageList as lists } from '../pages/list/page-list.js';
import { pageList as notFoundPages } from '../pages/not-found/page-list.js';
import { pageList as propertyPages } from '../pages/property/page-list.js';
import { redirectPages } from '../seo/write-redirects.js';
import type { PageEntry } from './render-pages.js';

/**
 * The 404 page a server answers for a path it does not know (<client>/404.html): the default
 * language's, rendered for a path no route takes. It reads its data itself, so it is rendered by
 * every build (site/build/page-digests.ts).
 */
export const ROOT_NOT_FOUND: PageEntry = { url: '/404.html', pageContext: {} };

/**
 * Every page of the site that this process renders (its share, site/data/prerender-shard.ts): each
 * route's list of pages (site/pages/<route>/page-list.ts), and the internal paths' redirect pages.
 */
export function sitePages(): PageEntry[] {
  const routes: (() => PageEntry[])[] = [
    languageChooser,
    home,
    lists,
    propertyPages,
    articles,
    contentPages,
    feedbackPages,
    gonePages,
    notFoundPages,
    redirectPages,
  ];
  return [...routes.flatMap((route) => route()), ROOT_NOT_FOUND].filter((page) => isInShare(page.url));
}
