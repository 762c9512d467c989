import { resolve } from 'node:path';
import { z } from 'zod';
import { ALERT_FREQUENCIES, type AlertFrequency, type SiteConfig } from '../schema/index.js';
import { type AlertRunOptions, runAlertSend } from '../server/alerts/run-send.js';
import { DEFAULT_BATCH } from '../server/alerts/send.js';
import { EXIT } from './exit-codes.js';
import { handleError } from './handle-error.js';
import { mailFrom, publicOrigin, readServerEnv } from './server-config.js';
import { loadSiteConfig } from './site-config.js';

export const alertsFlagsSchema = z.object({
  data: z.string().default('data/generated'),
  config: z.string().default('data/site/site.json'),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  batch: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BATCH),
  json: z.boolean().default(false),
});

/** The run's settings: the store, SMTP and sender of `vitrine serve` (the same environment), the site's URL and languages. */
function runOptions(
  env: NodeJS.ProcessEnv,
  site: SiteConfig,
  flags: { data: string; config?: string; frequencies?: readonly AlertFrequency[]; batch?: number },
): AlertRunOptions {
  const server = readServerEnv(env);
  // The server's public origin (cli/serve.ts): VITRINE_PUBLIC_URL, else site.json's "url".
  const siteUrl = publicOrigin(
    server,
    site,
    flags.config ?? 'the site configuration',
    "the alert e-mails' links to the site's pages and photos",
  );
  return {
    store: { location: server.VITRINE_DB, busyTimeoutMs: server.VITRINE_DB_BUSY_MS, synchronous: server.VITRINE_DB_SYNC },
    dataDir: resolve(flags.data),
    languages: site.languages.enabled,
    defaultLanguage: site.languages.default,
    siteUrl,
    frequencies: flags.frequencies,
    batch: flags.batch,
    claimMs: server.VITRINE_OUTBOX_LEASE_MINUTES * 60_000,
    mail: server.VITRINE_SMTP_URL
      ? {
          smtpUrl: server.VITRINE_SMTP_URL,
          from: mailFrom(server, site),
          agencyEmail: site.agency.email,
          siteName: site.agency.name,
          siteUrl,
        }
      : undefined,
  };
}

type Result = Awaited<ReturnType<typeof runAlertSend>>;

function describe(result: Result): string {
  const lines = [
    `${result.queued} alert e-mails queued for ${result.alerts} confirmed alerts (${result.events} events${result.through ? ` through ${result.through}` : ''}${result.waiting ? `; ${result.waiting} digests wait for their day` : ''}).`,
  ];
  if (result.delivery)
    lines.push(
      `  ${result.delivery.delivered} e-mails delivered, ${result.delivery.waiting} wait in the outbox (\`vitrine outbox\`).`,
    );
  else if (result.queued > 0) lines.push('  No VITRINE_SMTP_URL: they wait in the outbox for `vitrine serve` to deliver.');
  return lines.join('\n');
}

/** `vitrine alerts send`: the due alerts' e-mails for the published events, queued (and delivered with SMTP). */
export async function alertsCommand(action: string, rawFlags: z.input<typeof alertsFlagsSchema>): Promise<number> {
  const json = rawFlags.json === true;
  try {
    const flags = alertsFlagsSchema.parse(rawFlags);
    z.enum(['send'], { error: 'the action is send' }).parse(action);
    const site = await loadSiteConfig(resolve(flags.config));
    const frequencies = flags.frequency ? [flags.frequency] : undefined;
    const result = await runAlertSend(
      runOptions(process.env, site, { data: flags.data, config: flags.config, frequencies, batch: flags.batch }),
    );
    process.stdout.write(json ? `${JSON.stringify({ ok: true, command: 'alerts', ...result })}\n` : `${describe(result)}\n`);
    return EXIT.ok;
  } catch (error) {
    return handleError('alerts', error, json);
  }
}

/**
 * After a sync that published: the instant alerts, when the environment names the server's store
 * (VITRINE_DB, as for `vitrine serve`); a sync on a machine without one sends nothing. A failure is
 * reported and left for the next run (nothing was handled that was not sent), never the sync's.
 */
export async function instantAlertsAfterSync(
  flags: { out: string },
  site: SiteConfig,
  env: NodeJS.ProcessEnv,
): Promise<{ summary: string; result?: Result; error?: string } | undefined> {
  if (!env.VITRINE_DB) return undefined;
  try {
    const result = await runAlertSend(runOptions(env, site, { data: flags.out, frequencies: ['instant'] }));
    return { summary: describe(result), result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { summary: `vitrine sync: the instant alerts were not sent (${message}); they go at the next run.`, error: message };
  }
}
