import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { type AllowedHost, parseAllowedHosts } from '../pipeline/feed/address-guard.js';
import { PHOTO_BUDGET_SECONDS } from '../pipeline/images/stage.js';
import { runSync, type SyncSummary } from '../pipeline/sync.js';
import { failedRun, isLockedOut, successfulRun } from '../pipeline/sync-state/run-of.js';
import { AGENCY_TIME_ZONE, type SiteConfig, type SourceConfig, siteImagesOf } from '../schema/index.js';
import { createSource } from '../sources/index.js';
import { adGapLines, adGapsHeading } from './ad-gaps.js';
import { buildCommand } from './build.js';
import { contentImagesIn } from './content-images.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';
import { SAMPLE_SNAPSHOT } from './paths.js';
import { createProgressPrinter } from './progress.js';
import { loadSiteConfig } from './site-config.js';
import { readSyncAlarmEnv, recordSyncRun, type SyncAlarmEnv } from './sync-alarm.js';
import { fitHeapToSync } from './sync-heap.js';

/** The flags of `vitrine sync`, as commander hands them over (strings), checked and converted. */
export const syncFlagsSchema = z.object({
  source: z.enum(['sample', 'omnicasa', 'kyero']).optional(),
  /** Omnicasa's service base URL, or a Kyero feed's URL or file. */
  url: z.string().min(1).optional(),
  snapshot: z.string().optional(),
  snapshotRoot: z.string().optional(),
  allowHosts: z.string().optional(),
  out: z.string().default('data/generated'),
  media: z.string().default('data/media'),
  cache: z.string().default('data/cache'),
  images: z.boolean().default(true),
  photoConcurrency: z.coerce.number().int().min(1).max(32).optional(),
  /** Seconds the photos of a run may take; those left keep their variants until the next run. 0: no bound. */
  photoBudget: z.coerce.number().int().min(0).default(PHOTO_BUDGET_SECONDS),
  config: z.string().default('data/site/site.json'),
  /** Read every source in full, whatever it kept of its last read. */
  full: z.boolean().default(false),
  json: z.boolean().default(false),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  concurrency: z.coerce.number().int().min(1).max(32).default(4),
  timeout: z.coerce.number().int().min(100).default(30_000),
  retries: z.coerce.number().int().min(0).max(10).default(4),
  /** Build the site from the published data afterwards (cron runs one command). */
  build: z.boolean().optional(),
  /** The build's folder with --build (its default: the package's dist/). */
  buildOut: z.string().optional(),
});
export type SyncFlags = z.input<typeof syncFlagsSchema>;

