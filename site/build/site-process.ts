import { setBuildPlaces } from './places.js';
import { writeSiteFiles } from './site-files.js';
import type { SiteProcessOrder } from './site-task.js';
import { viteConfigOf } from './vike-options.js';

// A process that loads the site's modules for one task of the build (site/build/site-task.ts): a
// share of the prerender, or the files the site's modules make from the data. Its argument is the
// order, as JSON; a failure exits non-zero, which fails the build.
const order = JSON.parse(process.argv[2] ?? 'null') as SiteProcessOrder | null;
if (!order) throw new Error('usage: site-process.ts <order as JSON> (run by vitrine build)');
setBuildPlaces(order.places);
try {
  if (order.task.kind === 'prerender') {
    const { prerender } = await import('vike/api');
    await prerender({ viteConfig: viteConfigOf(order.root, order.out) });
  } else await writeSiteFiles(order.places);
  process.send?.({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
} catch (error) {
  console.error(error);
  process.exit(1);
}
