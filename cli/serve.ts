import { dirname, join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { configuredAppointments } from '../server/api/appointments.js';
import { createServer } from '../server/create-server.js';
import { openDatabase } from '../server/db/open-database.js';
import { type StandardOutputLog, standardOutputLog } from '../server/log/standard-output.js';
import { OWNER_POLICY } from '../server/owner/policy.js';
import { type StopOptions, stopServer } from '../server/stop-server.js';
import { omnicasaOwnerBackOffice } from '../sources/omnicasa/index.js';
import { EXIT } from './exit-codes.js';
import { faultReporter } from './fault-report.js';
import { handleError } from './handle-error.js';
import { PACKAGE_ROOT } from './paths.js';
import { sitePreview } from './preview.js';
import { type SitePlaces, siteRebuild } from './rebuild.js';
import { captchaKey, loadAppointments, mailFrom, omnicasaOf, publicOrigin, readServerEnv } from './server-config.js';
import { loadSiteConfig } from './site-config.js';

/** The built site served by default: what `vitrine build` writes. */
export const serveFlagsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(3000),
  host: z.string().default('127.0.0.1'),
  site: z.string().default(join(PACKAGE_ROOT, 'dist', 'client')),
  config: z.string().default('data/site/site.json'),
  appointments: z.string().default('data/site/appointments.json'),
  data: z.string().default('data/generated'),
  /** The photo variants: a publication from /admin/ builds the site with them. */
  media: z.string().default('data/media'),
});

/**
 * SIGTERM (systemd, a container's stop) or SIGINT (Ctrl-C) stops the server gracefully and exits 0;
 * a second one while it stops exits at once (1).
 */
function stopOnSignals(stop: StopOptions, output: StandardOutputLog | undefined) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      stop.app.log.warn({ signal }, 'stopping now, without waiting any longer');
      process.exit(EXIT.failed);
    }
    stopping = true;
    stopServer(stop, signal).then(
      async () => {
        await output?.ended();
        process.exit(EXIT.ok);
      },
      (error: unknown) => {
        stop.app.log.error({ err: error }, 'the stop failed');
        process.exit(EXIT.failed);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** `vitrine serve`: the built site and the forms' API, with the outbox worker. */
export async function serveCommand(rawFlags: z.input<typeof serveFlagsSchema>): Promise<number | undefined> {
  try {
    const flags = serveFlagsSchema.parse(rawFlags);
    const env = readServerEnv();
    const site = await loadSiteConfig(flags.config);
    // Before the store is opened: a server without its public address would mail links to whatever Host a request names.
    const origin = publicOrigin(env, site, flags.config, 'the links it e-mails and its session cookie');
    // Once serving, the store's faults go to the log; a fault at start is the one sentence of handleError.
    let log: FastifyBaseLogger | undefined;
    const reportFault = faultReporter('serve', (line) => log?.error(line.trimEnd()));
    const db = await openDatabase(env.VITRINE_DB, {
      synchronous: env.VITRINE_DB_SYNC,
      busyTimeoutMs: env.VITRINE_DB_BUSY_MS,
      // A damaged file is refused now, in one sentence, rather than on some visitor's form.
      check: true,
      onFault: (error) => log && reportFault(error),
    });
    const omnicasa = omnicasaOf(env);
    const siteDir = resolve(flags.site);
    const dataDir = resolve(flags.data);
    const sitePlaces: SitePlaces = {
      config: resolve(flags.config),
      data: dataDir,
      media: resolve(flags.media),
      out: dirname(siteDir),
    };
    const outOfTime = new AbortController();
    // JSON lines for journald or a collector; readable ones (written at once) for a person at a terminal.
    const output = process.stdout.isTTY === true ? undefined : standardOutputLog();
    const app = await createServer({
      siteDir,
      trustProxy: env.VITRINE_TRUST_PROXY ?? false,
      log: { level: env.VITRINE_LOG_LEVEL, pretty: output === undefined, stream: output?.stream },
      operations: {
        dataDir,
        syncMaxAgeMs: env.VITRINE_SYNC_STALE_HOURS * 3600_000,
        metricsToken: env.VITRINE_METRICS_TOKEN,
      },
      api: {
        db,
        captcha: { hmacKey: await captchaKey(env, db), maxNumber: env.VITRINE_CAPTCHA_WORK, validMs: 30 * 60_000 },
        defaultLanguage: site.languages.default,
        rateLimit: { max: env.VITRINE_FORM_RATE, windowMs: 60_000 },
        pageViewRate: { max: env.VITRINE_PAGE_VIEW_RATE, windowMs: 60_000 },
        dataDir,
        outbox: { claimMs: env.VITRINE_OUTBOX_LEASE_MINUTES * 60_000, stopSignal: outOfTime.signal },
        omnicasa,
        timeZone: env.VITRINE_TIME_ZONE,
        owners: {
          siteDir,
          dataDir,
          siteOrigin: origin,
          timeZone: env.VITRINE_TIME_ZONE,
          backOffice: omnicasa && omnicasaOwnerBackOffice(omnicasa),
          requests: { max: env.VITRINE_OWNER_RATE, windowMs: OWNER_POLICY.requests.windowMs },
        },
        staff: {
          siteOrigin: origin,
          issuer: site.agency.name,
          content: {
            dir: dirname(resolve(flags.config)),
            languages: site.languages.enabled,
            rebuild: siteRebuild(sitePlaces),
            media: sitePlaces.media,
            preview: sitePreview(sitePlaces),
          },
        },
        appointments: configuredAppointments(await loadAppointments(flags.appointments)),
        mail: env.VITRINE_SMTP_URL
          ? {
              smtpUrl: env.VITRINE_SMTP_URL,
              from: mailFrom(env, site),
              agencyEmail: site.agency.email,
              siteName: site.agency.name,
              siteUrl: origin,
            }
          : undefined,
      },
    });
    // The line that says it serves (what bench/ and the tests wait for), as the log's first.
    await app.listen({
      port: flags.port,
      host: flags.host,
      listenTextResolver: (address) => `Serving ${flags.site} at ${address}/`,
    });
    log = app.log;
    stopOnSignals({ app, db, timeoutMs: env.VITRINE_STOP_TIMEOUT_MS, outOfTime }, output);
    if (!env.VITRINE_SMTP_URL) {
      app.log.warn('No VITRINE_SMTP_URL: form submissions are stored and wait in the outbox (`vitrine outbox`).');
    }
    return undefined; // keeps running
  } catch (error) {
    return handleError('serve', error, false);
  }
}