/** The sources of this run: --source names one; without it, the configuration's list, else Omnicasa when a URL is set, else the demo. */
function sourceConfigsOf(flags: z.infer<typeof syncFlagsSchema>, config: SiteConfig, env: NodeJS.ProcessEnv): SourceConfig[] {
  const url = flags.url ?? (flags.source === 'kyero' ? undefined : env.VITRINE_OMNICASA_URL);
  // Without --source, a configured back office is the source: a cron job must never publish the demo.
  const source = flags.source ?? (config.sources ? undefined : url ? 'omnicasa' : 'sample');
  if (source === undefined) return config.sources ?? [];
  if (source === 'sample') return [{ name: 'sample', kind: 'sample', snapshot: resolve(flags.snapshot ?? SAMPLE_SNAPSHOT) }];
  if (source === 'kyero') {
    if (!url) throw new UsageError('--source kyero needs --url <feed URL or file>');
    return [{ name: 'kyero', kind: 'kyero', url: /^https?:\/\//i.test(url) ? url : resolve(url), idOffset: 0 }];
  }
  if (!url) throw new UsageError('--source omnicasa needs --url <base URL> or VITRINE_OMNICASA_URL');
  if (!z.url({ protocol: /^https?$/ }).safeParse(url).success)
    throw new UsageError(`--source omnicasa needs an http(s) base URL (got ${JSON.stringify(url.slice(0, 80))})`);
  return [{ name: 'omnicasa', kind: 'omnicasa', url }];
}

function sourcesOf(
  flags: z.infer<typeof syncFlagsSchema>,
  config: SiteConfig,
  env: NodeJS.ProcessEnv,
  allowedHosts: readonly AllowedHost[],
) {
  const user = env.VITRINE_OMNICASA_USER;
  const password = env.VITRINE_OMNICASA_PASSWORD;
  const setting = {
    sampleSnapshot: SAMPLE_SNAPSHOT,
    configDir: dirname(resolve(flags.config)),
    omnicasaCredentials: user && password ? { user, password } : undefined,
    http: {
      timeoutMs: flags.timeout,
      retries: flags.retries,
      retryDelayMs: Number(env.VITRINE_RETRY_DELAY_MS) || undefined,
      allowedHosts,
    },
    pageSize: flags.pageSize,
    concurrency: flags.concurrency,
  };
  return sourceConfigsOf(flags, config, env).map((entry) => createSource(entry, setting));
}

/** Hosts photos may come from although they resolve to internal addresses: --allow-hosts, else VITRINE_ALLOW_HOSTS. */
function allowedHostsOf(flags: z.infer<typeof syncFlagsSchema>, env: NodeJS.ProcessEnv) {
  const [list, from] =
    flags.allowHosts !== undefined ? [flags.allowHosts, '--allow-hosts'] : [env.VITRINE_ALLOW_HOSTS ?? '', 'VITRINE_ALLOW_HOSTS'];
  const entries = list.split(',').filter((entry) => entry.trim() !== '');
  try {
    return parseAllowedHosts(entries);
  } catch (error) {
    throw new UsageError(`${from}: ${(error as Error).message}; give host names or host:port, separated by commas`);
  }
}

function exitCodeOf(summary: SyncSummary): number {
  const warned =
    summary.quarantined > 0 ||
    (summary.photos?.failed ?? 0) > 0 ||
    summary.photosHeldBack.length > 0 ||
    summary.keptSources.length > 0;
  return warned ? EXIT.warnings : EXIT.ok;
}

function printSummary(s: SyncSummary): void {
  const what = s.outcome === 'unchanged' ? 'Up to date, nothing rewritten:' : 'Published';
  const lines = [
    `${what} ${s.properties} properties and ${s.projects} projects in ${s.languages.join(', ')} to ${s.out}`,
    `  ${s.totals.forSale} for sale, ${s.totals.forRent} for rent · ${s.requests} requests · ${(s.durationMs / 1000).toFixed(1)} s`,
  ];
  for (const reading of s.readings)
    if (reading.kind === 'changes') lines.push(`  ${reading.name}: only what changed was read: ${reading.detail}`);
    else if (reading.detail) lines.push(`  ${reading.name}: read in full: ${reading.detail}`);
  if (s.photos) {
    const { photos, encoded, reused, failed, heldBack } = s.photos;
    const held = heldBack > 0 ? `, ${heldBack} held back` : '';
    lines.push(`  ${photos} photos: ${encoded} encoded, ${reused} unchanged, ${failed} failed${held}`);
  }
  for (const held of s.photosHeldBack)
    lines.push(
      held.host
        ? `  ${held.photos} photos on ${held.host} held back, tried again next run: ${held.reason}`
        : `  ${held.photos} photos held back, tried again next run: ${held.reason} (--photo-budget)`,
    );
  if (s.problems.length > 0) {
    const failedPhotos = s.photos?.failed ? `, ${s.photos.failed} photos failed` : '';
    lines.push(
      `  ${s.quarantined} properties quarantined, ${s.cleaned} cleaned${failedPhotos} (details in ${s.out}/quarantine.json):`,
    );
    for (const p of s.problems.slice(0, 20)) {
      lines.push(`    ${p.action} ${p.kind} ${p.id ?? '?'} (${p.language}) ${p.field}: ${p.reason}`);
    }
    if (s.problems.length > 20) lines.push(`    … and ${s.problems.length - 20} more`);
  }
  for (const kept of s.keptSources)
    lines.push(`  source ${kept.name} failed, its last published listings were kept: ${kept.error}`);
  for (const warning of s.warnings) lines.push(`  warning: ${warning}`);
  if (s.adGaps.length > 0) lines.push(adGapsHeading(s.adGaps), ...adGapLines(s.adGaps));
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function syncCommand(rawFlags: SyncFlags, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const json = rawFlags.json === true;
  /** Set once the run begins: its outcome is recorded from then on (a usage mistake is no run, and touches nothing). */
  let attempt: { out: string; started: Date; alarm: SyncAlarmEnv } | undefined;
  const record = async (run: Parameters<typeof recordSyncRun>[1]) => {
    const lines = attempt ? await recordSyncRun(attempt.out, run, attempt.alarm) : [];
    attempt = undefined;
    for (const line of lines) process.stderr.write(`${line}\n`);
  };
  try {
    const flags = syncFlagsSchema.parse(rawFlags);
    const config = await loadSiteConfig(resolve(flags.config));
    const allowedHosts = allowedHostsOf(flags, env);
    const sources = sourcesOf(flags, config, env, allowedHosts);
    const progress = json ? undefined : createProgressPrinter(process.stderr);
    const alarm = readSyncAlarmEnv(env);
    attempt = { out: resolve(flags.out), started: new Date(), alarm };
    fitHeapToSync();
    const summary = await runSync({
      sources,
      out: resolve(flags.out),
      languages: config.languages.enabled,
      newForDays: config.listings?.newForDays,
      memory: { full: flags.full, fullReadAt: config.sync.fullReadAt, timeZone: AGENCY_TIME_ZONE },
      images: flags.images && {
        mediaDir: resolve(flags.media),
        logo: config.agency.logo && resolve(dirname(resolve(flags.config)), config.agency.logo),
        site: {
          configDir: dirname(resolve(flags.config)),
          paths: async () => [...siteImagesOf(config), ...(await contentImagesIn(dirname(resolve(flags.config))))],
        },
        cacheDir: resolve(flags.cache),
        concurrency: flags.photoConcurrency,
        photoTimeoutMs: flags.timeout,
        photoBudgetMs: flags.photoBudget * 1000 || undefined,
        retries: Math.min(flags.retries, 2),
        retryDelayMs: Number(env.VITRINE_RETRY_DELAY_MS) || undefined,
        allowedHosts,
        // Without --snapshot-root: the folder that holds the snapshot folder (data/sample for the sample).
        localRoot: flags.snapshotRoot === undefined ? undefined : resolve(flags.snapshotRoot),
      },
      onProgress: progress,
    });
    if (json) process.stdout.write(`${JSON.stringify({ ok: true, command: 'sync', ...summary })}\n`);
    else printSummary(summary);
    // Beside the output, whatever the build does next; the staff hears of a recovery (pipeline/sync-state/).
    await record(successfulRun(attempt.started, summary));
    const synced = exitCodeOf(summary);
    // The published data, built at once; a build with nothing changed writes nothing (site/build/).
    const built = flags.build
      ? await buildCommand(
          { data: flags.out, media: flags.media, config: flags.config, out: flags.buildOut },
          json ? process.stderr : process.stdout,
        )
      : EXIT.ok;
    // Issue 17: the instant alerts of what was published (after its build: the e-mails link to its
    // pages), when the environment names the server's store (VITRINE_DB, as for `vitrine serve`).
    if (summary.outcome === 'published' && built === EXIT.ok && env.VITRINE_DB) {
      const alerts = await (await import('./alerts.js')).instantAlertsAfterSync(flags, config, env);
      if (alerts) (json || alerts.error ? process.stderr : process.stdout).write(`${alerts.summary}\n`);
    }
    return built === EXIT.ok ? synced : built;
  } catch (error) {
    const code = handleError('sync', error, json);
    // A failed run is recorded, and after so many the staff hears of it once; a sync refused because another runs is none.
    if (attempt && !isLockedOut(error)) await record(failedRun(attempt.started, error));
    return code;
  }
}
