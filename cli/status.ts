import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { builtAt } from '../server/health/site-state.js';
import { statusReport } from '../server/status/report.js';
import { statusScreen } from '../server/status/screen.js';
import type { BuildPart, ConfigPart } from '../server/status/types.js';
import { lastBuild } from '../site/build/build-record.js';
import { EXIT } from './exit-codes.js';
import { handleError } from './handle-error.js';
import { PACKAGE_ROOT } from './paths.js';
import { envSchema, readServerEnv } from './server-config.js';
import { loadSiteConfig } from './site-config.js';

export const statusFlagsSchema = z.object({
  data: z.string().default('data/generated'),
  media: z.string().default('data/media'),
  /** The built site the server serves: `vitrine serve`'s default. */
  site: z.string().default(join(PACKAGE_ROOT, 'dist', 'client')),
  config: z.string().default('data/site/site.json'),
  url: z.url({ protocol: /^https?$/, error: 'an http:// URL such as http://127.0.0.1:3000' }).default('http://127.0.0.1:3000/'),
  timeout: z.coerce.number().int().min(100).max(60_000).default(3000),
  json: z.boolean().default(false),
});

/** The site's build record beside it (site/build/): when it was written, as /readyz and /metrics read it, and its pages. */
async function buildPartOf(site: string): Promise<BuildPart> {
  const record = await lastBuild(dirname(site));
  const written = record ? await builtAt(site) : undefined;
  return { site, builtAt: written?.toISOString() ?? null, pages: record?.pages ?? null };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The configuration as the commands load it; a mistake is a finding here, not the command's failure. */
async function configPartOf(file: string, env: NodeJS.ProcessEnv): Promise<ConfigPart> {
  const site = await loadSiteConfig(file).then(
    () => ({ file, valid: true }),
    (error: unknown) => ({ file, valid: false, error: messageOf(error) }),
  );
  let environment: ConfigPart['environment'] = { valid: true };
  try {
    readServerEnv(env);
  } catch (error) {
    environment = { valid: false, error: messageOf(error) };
  }
  return { site, environment };
}

/** The settings the status needs, each on its own: a mistake in another one leaves them known. */
function settingsOf(env: NodeJS.ProcessEnv) {
  const given = (key: keyof typeof envSchema.shape) => (env[key] === '' ? undefined : env[key]);
  const store = envSchema.shape.VITRINE_DB.safeParse(given('VITRINE_DB'));
  const busy = envSchema.shape.VITRINE_DB_BUSY_MS.safeParse(given('VITRINE_DB_BUSY_MS'));
  const hours = envSchema.shape.VITRINE_SYNC_STALE_HOURS.safeParse(given('VITRINE_SYNC_STALE_HOURS'));
  return {
    store: store.success
      ? { location: store.data, busyTimeoutMs: busy.success ? busy.data : envSchema.shape.VITRINE_DB_BUSY_MS.parse(undefined) }
      : { error: `VITRINE_DB: ${z.prettifyError(store.error)}` },
    staleAfterHours: hours.success ? hours.data : envSchema.shape.VITRINE_SYNC_STALE_HOURS.parse(undefined),
  };
}

/**
 * `vitrine status`: the installation on one screen (or `--json`), for the staff and the operator:
 * exit 0 when nothing needs action, 1 with each problem and what to do.
 */
export async function statusCommand(rawFlags: z.input<typeof statusFlagsSchema>, env = process.env): Promise<number> {
  const json = rawFlags.json === true;
  try {
    const flags = statusFlagsSchema.parse(rawFlags);
    const settings = settingsOf(env);
    const report = await statusReport({
      data: resolve(flags.data),
      media: resolve(flags.media),
      build: await buildPartOf(resolve(flags.site)),
      config: await configPartOf(resolve(flags.config), env),
      store: settings.store,
      url: flags.url,
      timeoutMs: flags.timeout,
      staleAfterHours: settings.staleAfterHours,
      now: new Date(),
    });
    process.stdout.write(json ? `${JSON.stringify({ command: 'status', ...report })}\n` : statusScreen(report));
    return report.ok ? EXIT.ok : EXIT.failed;
  } catch (error) {
    return handleError('status', error, json);
  }
}
