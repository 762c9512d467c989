import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { buildSite } from '../site/build/index.js';
import { logProgress, terminalProgress } from '../site/build/progress.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';
import { PACKAGE_ROOT } from './paths.js';
import { loadSiteConfig } from './site-config.js';

export const buildFlagsSchema = z.object({
  data: z.string().default('data/generated'),
  media: z.string().default('data/media'),
  config: z.string().default('data/site/site.json'),
  /** The build's folder: the site in <out>/client. Another folder lets a test build beside dist/. */
  out: z.string().default(join(PACKAGE_ROOT, 'dist')),
  /** How many processes render the pages (default: by the site's size, one per core at most). */
  processes: z.coerce.number().int().min(1).max(64).optional(),
  /** Seconds to wait for another build of the same folder to end (0: refused at once, as cron wants). */
  waitForLock: z.coerce.number().int().min(0).max(3600).default(0),
});

/** What the last build measured (bench/build). */
export const buildStats = { prerenderPeakRssMb: 0, concurrent: 1, pagesRendered: 0, liveSeconds: 0 };

/** `vitrine build`: the site build (site/build/) from the flags, its progress on `out` (stdout; stderr under `sync --json`). */
export async function buildCommand(
  rawFlags: z.input<typeof buildFlagsSchema>,
  report: NodeJS.WriteStream = process.stdout,
): Promise<number> {
  try {
    const flags = buildFlagsSchema.parse(rawFlags);
    const configFile = resolve(flags.config);
    const config = await loadSiteConfig(configFile);
    await checkContent(dirname(configFile), config.languages.enabled);
    const out = resolve(flags.out);
    checkOutFolder(out);
    const result = await buildSite(
      {
        data: resolve(flags.data),
        media: resolve(flags.media),
        configDir: dirname(configFile),
        config,
        out,
        root: PACKAGE_ROOT,
        // Where tools keep their caches (Vite's own is node_modules/.vite): one per installation.
        bundleCache: join(PACKAGE_ROOT, 'node_modules', '.cache', 'vitrine', 'bundles'),
        compileCache: join(PACKAGE_ROOT, 'node_modules', '.cache', 'vitrine', 'compiled'),
        progress: report.isTTY ? terminalProgress(report) : logProgress(report),
        ...(flags.processes ? { processes: flags.processes } : {}),
      },
      { incremental: true, waitForLockMs: flags.waitForLock * 1000 },
    );
    buildStats.prerenderPeakRssMb = result.peakRssMb;
    buildStats.concurrent = result.concurrent;
    buildStats.pagesRendered = result.pages;
    buildStats.liveSeconds = result.liveSeconds;
    report.write(
      result.built
        ? `Built the site into ${join(out, 'client')} in ${result.seconds.toFixed(1)} s (served from ${result.liveSeconds.toFixed(1)} s on)\n`
        : `The site in ${join(out, 'client')} is up to date: nothing written (${result.seconds.toFixed(1)} s)\n`,
    );
    return EXIT.ok;
  } catch (error) {
    return handleError('build', error, false);
  }
}

/**
 * The render processes run from bundles written beside `out` (<out>.staging-<pid>/render), which
 * import vike, react and zod as Node finds them: in a node_modules folder above. Outside the package
 * folder there is none, and each process would stop on "Cannot find package".
 */
function checkOutFolder(out: string): void {
  for (let folder = dirname(out); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'node_modules', 'vike', 'package.json'))) return;
    if (dirname(folder) === folder) break;
  }
  throw new UsageError(
    `--out ${out}: the build's render processes load vike, react and zod from a node_modules folder above it, and there is none. ` +
      `Build into a folder inside ${PACKAGE_ROOT} (the default is ${join(PACKAGE_ROOT, 'dist')}), or link ${join(PACKAGE_ROOT, 'node_modules')} into a folder above it.`,
  );
}

/** The configured pages' content, checked before the build so a mistake reads as one line per problem. */
async function checkContent(configDir: string, languages: readonly string[]): Promise<void> {
  const { ContentError, loadContentFrom } = await import('../site/content/load.js');
  try {
    loadContentFrom(configDir, languages as Parameters<typeof loadContentFrom>[1]);
  } catch (error) {
    throw error instanceof ContentError ? new UsageError(error.message) : error;
  }
}
