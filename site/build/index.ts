import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { recoverOutput, stagingFolder, swapIn } from '../../pipeline/write/publish.js';
import { CSP_FILE, inlineScriptHashes, isPageFile, writeCspSources } from '../../server/csp.js';
import { BUILD_RECORD, type BuildRecord, isBuilt } from './build-record.js';
import { bundleClientScripts, copyClientScripts } from './client-scripts.js';
import type { BuildContext } from './context.js';
import { inputsDigest } from './inputs-digest.js';
import { outsideOrigins } from './outside-origins.js';
import { compressFile, precompress } from './precompress.js';
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
export async function buildSite(target: BuildContext): Promise<BuildResult> {
  const started = performance.now();
  const digest = await inputsDigest(target);
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
  const shares = await prerenderShares(context.data);
  const rendered = await stage(
    'prerender',
    () => prerender(context, shares),
    (r) => `${r.pages} pages, ${shares} share${shares > 1 ? 's' : ''}, ${r.concurrent} at a time`,
  );
  await stage('media', async () => {
    await rm(join(client, 'media'), { recursive: true, force: true });
    await cp(context.media, join(client, 'media'), { recursive: true, filter: (source) => !source.endsWith('.json') }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  });
  await stage('site files', async () => {
    await copyClientScripts(context);
    await runSiteTask(context, { kind: 'site-files' });
  });
  // One read of every file: compressed, and the pages' inline scripts hashed for the policy.
  await stage(
    'precompress and content security policy',
    async () => {
      const hashes = new Set<string>();
      const files = await precompress(
        client,
        (file, content) => {
          if (isPageFile(relative(client, file)))
            for (const hash of inlineScriptHashes(content.toString('utf8'))) hashes.add(hash);
        },
        join(target.out, 'client'),
      );
      await writeCspSources(client, hashes, outsideOrigins(context.config));
      const policy = join(client, CSP_FILE);
      return { ...files, compressed: files.compressed + Number(await compressFile(policy, await readFile(policy))) };
    },
    (files) => `${files.compressed} files compressed, ${files.reused} unchanged since the last build`,
  );
  await writeFile(join(staging, BUILD_RECORD), `${JSON.stringify({ digest, pages: rendered.pages } satisfies BuildRecord)}\n`);
  await swapIn(staging, target.out);
  return {
    built: true,
    pages: rendered.pages,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: rendered.peakRssMb,
    concurrent: rendered.concurrent,
  };
}
