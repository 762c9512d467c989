import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageList as articles } from '../pages/article/page-list.js';
import { pageList as contentPages } from '../pages/content/page-list.js';
import { pageList as home } from '../pages/home/page-list.js';
import { type BuildPlaces, setBuildPlaces } from './places.js';
import type { PageEntry } from './render-pages.js';
import { vikeRenderPage } from './vike-render.js';

// One page of the site rendered on request, from a draft of the content (/admin/'s preview, issue
// 45): the same pages' bundle as the served site, the draft's configuration folder, printed on
// stdout. Run from its bundle (<out>/render/preview-process.mjs) with the order as its argument:
// `{ "code": <build folder>, "places": …, "url": "/fr/actualites/…/" }`. Only the pages a content
// file makes are looked for: the home page, the articles', the configured pages.

interface PreviewOrder {
  code: string;
  places: BuildPlaces;
  url: string;
}

try {
  const order = JSON.parse(process.argv[2] ?? '') as PreviewOrder;
  setBuildPlaces(order.places);
  const render = await vikeRenderPage(pathToFileURL(join(order.code, 'server', 'entry.mjs')).href);
  const pages: PageEntry[] = [...home(), ...articles(), ...contentPages()];
  const page = pages.find((p) => p.url === order.url);
  if (!page) throw new Error(`the draft has no page at ${order.url}`);
  const context = typeof page.pageContext === 'function' ? page.pageContext() : page.pageContext;
  process.stdout.write(await render(page.url, context));
} catch (error) {
  // The one line /admin/ shows.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
