import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { acquireLock } from '../../pipeline/write/lock.js';
import { exists, keepPrevious, recoverOutput, removePrevious, stagingFolder, swapIn } from '../../pipeline/write/publish.js';
import { CSP_FILE, policyHashesOf, writeCspSources } from '../../server/csp.js';
import { BUILD_RECORD, type BuildRecord, isBuilt, lastBuild, readRecord } from './build-record.js';
import { cacheBundles, reuseBundles } from './bundles.js';
import { copyClientScripts } from './client-scripts.js';
import { boundCompileCache } from './compile-cache.js';
import type { BuildContext } from './context.js';
import { readFileRecords, writeFileRecords } from './file-records.js';
import { FRAGMENTS, type FragmentPaths } from './fragment-paths.js';
import { type InputsDigests, inputsDigests } from './inputs-digest.js';
import { linkLastPages, settlePages } from './keep-pages.js';
import { linkTree } from './link-tree.js';
import { outsideOrigins } from './outside-origins.js';
import { holdsPagesApart, PAGE_DIGESTS, type PageDigests, pageFoldersOf } from './page-digests.js';
import { compressFile, precompress } from './precompress.js';
import { prerender, prerenderShares, startRenderProcesses } from './prerender.js';
import { renderProcessOf } from './render-bundle.js';
import { runSiteTask, type SiteProcess } from './run-site-task.js';
import { keepSpareFragments, removeUnnamedFragments } from './spare-fragments.js';
import { bringSpareToLast, spareFolder, spareOfSite, takeSpare } from './spare-site.js';
import { noDataError, validatedData } from './validated-data.js';

export type { BuildContext, BuildProgress } from './context.js';

export interface BuildResult {
  /** False when the inputs were those of the site already built: nothing was written. */
  built: boolean;
  pages: number;
  /** From the start to the swap that put the new site in the place of the last one. */
  liveSeconds: number;
  seconds: number;
  /** The largest memory one of its processes took (the bundler or a render process), and how many rendered at once. */
  peakRssMb: number;
  concurrent: number;
}

/**
 * The site build (DESIGN.md, Site): the generated data and the agency's configuration in, the static
 * site out in <out>/client. Each stage is a function of the context; the progress hears of each.
 * One build at a time into a folder (<out>.lock, as the sync's): a second one took the first's
 * staging folder for a killed build's and removed it, and the first failed on a missing file. A
 * second build is refused with the first's pid; a killed build's lock is taken over at once.
 */
export async function buildSite(
  target: BuildContext,
  options: { incremental: boolean; waitForLockMs?: number } = { incremental: true },
): Promise<BuildResult> {
  // The folder's parent may not exist yet (a first build into a new folder): the lock lives there.
  await mkdir(dirname(target.out), { recursive: true });
  const lock = await acquireLock(`${target.out}.lock`, 'build', {
    waitMs: options.waitForLockMs ?? 0,
    onWait: (running) => target.progress.note(`waiting: ${running}`),
  });
  try {
    return await buildLocked(target, { incremental: options.incremental });
  } finally {
    await lock.release();
  }
}

/** The build, with its folder's lock held: from the inputs' digest to the swap (or nothing, when nothing changed). */
async function buildLocked(target: BuildContext, options: { incremental: boolean }): Promise<BuildResult> {
  const started = performance.now();
  const digests = await inputsDigests(target);
  const digest = digests.all;
  // Nothing to render from (no sync yet, or a manifest that is not a sync's): said before any folder is touched.
  if (!digests.manifest) throw await noDataError(target.data);
  if (await isBuilt(target.out, digest)) {
    target.progress.stageDone('nothing changed since the last build', (performance.now() - started) / 1000);
    const seconds = (performance.now() - started) / 1000;
    return { built: false, pages: 0, liveSeconds: seconds, seconds, peakRssMb: 0, concurrent: 0 };
  }
  // Written beside the last good site, swapped in once complete: a failed or killed build leaves it served.
  await recoverOutput(target.out);
  const staging = stagingFolder(target.out);
  await rm(staging, { recursive: true, force: true });
  const context: BuildContext = { ...target, out: staging };
  // Read again after recoverOutput, which may have put the last good site back in its place.
  const previous = await lastBuild(target.out);
  const shares = context.processes ?? prerenderShares(digests.manifest);
  // The render processes load their code (a few tenths of a second) while this process readies the
  // new site's folder: from the last build's bundles when they are this code's, which this build
  // reuses. Otherwise they are stopped, and the render starts new ones from the bundles it has.
  const ahead =
    previous?.code === digests.code && (await exists(renderProcessOf(target.out)))
      ? startRenderProcesses(context, shares, target.out)
      : undefined;
  try {
    return await buildInStaging({ target, context, started, digests, previous, shares, ahead }, options);
  } finally {
    for (const renderProcess of ahead ?? []) renderProcess.stop();
  }
}

