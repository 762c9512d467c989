import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { policyHashesOf } from '../../server/csp.js';
import { PAGE_DIGESTS, type PageDigests } from './page-digests.js';
import { renderPages } from './render-pages.js';
import { runAsSiteProcess } from './run-as-site-process.js';
import { writeFilesOfShare } from './site-files.js';
import { sitePages } from './site-pages.js';
import { vikeRenderPage } from './vike-render.js';

// A render process of the build: a share of the pages (site/build/site-task.ts). It runs from its
// bundle (<out>/render/render-process.mjs, made with the code's other bundles: site/build/bundles.ts),
// so it starts without compiling the site's TypeScript. The site's modules read their places when
// asked, never when imported (tests/unit/site/config-at-import.test.ts), so they may be imported
// before the order is read.

/** How often the build hears of this process's progress, in pages. */
const PROGRESS_EVERY = 20;

// Started with the build folder whose bundles it runs, it loads the pages' server bundle while its
// order comes: the build starts it ahead, from the last build's bundles when the code is that build's
// (site/build/index.ts), and readies the new site's folder meanwhile.
const code = process.argv[2] ?? '';
const loading = vikeRenderPage(pathToFileURL(join(code, 'server', 'entry.mjs')).href);
// Its failure is told by the await below; handled here, it does not end the process meanwhile.
loading.catch(() => {});

await runAsSiteProcess('prerender', 'render-process.mjs', async (order) => {
  const { last, shared, texts, share, keptFragments } = order.task;
  const render = await loading;
  const previous = last ? (JSON.parse(await readFile(join(last, PAGE_DIGESTS), 'utf8')) as PageDigests) : undefined;
  const pages = sitePages();
  process.send?.({ pages: pages.length });
  // The render processes have the data and the site's modules loaded already: the site's own files are theirs.
  // Made while the pages render: an incremental build's files are mostly links from the last build,
  // which wait on the disk, and its pages are mostly digests, which wait on the CPU.
  const siteFiles = writeFilesOfShare(share, order.places, { out: order.out, shared, last, keptFragments });
  // Its failure is told by the await below; handled here, it does not end the process meanwhile.
  siteFiles.catch(() => {});
  const { rendered, digests, files } = await renderPages(pages, render, {
    client: order.places.client,
    previous,
    scriptsOf: policyHashesOf,
    texts,
    onProgress: (done) => {
      if (done % PROGRESS_EVERY === 0) process.send?.({ rendered: PROGRESS_EVERY });
    },
  });
  const { records: siteFileRecords, fragments } = await siteFiles;
  process.send?.({ rendered: rendered % PROGRESS_EVERY, pageDigests: digests, pageFiles: files, siteFileRecords, fragments });
});
