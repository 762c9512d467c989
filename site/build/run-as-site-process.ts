import { peakRssMb } from '../../pipeline/peak-rss.js';
import { setBuildPlaces } from './places.js';
import type { SiteProcessOrder, SiteTask } from './site-task.js';

/** An order whose task is of one kind. */
export type OrderOf<K extends SiteTask['kind']> = SiteProcessOrder & { task: Extract<SiteTask, { kind: K }> };

/**
 * Its order, the first message of the build that started this process; undefined when the build
 * closed the channel without one (it did not need a process it started ahead).
 */
function orderFromBuild(entry: string): Promise<SiteProcessOrder | undefined> {
  if (!process.send) throw new Error(`${entry} is run by vitrine build, which sends its order`);
  // Closed while this process loaded its code.
  if (!process.connected) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const take = (order?: SiteProcessOrder) => {
      // Without listeners, the channel no longer holds the process open once its work is done.
      process.off('message', take);
      process.off('disconnect', take);
      resolve(order);
    };
    process.on('message', take);
    process.on('disconnect', take);
  });
}

/**
 * The body of a site process (site/build/render-process.ts, site/build/site-process.ts): waits for
 * its order, of task `kind`, gives the site's modules their places, runs `work`, then tells the build
 * its peak memory. A failure is printed and exits non-zero, which fails the build.
 */
export async function runAsSiteProcess<K extends SiteTask['kind']>(
  kind: K,
  entry: string,
  work: (order: OrderOf<K>) => Promise<void>,
): Promise<void> {
  try {
    const order = await orderFromBuild(entry);
    if (!order) return;
    if (order.task.kind !== kind) throw new Error(`${entry} runs a ${kind} task, and was sent a ${order.task.kind} one`);
    setBuildPlaces(order.places);
    await work(order as OrderOf<K>);
    process.send?.({ peakRssMb: peakRssMb() });
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