/** What a build knows once it has a staging folder to write its site in. */
interface BuildStart {
  /** The build as asked for. */
  target: BuildContext;
  /** The same, into its staging folder. */
  context: BuildContext;
  /** performance.now() at its start. */
  started: number;
  digests: InputsDigests;
  /** The last good build's record. */
  previous: BuildRecord | undefined;
  /** How many processes render the pages. */
  shares: number;
  /** The render processes started ahead from the last build's bundles, one per share. */
  ahead: SiteProcess[] | undefined;
}

/** The build from its staging folder on: its stages, then the swap that puts the new site in place. */
async function buildInStaging(start: BuildStart, options: { incremental: boolean }): Promise<BuildResult> {
  const { target, context, started, digests, previous, shares, ahead } = start;
  const staging = context.out;
  const digest = digests.all;
  const client = join(context.out, 'client');
  const stage = async <T>(name: string, run: () => Promise<T>, detail?: (result: T) => string): Promise<T> => {
    context.progress.stage(name);
    const at = performance.now();
    const result = await run();
    context.progress.stageDone(name, (performance.now() - at) / 1000, detail?.(result));
    return result;
  };
  context.validatedData = await stage(
    'data',
    () => validatedData(digests.manifest, digests.dataFiles),
    (files) => `${files.length} of ${Object.keys(digests.dataFiles).length} generated files read as the sync checked them`,
  );
  // With the shared inputs of the last good build, each page depends on its own data only: the
  // pages whose digest did not change keep their file (linked: the last build's stays as it is).
  const lastFiles = await readFileRecords(target.out);
  const last = lastFiles && { site: join(target.out, 'client'), files: lastFiles };
  const lastDigests =
    options.incremental && last && previous?.shared === digests.shared
      ? await readRecord<PageDigests>(target.out, PAGE_DIGESTS)
      : undefined;
  const lastPages = last && lastDigests ? { ...last, digests: lastDigests } : undefined;
  const incremental = lastPages !== undefined;
  // An incremental build starts from the site before the last when it can (site/build/spare-site.ts).
  const spare = lastPages ? await takeSpare(target.out, staging, digests.shared) : undefined;
  // The spare's card fragments that the last build has too stay in place; the render processes link or make the others.
  const keptFragments =
    spare && lastPages
      ? await keepSpareFragments(client, spare.fragments, await readRecord<FragmentPaths>(target.out, FRAGMENTS), lastPages.files)
      : {};
  let bundlerRssMb = 0;
  const bundlesFrom = await stage(
    'bundles',
    async () => {
      if (previous?.code === digests.code && (await reuseBundles(target.out, context))) return 'last build';
      if (context.bundleCache && (await reuseBundles(join(context.bundleCache, digests.code), context))) return 'cache';
      await runSiteTask(context, { kind: 'bundles' }, { onMessage: (m) => (bundlerRssMb = m.peakRssMb ?? bundlerRssMb) });
      if (context.bundleCache) await cacheBundles(context.out, context.bundleCache, digests.code);
      return 'made';
    },
    (from) =>
      from === 'last build'
        ? 'the code is unchanged: those of the last build'
        : from === 'cache'
          ? "this code's, from the bundle cache"
          : 'client scripts and pages',
  );
  // Those started ahead run the last build's bundles: this build's only when it reused them.
  const renderProcesses = bundlesFrom === 'last build' ? ahead : undefined;
  if (!renderProcesses) for (const renderProcess of ahead ?? []) renderProcess.stop();
  if (spare && bundlesFrom !== 'last build') {
    // The last build's bundles were missing: reuseBundles emptied the folder it could not fill, the
    // spare's pages with it. This build starts again, from an empty folder (the spare is gone).
    await rm(staging, { recursive: true, force: true });
    await rm(spare.aside, { recursive: true, force: true });
    return buildLocked(target, options);
  }
  // The photos and scripts are put in place while the pages render (the render processes also write
  // the files the site's modules make from the data: search indexes, SEO files, redirects, the lists').
  const siteFiles = stage(
    'photos and scripts',
    async () => {
      const photos = await linkTree(context.media, join(client, 'media'), (name) => !name.endsWith('.json'));
      await copyClientScripts(context);
      return photos;
    },
    (photos) => `${photos} photo files linked`,
  );
  // Its failure is told by the await below; handled here, it does not end the process meanwhile.
  siteFiles.catch(() => {});
  // An incremental build links the last build's pages while the pages render (site/build/keep-pages.ts);
  // from the spare, the few the last build changed, before: a page rendered is not replaced by the last one's.
  const linking = lastPages && (spare ? bringSpareToLast(client, spare.digests, lastPages) : linkLastPages(client, lastPages));
  linking?.catch(() => {});
  if (spare) await linking;
  const rendered = await stage(
    'prerender',
    () =>
      prerender(
        context,
        shares,
        {
          shared: digests.shared,
          texts: digests.texts,
          ...(incremental ? { last: target.out, keptFragments: Object.keys(keptFragments) } : {}),
        },
        renderProcesses,
      ),
    (r) =>
      `${r.pages} pages${incremental ? ` rendered, ${Object.keys(r.digests).length - r.pages} unchanged` : ''}, in ${shares} process${shares > 1 ? 'es' : ''}${renderProcesses ? ', started ahead' : ''}`,
  );
  await siteFiles;
  const kept =
    linking && lastPages
      ? await stage(
          'unchanged pages',
          async () => settlePages(client, lastPages, await linking, rendered.digests, rendered.files),
          (pages) =>
            !pages
              ? 'the last site lacks one of them: every page is rendered'
              : spare
                ? `${Object.keys(pages).length} kept from the last build, in the folders of the site before it`
                : `${Object.keys(pages).length} linked from the last build`,
        )
      : {};
  if (!kept) {
    // The last site lacks a page it says it has (changed by hand?): this build starts again, whole.
    await rm(staging, { recursive: true, force: true });
    return buildLocked(target, { incremental: false });
  }
  await removeUnnamedFragments(client, keptFragments, rendered.fragments);
  await writeFile(join(staging, PAGE_DIGESTS), JSON.stringify(rendered.digests));
  await writeFile(join(staging, FRAGMENTS), JSON.stringify(rendered.fragments));
  // The pages' inline scripts were hashed as they were rendered (or kept; the server compresses them), and
  // the site's other files that the render processes made were written or linked with their compressed
  // copy: one read of every other new file does the same for it.
  const { pagesApart, files: textFiles } = await stage(
    'precompress and content security policy',
    async () => {
      const known = { ...rendered.siteFileRecords, ...rendered.files, ...kept };
      const pageFolders = pageFoldersOf(rendered.digests);
      const files = await precompress(client, policyHashesOf, last, known, pageFolders);
      await writeFileRecords(staging, files.files, rendered.siteFileRecords);
      const hashes = new Set<string>();
      for (const file of Object.values(files.files)) for (const hash of file.scripts) hashes.add(hash);
      await writeCspSources(client, hashes, outsideOrigins(context.config));
      const policy = join(client, CSP_FILE);
      return {
        ...files,
        compressed: files.compressed + Number(await compressFile(policy, await readFile(policy))),
        pagesApart: holdsPagesApart(Object.keys(files.files), rendered.digests, pageFolders),
      };
    },
    (files) => `${files.compressed} other files compressed, ${files.reused} unchanged since the last build`,
  );
  const record: BuildRecord = {
    digest,
    shared: digests.shared,
    code: digests.code,
    pages: Object.keys(rendered.digests).length,
    pagesApart,
  };
  await writeFile(join(staging, BUILD_RECORD), `${JSON.stringify(record)}\n`);
  await swapIn(staging, target.out, { removePrevious: false });
  const liveSeconds = (performance.now() - started) / 1000;
  // The new site is served from here on; the old one is the next build's spare (site/build/spare-site.ts),
  // unless it was built from other shared inputs: then the spare is made of the new site's pages.
  await stage(
    'last site kept for the next build',
    async () => {
      if (spare) await rm(spare.aside, { recursive: true, force: true });
      if (incremental || !pagesApart) return keepPrevious(target.out, spareFolder(target.out));
      await removePrevious(target.out);
      const site = { site: join(target.out, 'client'), files: textFiles, digests: rendered.digests };
      return spareOfSite(target.out, site, record);
    },
    (made) =>
      made === undefined
        ? ''
        : made
          ? "the new site's pages, linked: no last site of the same inputs"
          : 'none: a page could not be linked',
  );
  if (context.compileCache) await boundCompileCache(context.compileCache);
  return {
    built: true,
    pages: rendered.pages,
    liveSeconds,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: Math.max(rendered.peakRssMb, bundlerRssMb),
    concurrent: shares,
  };
}
