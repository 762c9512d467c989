import { readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { manifestSchema } from '../../schema/index.js';
import type { BuildContext } from './context.js';
import type { PageDigests } from './page-digests.js';
import { runSiteTask } from './run-site-task.js';

// Vike keeps every page it prerendered in memory until its run ends (TOOLCHAIN.md): a 2,500-property
// agency's 10,900 pages outgrew a 2 GB heap. So the pages are rendered by processes, each with a
// share small enough, each giving its memory back when it ends; as many run at once as the machine
// has cores.

/** Property pages one process renders at most (with its share of the other pages). */
export const PROPERTY_PAGES_PER_PROCESS = 3000;

/** How many processes the prerender of this data takes: one for a site the size of the sample. */
export async function prerenderShares(data: string): Promise<number> {
  const { counts, languages } = manifestSchema.parse(JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8')));
  return Math.max(1, Math.ceil((counts.properties * languages.length) / PROPERTY_PAGES_PER_PROCESS));
}

export interface PrerenderResult {
  /** Pages rendered (an incremental build renders the changed ones only). */
  pages: number;
  /** Every page's digest, rendered or kept (site/build/page-digests.ts). */
  digests: PageDigests;
  /** The largest memory one of its processes took, and how many ran at once. */
  peakRssMb: number;
  concurrent: number;
}

/**
 * Renders every page (with `previousPages`, the last build's page digests: only those whose digest
 * changed), its shares as many at a time as there are cores; tells the progress of each page written.
 */
export async function prerender(context: BuildContext, shares: number, previousPages?: string): Promise<PrerenderResult> {
  const concurrent = Math.max(1, Math.min(shares, availableParallelism()));
  const totals = new Map<number, number>();
  let done = 0;
  let peakRssMb = 0;
  const digests: PageDigests = {};
  const report = () =>
    context.progress.pages(
      done,
      [...totals.values()].reduce((a, b) => a + b, 0),
    );
  // Vike writes its transpiled config files beside the pages' sources when it starts, and removes
  // them: two starting at once read each other's half-gone files. So one share starts at a time; the
  // next starts once this one's hooks have run (its count of pages), and they render side by side.
  let starting: Promise<void> = Promise.resolve();
  const runShare = async (index: number) => {
    const before = starting;
    let started = () => {};
    starting = new Promise((resolve) => {
      started = resolve;
    });
    await before;
    try {
      await runSiteTask(
        context,
        { kind: 'prerender', share: { index, count: shares }, previousPages },
        {
          // Vike's prerender names every file it writes on stdout: each page is one step of the progress.
          onLine: (line) => {
            if (!/\.html\b/.test(line)) return;
            done++;
            report();
          },
          onMessage: (message) => {
            Object.assign(digests, message.pageDigests);
            if (message.pages !== undefined) {
              totals.set(index, message.pages);
              started();
            }
            peakRssMb = Math.max(peakRssMb, message.peakRssMb ?? 0);
          },
        },
      );
    } finally {
      started();
    }
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < shares) await runShare(next++);
  };
  await Promise.all(Array.from({ length: concurrent }, worker));
  // The server bundle served the prerender only: the site is static (DESIGN.md, Site).
  await rm(join(context.out, 'server'), { recursive: true, force: true });
  return { pages: done, digests, peakRssMb, concurrent };
}
