import { bundleCode } from './bundles.js';
import { setBuildPlaces } from './places.js';
import type { SiteProcessOrder } from './site-task.js';

// The process that makes the code's bundles (site/build/bundles.ts), run through tsx from the
// sources; the pages are rendered by the render processes, from their own bundle
// (site/build/render-process.ts). Its argument is the order, as JSON; a failure exits non-zero, which
// fails the build.
const order = JSON.parse(process.argv[2] ?? 'null') as SiteProcessOrder | null;
if (order?.task.kind !== 'bundles') throw new Error('usage: site-process.ts <bundles order as JSON> (run by vitrine build)');
setBuildPlaces(order.places);

try {
  await bundleCode(order);
  process.send?.({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
} catch (error) {
  console.error(error);
  process.exit(1);
}
