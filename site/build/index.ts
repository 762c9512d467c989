import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import PQueue from 'p-queue';
import { recoverOutput, stagingFolder, swapIn } from '../../pipeline/write/publish.js';
import { CSP_FILE, inlineScriptHashes, isPageFile, writeCspSources } from '../../server/csp.js';
import { BUILD_RECORD, type BuildRecord, isBuilt, lastBuild } from './build-record.js';
import { reuseBundles } from './bundles.js';
import { copyClientScripts } from './client-scripts.js';
import type { BuildContext } from './context.js';
import { inputsDigests } from './inputs-digest.js';
import { linkTree } from './link-tree.js';
import { outsideOrigins } from './outside-origins.js';
import { isKeepable, PAGE_DIGESTS, pageFileOf } from './page-digests.js';
import { parentFolders } from './parent-folders.js';
import {
  COMPRESSED_FILES,
  compressFile,
  type LastBuildFiles,
  linkCompressed,
  precompress,
  type TextFiles,
} from './precompress.js';
import { prerender, prerenderShares } from './prerender.js';
import { runSiteTask } from './run-site-task.js';

export type { BuildContext, BuildProgress } from './context.js';

export interface BuildResult {
  /** False when the inputs were those of the site already built: nothing was written. */
  built: boolean;
  pages: number;
  seconds: number;
  /** The largest memory one of its processes took (the bundler or a render process), and how many rendered at once. */
  peakRssMb: number;
  concurrent: number;
}

/**
 * The site build (DESIGN.md, Site): the generated data and the agency's configuration in, the static
 * site out in <out>/client. Each stage is a function of the context; the progress hears of each.
 */
