import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { parseAllowedHosts } from '../pipeline/feed/address-guard.js';
import { createHttpTransport } from '../pipeline/feed/omnicasa/http-transport.js';
import { createSnapshotTransport } from '../pipeline/feed/omnicasa/snapshot.js';
import { runSync, type SyncSummary } from '../pipeline/sync.js';
import { siteImagesOf } from '../schema/index.js';
import { buildCommand } from './build.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';
import { SAMPLE_SNAPSHOT } from './paths.js';
import { createProgressPrinter } from './progress.js';
import { loadSiteConfig } from './site-config.js';

/** The flags of `vitrine sync`, as commander hands them over (strings), checked and converted. */
export const syncFlagsSchema = z.object({
  source: z.enum(['sample', 'omnicasa']).optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
  snapshot: z.string().optional(),
  snapshotRoot: z.string().optional(),
  allowHosts: z.string().optional(),
  out: z.string().default('data/generated'),
  media: z.string().default('data/media'),
  cache: z.string().default('data/cache'),
  images: z.boolean().default(true),
  photoConcurrency: z.coerce.number().int().min(1).max(32).optional(),
  config: z.string().default('data/site/site.json'),
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

function transportFor(flags: z.infer<typeof syncFlagsSchema>, env: NodeJS.ProcessEnv) {
  const url = flags.url ?? env.VITRINE_OMNICASA_URL;
  // Without --source, a configured back office is the source: a cron job must never publish the demo.
  const source = flags.source ?? (url ? 'omnicasa' : 'sample');
  if (source === 'sample')
    return { kind: 'sample' as const, transport: createSnapshotTransport(resolve(flags.snapshot ?? SAMPLE_SNAPSHOT)) };
  const user = env.VITRINE_OMNICASA_USER;
  const password = env.VITRINE_OMNICASA_PASSWORD;
  if (!url) throw new UsageError('--source omnicasa needs --url <base URL> or VITRINE_OMNICASA_URL');
  if (!user || !password)
    throw new UsageError('--source omnicasa needs VITRINE_OMNICASA_USER and VITRINE_OMNICASA_PASSWORD in the environment');
  const transport = createHttpTransport({
    baseUrl: url,
    credentials: { CustomerName: user, CustomerPassword: password },
    timeoutMs: flags.timeout,
    retries: flags.retries,
    retryDelayMs: Number(env.VITRINE_RETRY_DELAY_MS) || undefined,
  });
  return { kind: 'omnicasa' as const, transport };
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
  return summary.quarantined > 0 || (summary.photos?.failed ?? 0) > 0 ? EXIT.warnings : EXIT.ok;
}

function printSummary(s: SyncSummary): void {
  const what = s.outcome === 'unchanged' ? 'Up to date, nothing rewritten:' : 'Published';
  const lines = [
    `${what} ${s.properties} properties and ${s.projects} projects in ${s.languages.join(', ')} to ${s.out}`,
    `  ${s.totals.forSale} for sale, ${s.totals.forRent} for rent · ${s.requests} requests · ${(s.durationMs / 1000).toFixed(1)} s`,
  ];
  if (s.photos) {
    const { photos, encoded, reused, failed } = s.photos;
    lines.push(`  ${photos} photos: ${encoded} encoded, ${reused} unchanged, ${failed} failed`);
  }
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
  for (const warning of s.warnings) lines.push(`  warning: ${warning}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function syncCommand(rawFlags: SyncFlags, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const json = rawFlags.json === true;
  try {
    const flags = syncFlagsSchema.parse(rawFlags);
    const config = await loadSiteConfig(resolve(flags.config));
    const { kind, transport } = transportFor(flags, env);
    const allowedHosts = allowedHostsOf(flags, env);
    const progress = json ? undefined : createProgressPrinter(process.stderr);
    const summary = await runSync({
      transport,
      sourceKind: kind,
      out: resolve(flags.out),
      languages: config.languages.enabled,
      newForDays: config.listings?.newForDays,
      pageSize: flags.pageSize,
      concurrency: flags.concurrency,
      images: flags.images && {
        mediaDir: resolve(flags.media),
        logo: config.agency.logo && resolve(dirname(resolve(flags.config)), config.agency.logo),
        site: { configDir: dirname(resolve(flags.config)), paths: siteImagesOf(config) },
        cacheDir: resolve(flags.cache),
        concurrency: flags.photoConcurrency,
        photoTimeoutMs: flags.timeout,
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
    return handleError('sync', error, json);
  }
}
