import { setBuildPlaces } from './places.js';
import type { SiteProcessOrder, SiteTask } from './site-task.js';

/** An order whose task is of one kind. */
export type OrderOf<K extends SiteTask['kind']> = SiteProcessOrder & { task: Extract<SiteTask, { kind: K }> };

/**
 * The body of a site process (site/build/render-process.ts, site/build/site-process.ts): reads its
 * order, of task `kind`, from its argument (JSON), gives the site's modules their places, runs
 * `work`, then tells the build its peak memory. A failure is printed and exits non-zero, which fails
 * the build.
 */
export async function runAsSiteProcess<K extends SiteTask['kind']>(
  kind: K,
  entry: string,
  work: (order: OrderOf<K>) => Promise<void>,
): Promise<void> {
  const order = JSON.parse(process.argv[2] ?? 'null') as SiteProcessOrder | null;
  if (order?.task.kind !== kind) throw new Error(`usage: ${entry} <${kind} order as JSON> (run by vitrine build)`);
  setBuildPlaces(order.places);
  try {
    await work(order as OrderOf<K>);
    process.send?.({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