export async function buildSite(target: BuildContext, options = { incremental: true }): Promise<BuildResult> {
  const started = performance.now();
  const digests = await inputsDigests(target);
  const digest = digests.all;
  if (await isBuilt(target.out, digest)) {
    target.progress.stageDone('nothing changed since the last build', (performance.now() - started) / 1000);
    return { built: false, pages: 0, seconds: (performance.now() - started) / 1000, peakRssMb: 0, concurrent: 0 };
  }
  // Written beside the last good site, swapped in once complete: a failed or killed build leaves it served.
  await recoverOutput(target.out);
  const staging = stagingFolder(target.out);
  await rm(staging, { recursive: true, force: true });
  const context: BuildContext = { ...target, out: staging };
  const client = join(context.out, 'client');
  const stage = async <T>(name: string, run: () => Promise<T>, detail?: (result: T) => string): Promise<T> => {
    context.progress.stage(name);
    const at = performance.now();
    const result = await run();
    context.progress.stageDone(name, (performance.now() - at) / 1000, detail?.(result));
    return result;
  };
  // Read again after recoverOutput, which may have put the last good site back in its place.
  const previous = await lastBuild(target.out);
  let bundlerRssMb = 0;
  await stage(
    'bundles',
    async () => {
      const reused = previous?.code === digests.code && (await reuseBundles(target.out, context));
      if (!reused)
        await runSiteTask(context, { kind: 'bundles' }, { onMessage: (m) => (bundlerRssMb = m.peakRssMb ?? bundlerRssMb) });
      return reused;
    },
    (reused) => (reused ? 'the code is unchanged: those of the last build' : 'client scripts and pages'),
  );
  // With the shared inputs of the last good build, each page depends on its own data only: the
  // pages whose digest did not change keep their file (linked: the last build's stays as it is).
  const lastPages = join(target.out, PAGE_DIGESTS);
  const incremental =
    options.incremental &&
    previous?.shared === digests.shared &&
    (await stat(lastPages).then(
      () => true,
      () => false,
    ));
  const shares = await prerenderShares(context.data);
  // The photos and scripts are put in place while the pages render (the first render process also
  // writes the files the site's modules make from the data: search indexes, SEO files, redirects).
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
  const rendered = await stage(
    'prerender',
    () => prerender(context, shares, incremental ? lastPages : undefined),
    (r) =>
      `${r.pages} pages${incremental ? ` rendered, ${Object.keys(r.digests).length - r.pages} unchanged` : ''}, in ${shares} process${shares > 1 ? 'es' : ''}`,
  );
  await siteFiles;
  const last = await readFile(join(target.out, COMPRESSED_FILES), 'utf8').then(
    (text) => ({ site: join(target.out, 'client'), files: JSON.parse(text) as TextFiles }),
    () => undefined,
  );
  const kept = incremental
    ? await stage(
        'unchanged pages',
        () => keepUnchangedPages(client, rendered.digests, rendered.files, last),
        (pages) =>
          pages
            ? `${Object.keys(pages).length} linked from the last build`
            : 'the last site lacks one of them: every page is rendered',
      )
    : {};
  if (!kept) {
    // The last site lacks a page it says it has (changed by hand?): this build starts again, whole.
    await rm(staging, { recursive: true, force: true });
    return buildSite(target, { incremental: false });
  }
  await writeFile(join(staging, PAGE_DIGESTS), JSON.stringify(rendered.digests));
  // The pages were compressed and their inline scripts hashed as they were rendered (or kept): one
  // read of every other new file does the same for it.
  await stage(
    'precompress and content security policy',
    async () => {
      const files = await precompress(
        client,
        (path, content) => (isPageFile(path) ? inlineScriptHashes(content.toString('utf8')) : []),
        last,
        { ...rendered.files, ...kept },
      );
      await writeFile(join(staging, COMPRESSED_FILES), JSON.stringify(files.files));
      const hashes = Object.values(files.files).flatMap((file) => file.scripts);
      await writeCspSources(client, hashes, outsideOrigins(context.config));
      const policy = join(client, CSP_FILE);
      return { ...files, compressed: files.compressed + Number(await compressFile(policy, await readFile(policy))) };
    },
    (files) => `${files.compressed} other files compressed, ${files.reused} unchanged since the last build`,
  );
  const record: BuildRecord = {
    digest,
    shared: digests.shared,
    code: digests.code,
    pages: Object.keys(rendered.digests).length,
  };
  await writeFile(join(staging, BUILD_RECORD), `${JSON.stringify(record)}\n`);
  await swapIn(staging, target.out);
  return {
    built: true,
    pages: rendered.pages,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: Math.max(rendered.peakRssMb, bundlerRssMb),
    concurrent: shares,
  };
}

/** Links made at once: each waits on the disk's metadata, which takes several in parallel. */
const LINKS_AT_ONCE = 16;

/**
 * Links the last build's file of every page the render kept (its digest unchanged; not one it has
 * `renderedNow`) into the new site, with its compressed copies, and returns their records; undefined
 * when the last site lacks one.
 */
async function keepUnchangedPages(
  site: string,
  digests: Record<string, string>,
  renderedNow: TextFiles,
  last: LastBuildFiles | undefined,
): Promise<TextFiles | undefined> {
  if (!last) return undefined;
  const kept: TextFiles = {};
  const folderOf = parentFolders();
  const linking = new PQueue({ concurrency: LINKS_AT_ONCE });
  let complete = true;
  const keep = async (path: string) => {
    const record = last.files[path];
    const target = join(site, path);
    await folderOf(target);
    const linked =
      record !== undefined &&
      (await link(join(last.site, path), target).then(
        () => true,
        () => false,
      )) &&
      (!record.compressed || (await linkCompressed(join(last.site, path), target)));
    if (linked) kept[path] = record;
    else {
      // The last site lacks one: the build starts again, whole; the other links are not needed.
      complete = false;
      linking.clear();
    }
  };
  const paths = Object.keys(digests)
    .filter(isKeepable)
    .map(pageFileOf)
    .filter((path) => !renderedNow[path]);
  await linking.addAll(paths.map((path) => () => keep(path)));
  return complete ? kept : undefined;
}
