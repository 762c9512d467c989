import { availableParallelism } from 'node:os';
import type { Manifest } from '../../schema/index.js';
import type { TextsDigests } from './config-texts.js';
import type { BuildContext } from './context.js';
import type { FragmentPaths } from './fragment-paths.js';
import type { PageDigests } from './page-digests.js';
import type { TextFiles } from './precompress.js';
import { type SiteProcess, startSiteProcess } from './run-site-task.js';

// The pages are rendered by processes, each a share of them (site/data/prerender-shard.ts), as many
// as the machine has cores: rendering is CPU work, and each process holds one page at a time
// (site/build/render-pages.ts) besides the data. A very small site takes one: a process's start
// costs more than its pages. The sample's 400 property pages are done sooner by two (wall ×0.90 for
// ×1.20 CPU, docs/benchmarks.md, bench/build): each reads its own languages' data only.

/** Property pages (over every language) below which one process renders the whole site. */
export const PROPERTY_PAGES_PER_PROCESS = 250;

/**
 * How many processes render the pages of the data the sync's `manifest` tells of (the one the
 * inputs' digest read: site/build/inputs-digest.ts): one for a very small site, one per core at most.
 */
export function prerenderShares(
  { counts, languages }: Pick<Manifest, 'counts' | 'languages'>,
  cores = availableParallelism(),
): number {
  return Math.max(1, Math.min(cores, Math.ceil((counts.properties * languages.length) / PROPERTY_PAGES_PER_PROCESS)));
}

export interface PrerenderResult {
  /** Pages rendered (an incremental build renders the changed ones only). */
  pages: number;
  /** Every page's digest, rendered or kept (site/build/page-digests.ts). */
  digests: PageDigests;
  /** The records of the pages rendered (no compressed copy: the server makes it). */
  files: TextFiles;
  /** The records of the site's other files that the render processes put in place with their compressed copy. */
  siteFileRecords: TextFiles;
  /** The paths of the lists' card fragments, by their digest (site/build/fragment-paths.ts). */
  fragments: FragmentPaths;
  /** The largest memory one of its processes took. */
  peakRssMb: number;
}

/** What the render builds on: the digest of the shared inputs, and the last good build's folder when it had the same (an incremental build). */
export interface PrerenderBase {
  shared: string;
  texts: TextsDigests;
  last?: string;
  /** The digests of the last build's card fragments already in the build's folder (site/build/spare-fragments.ts). */
  keptFragments?: string[];
}

/** Starts the render processes of `shares` shares from the bundles of the build folder `code`: each loads them while the build readies its folder. */
export const startRenderProcesses = (
  context: Pick<BuildContext, 'root' | 'compileCache'>,
  shares: number,
  code: string,
): SiteProcess[] => Array.from({ length: shares }, () => startSiteProcess(context, 'prerender', code));

/**
 * Renders every page (with `base.last`, only those whose digest changed since that build), its
 * shares side by side, in the render processes `started` (one per share) or in new ones from the
 * build folder's bundles; tells the progress of the pages rendered.
 */
export async function prerender(
  context: BuildContext,
  shares: number,
  base: PrerenderBase,
  started: SiteProcess[] = startRenderProcesses(context, shares, context.out),
): Promise<PrerenderResult> {
  const totals = new Map<number, number>();
  let done = 0;
  let peakRssMb = 0;
  const digests: PageDigests = {};
  const files: TextFiles = {};
  const siteFileRecords: TextFiles = {};
  const fragments: FragmentPaths = {};
  const report = () =>
    context.progress.pages(
      done,
      [...totals.values()].reduce((a, b) => a + b, 0),
    );
  await Promise.all(
    started.map((renderProcess, index) =>
      renderProcess.run(
        context,
        { kind: 'prerender', share: { index, count: shares }, ...base },
        {
          onMessage: (message) => {
            if (message.pages !== undefined) totals.set(index, message.pages);
            if (message.rendered) {
              done += message.rendered;
              report();
            }
            Object.assign(digests, message.pageDigests);
            Object.assign(files, message.pageFiles);
            Object.assign(siteFileRecords, message.siteFileRecords);
            Object.assign(fragments, message.fragments);
            peakRssMb = Math.max(peakRssMb, message.peakRssMb ?? 0);
          },
        },
      ),
    ),
  );
  return { pages: done, digests, files, siteFileRecords, fragments, peakRssMb };
}
