import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleCode } from './bundles.js';
import { PAGE_DIGESTS, type PageDigests } from './page-digests.js';
import { setBuildPlaces } from './places.js';
import type { PageEntry } from './render-pages.js';
import { writeFilesOfShare } from './site-files.js';
import type { SiteProcessOrder } from './site-task.js';
import { vikeRenderPage } from './vike-render.js';

// A process that loads the site's modules for one task of the build (site/build/site-task.ts): the
// code's bundles, or a share of the pages to render. Its argument is
// the order, as JSON; a failure exits non-zero, which fails the build.
const order = JSON.parse(process.argv[2] ?? 'null') as SiteProcessOrder | null;
if (!order) throw new Error('usage: site-process.ts <order as JSON> (run by vitrine build)');
setBuildPlaces(order.places);

const SITE_PAGES = './site-pages.js';

/** How often the build hears of this process's progress, in pages. */
const PROGRESS_EVERY = 20;

try {
  if (order.task.kind === 'prerender') {
    // The pages' lists compile with the site's TypeScript options (site/tsconfig.json: JSX, bundler
    // resolution), not the build's: imported by a name the build's compiler does not follow.
    const { sitePages } = (await import(SITE_PAGES)) as { sitePages: () => PageEntry[] };
    const { renderPages } = await import('./render-pages.js');
    const render = await vikeRenderPage(pathToFileURL(join(order.out, 'server', 'entry.mjs')).href);
    const { last, shared } = order.task;
    const previous = last ? (JSON.parse(await readFile(join(last, PAGE_DIGESTS), 'utf8')) as PageDigests) : undefined;
    const pages = sitePages();
    process.send?.({ pages: pages.length });
    // The render processes have the data and the site's modules loaded already: the site's own files are theirs.
    const keptFiles = await writeFilesOfShare(order.task.share, order.places, { out: order.out, shared, last });
    const { isPageFile, inlineScriptHashes } = await import('../../server/csp.js');
    const { rendered, digests, files } = await renderPages(pages, render, {
      client: order.places.client,
      previous,
      scriptsOf: (path, content) => (isPageFile(path) ? inlineScriptHashes(content.toString('utf8')) : []),
      onProgress: (done) => {
        if (done % PROGRESS_EVERY === 0) process.send?.({ rendered: PROGRESS_EVERY });
      },
    });
    process.send?.({ rendered: rendered % PROGRESS_EVERY, pageDigests: digests, pageFiles: files, keptFiles });
  } else await bundleCode(order);
  process.send?.({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
} catch (error) {
  console.error(error);
  process.exit(1);
}
