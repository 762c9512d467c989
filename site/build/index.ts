import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { recoverOutput, stagingFolder, swapIn } from '../../pipeline/write/publish.js';
import { CSP_FILE, inlineScriptHashes, isPageFile, writeCspSources } from '../../server/csp.js';
import { BUILD_RECORD, type BuildRecord, isBuilt, lastBuild } from './build-record.js';
import { bundleClientScripts, copyClientScripts } from './client-scripts.js';
import type { BuildContext } from './context.js';
import { inputsDigests } from './inputs-digest.js';
import { linkTree } from './link-tree.js';
import { outsideOrigins } from './outside-origins.js';
import { isKeepable, PAGE_DIGESTS, pageFileOf } from './page-digests.js';
import { COMPRESSED_FILES, compressFile, precompress, type TextFiles } from './precompress.js';
import { prerender, prerenderShares } from './prerender.js';
import { runSiteTask } from './run-site-task.js';
import { viteConfigOf } from './vike-options.js';

export type { BuildContext, BuildProgress } from './context.js';

export interface BuildResult {
  /** False when the inputs were those of the site already built: nothing was written. */
  built: boolean;
  pages: number;
  seconds: number;
  /** The largest memory one prerender process took, and how many ran at once. */
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
  await stage('client scripts', () => bundleClientScripts(context));
  await stage('page bundles', async () => {
    const { build } = await import('vike/api');
    await build({ viteConfig: viteConfigOf(context.root, context.out) });
  });
  // With the shared inputs of the last good build, each page depends on its own data only: the
  // pages whose digest did not change keep their file (linked: the last build's stays as it is).
  // Read again after recoverOutput, which may have put the last good site back in its place.
  const previous = await lastBuild(target.out);
  const lastPages = join(target.out, PAGE_DIGESTS);
  const incremental =
    options.incremental &&
    previous?.shared === digests.shared &&
    (await stat(lastPages).then(
      () => true,
      () => false,
    ));
  // Few pages to render: one process per core is enough, and each start costs seconds.
  const shares = incremental
    ? Math.min(await prerenderShares(context.data), availableParallelism())
    : await prerenderShares(context.data);
  const rendered = await stage(
    'prerender',
    () => prerender(context, shares, incremental ? lastPages : undefined),
    (r) =>
      `${r.pages} pages${incremental ? ` rendered, ${Object.keys(r.digests).length - r.pages} unchanged` : ''}, ${shares} share${shares > 1 ? 's' : ''}, ${r.concurrent} at a time`,
  );
  if (incremental && !(await keepUnchangedPages(join(target.out, 'client'), client, rendered.digests))) {
    // The last site lacks a page it says it has (changed by hand?): this build starts again, whole.
    await rm(staging, { recursive: true, force: true });
    return buildSite(target, { incremental: false });
  }
  await writeFile(join(staging, PAGE_DIGESTS), JSON.stringify(rendered.digests));
  await stage(
    'media',
    () => linkTree(context.media, join(client, 'media'), (name) => !name.endsWith('.json')),
    (files) => `${files} photo files linked`,
  );
  await stage('site files', async () => {
    await copyClientScripts(context);
    await runSiteTask(context, { kind: 'site-files' });
  });
  // One read of every new file: compressed, and the pages' inline scripts hashed for the policy.
  await stage(
    'precompress and content security policy',
    async () => {
      const last = await readFile(join(target.out, COMPRESSED_FILES), 'utf8').then(
        (text) => ({ site: join(target.out, 'client'), files: JSON.parse(text) as TextFiles }),
        () => undefined,
      );
      const files = await precompress(
        client,
        (path, content) => (isPageFile(path) ? inlineScriptHashes(content.toString('utf8')) : []),
        last,
      );
      await writeFile(join(staging, COMPRESSED_FILES), JSON.stringify(files.files));
      const hashes = Object.values(files.files).flatMap((file) => file.scripts);
      await writeCspSources(client, hashes, outsideOrigins(context.config));
      const policy = join(client, CSP_FILE);
      return { ...files, compressed: files.compressed + Number(await compressFile(policy, await readFile(policy))) };
    },
    (files) => `${files.compressed} files compressed, ${files.reused} unchanged since the last build`,
  );
  const record: BuildRecord = { digest, shared: digests.shared, pages: Object.keys(rendered.digests).length };
  await writeFile(join(staging, BUILD_RECORD), `${JSON.stringify(record)}\n`);
  await swapIn(staging, target.out);
  return {
    built: true,
    pages: rendered.pages,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: rendered.peakRssMb,
    concurrent: rendered.concurrent,
  };
}

/**
 * Links the last build's file of every page the prerender kept (its digest unchanged) into the new
 * site; false when the last site lacks one.
 */
async function keepUnchangedPages(lastSite: string, site: string, digests: Record<string, string>): Promise<boolean> {
  for (const url of Object.keys(digests)) {
    if (!isKeepable(url)) continue;
    const target = join(site, pageFileOf(url));
    await mkdir(dirname(target), { recursive: true });
    // A page rendered now is already there; the others come from the last build.
    const kept = await link(join(lastSite, pageFileOf(url)), target).then(
      () => true,
      (error: NodeJS.ErrnoException) => error.code === 'EEXIST',
    );
    if (!kept) return false;
  }
  return true;
}
