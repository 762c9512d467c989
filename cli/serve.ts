import { join, resolve } from 'node:path';
import { z } from 'zod';
import { configuredAppointments } from '../server/api/appointments.js';
import { createServer } from '../server/create-server.js';
import { openDatabase } from '../server/db/open-database.js';
import { omnicasaOwnerBackOffice } from '../sources/omnicasa/index.js';
import { faultReporter } from './fault-report.js';
import { handleError } from './handle-error.js';
import { PACKAGE_ROOT } from './paths.js';
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
});

/** `vitrine serve`: the built site and the forms' API, with the outbox worker. */
export async function serveCommand(rawFlags: z.input<typeof serveFlagsSchema>): Promise<number | undefined> {
  try {
    const flags = serveFlagsSchema.parse(rawFlags);
    const env = readServerEnv();
    const site = await loadSiteConfig(flags.config);
    // Before the store is opened: a server without its public address would mail links to whatever Host a request names.
    const origin = publicOrigin(env, site, flags.config, 'the links it e-mails and its session cookie');
    const reportFault = faultReporter('serve');
    let listening = false;
    const db = await openDatabase(env.VITRINE_DB, {
      synchronous: env.VITRINE_DB_SYNC,
      busyTimeoutMs: env.VITRINE_DB_BUSY_MS,
      // A damaged file is refused now, in one sentence, rather than on some visitor's form.
      check: true,
      // Once serving: a fault at start is the one sentence of handleError.
      onFault: (error) => listening && reportFault(error),
    });
    const omnicasa = omnicasaOf(env);
    const app = await createServer({
      siteDir: resolve(flags.site),
      trustProxy: env.VITRINE_TRUST_PROXY ?? false,
      api: {
        db,
        captcha: { hmacKey: await captchaKey(env, db), maxNumber: env.VITRINE_CAPTCHA_WORK, validMs: 30 * 60_000 },
        defaultLanguage: site.languages.default,
        rateLimit: { max: env.VITRINE_FORM_RATE, windowMs: 60_000 },
        pageViewRate: { max: env.VITRINE_PAGE_VIEW_RATE, windowMs: 60_000 },
        dataDir: resolve(flags.data),
        outbox: { claimMs: env.VITRINE_OUTBOX_LEASE_MINUTES * 60_000 },
        omnicasa,
        timeZone: env.VITRINE_TIME_ZONE,
        owners: {
          siteDir: resolve(flags.site),
          dataDir: resolve(flags.data),
          siteOrigin: origin,
          timeZone: env.VITRINE_TIME_ZONE,
          backOffice: omnicasa && omnicasaOwnerBackOffice(omnicasa),
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
    app.addHook('onClose', () => db.destroy());
    const address = await app.listen({ port: flags.port, host: flags.host });
    listening = true;
    process.stdout.write(`Serving ${flags.site} at ${address}/\n`);
    if (!env.VITRINE_SMTP_URL) {
      process.stdout.write('No VITRINE_SMTP_URL: form submissions are stored and wait in the outbox (`vitrine outbox`).\n');
    }
    return undefined; // keeps running
  } catch (error) {
    return handleError('serve', error, false);
  }
}
