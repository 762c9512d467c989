import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { type AppointmentsFile, appointmentsFileSchema, type SiteConfig } from '../schema/index.js';
import type { Db } from '../server/db/open-database.js';
import { CAPTCHA_KEY_NAME, sharedKey } from '../server/db/server-keys.js';
import { type StoreLocation, storeLocationOf } from '../server/db/store-location.js';
import { LOG_LEVELS } from '../server/log/logger-options.js';
import { OWNER_POLICY } from '../server/owner/policy.js';
import { UsageError } from './handle-error.js';

// `vitrine serve`'s settings: from the environment (secrets never live in the repo), checked at
// start with one line per mistake.

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** A written-out address (ipaddr.js alone also takes `1` or `0x7f.1` as IPv4, which no one means here). */
const isAddress = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
const isProxy = (text: string) => {
  const [address = '', prefix] = text.split('/');
  return RANGE_NAMES.has(text) || (isAddress(address) && (prefix === undefined || ipaddr.isValidCIDR(text)));
};

/**
 * Whom to believe about the visitor's address (X-Forwarded-For), as Fastify's trustProxy takes it:
 * `false` (nobody: the default, the address is the connection's), a comma-separated list of the
 * proxies' addresses, CIDRs or range names, or `true` (any sender: only for a server no visitor can
 * reach but through the proxy). No hop count: Fastify 5 trusts nobody for one, since a hop count
 * cannot tell the proxy from a visitor who connects directly.
 */
export type TrustProxy = boolean | string[];
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    const list = value.split(',').map((part) => part.trim());
    const wrong = list.filter((part) => !isProxy(part));
    if (wrong.length === 0) return list;
    const hops = /^\d+$/.test(value) ? ' (a hop count is not taken: name the proxy)' : '';
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong.join('", "')}" is not an address or CIDR${hops}: give the proxy's addresses or CIDRs (127.0.0.1,10.0.0.0/8), loopback, or true`,
    });
    return z.NEVER;
  });

/**
 * The store (server/db/store-location.ts): a SQLite file, resolved from the working folder, or a
 * postgres:// URL; anything else is refused here with its reason, never taken for a file.
 */
const storeSetting = z
  .string()
  .min(1)
  .default('data/server/vitrine.db')
  .transform((value, ctx): StoreLocation => {
    const location = storeLocationOf(value);
    if ('error' in location) {
      ctx.addIssue({
        code: 'custom',
        message: `${location.error}: give a SQLite file path or a postgres://user:password@host:5432/database URL`,
      });
      return z.NEVER;
    }
    return location.engine === 'sqlite' && location.path !== ':memory:'
      ? { engine: 'sqlite', path: resolve(location.path) }
      : location;
  });

export const envSchema = z.object({
  VITRINE_DB: storeSetting,
  /** SQLite's durability: FULL (neither a killed server nor a power cut loses what it answered) or NORMAL (a killed server only). */
  VITRINE_DB_SYNC: z.enum(['NORMAL', 'FULL']).default('FULL'),
  VITRINE_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  VITRINE_MAIL_FROM: z.string().min(3).optional(),
  VITRINE_CAPTCHA_KEY: z.string().min(32, 'at least 32 characters').optional(),
  /** Form posts per visitor address and minute. */
  VITRINE_FORM_RATE: z.coerce.number().int().min(1).default(20),
  /** Page views counted per visitor address and minute (past it, beacons are dropped quietly). */
  VITRINE_PAGE_VIEW_RATE: z.coerce.number().int().min(1).default(120),
  /** Requests to the owner portal's API (/api/owner/*) per visitor address and minute. */
  VITRINE_OWNER_RATE: z.coerce.number().int().min(1).default(OWNER_POLICY.requests.max),
  /** The back office: with all three, the forms it takes are forwarded there too. */
  VITRINE_OMNICASA_URL: z.url({ protocol: /^https?$/ }).optional(),
  VITRINE_OMNICASA_USER: z.string().min(1).optional(),
  VITRINE_OMNICASA_PASSWORD: z.string().min(1).optional(),
  /** The proof of work asked of a browser (numbers tried: half of it on average). */
  VITRINE_CAPTCHA_WORK: z.coerce.number().int().min(10).default(50_000),
  /** How long a write waits for another process's lock on the database (a backup, `vitrine outbox`) before the visitor gets a 503. */
  VITRINE_DB_BUSY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** How long a worker holds a claimed delivery: one whose sender died is sent again (same Message-ID) after it. */
  VITRINE_OUTBOX_LEASE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Failed `vitrine sync` runs in a row after which the agency's address gets one e-mail (and one more when a run succeeds again). */
  VITRINE_SYNC_ALARM_FAILURES: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * Hours without a successful `vitrine sync` (one that found nothing new counts) after which the
   * listings are stale: that e-mail goes even before so many failures, `vitrine status` shows it as
   * a problem, and /readyz fails (503).
   */
  VITRINE_SYNC_STALE_HOURS: z.coerce.number().min(1).max(8760).default(24),
  /** The agency's time zone: what the owner portal's "today", "this week" and "this month" mean. */
  VITRINE_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Europe/Brussels')
    .default('Europe/Brussels'),
  /** The reverse proxy whose X-Forwarded-For names the visitor (rate limits are per visitor address); unset: none. */
  VITRINE_TRUST_PROXY: trustProxySetting.optional(),
  /**
   * The site's public address (https://www.agence.be), which every link the server e-mails and the
   * session cookie's Secure flag come from (never a request's Host); wins over site.json's "url".
   */
  VITRINE_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'an http:// or https:// URL such as https://www.agence.be' })
    .optional(),
  /**
   * The log's level (JSON lines on standard output, readable on a terminal): info has a line per
   * request, the deliveries, the start and the stop; warn and above keep the problems only.
   */
  VITRINE_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Beside the clients on this machine, who may read /metrics: a scraper sending `Authorization: Bearer <token>`. */
  VITRINE_METRICS_TOKEN: z.string().min(20, 'at least 20 characters').optional(),
  /**
   * On SIGTERM or SIGINT, how long the server waits for its requests in flight and its e-mails being
   * sent before it closes them (the deliveries then go at the next start); systemd's TimeoutStopSec must be longer.
   */
  VITRINE_STOP_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});
export type ServerEnv = z.infer<typeof envSchema>;

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) throw new UsageError(`the server's environment is not valid:\n${z.prettifyError(parsed.error)}`);
  const { VITRINE_OMNICASA_URL: url, VITRINE_OMNICASA_USER: user, VITRINE_OMNICASA_PASSWORD: password } = parsed.data;
  if (url && !(user && password))
    throw new UsageError('VITRINE_OMNICASA_URL needs VITRINE_OMNICASA_USER and VITRINE_OMNICASA_PASSWORD in the environment');
  return parsed.data;
}

/** The back office to forward to, when the environment names it. */
export function omnicasaOf(env: ServerEnv) {
  const { VITRINE_OMNICASA_URL: baseUrl, VITRINE_OMNICASA_USER: user, VITRINE_OMNICASA_PASSWORD: password } = env;
  return baseUrl && user && password ? { baseUrl, credentials: { CustomerName: user, CustomerPassword: password } } : undefined;
}

/**
 * The captcha's signing key: from the environment, else the store's, made once by the first server
 * instance (every instance behind a load balancer then checks the others' challenges). A SQLite
 * install of before kept it in `captcha.key` beside its file: that key carries on, so challenges
 * issued before the upgrade still verify.
 */
export async function captchaKey(env: ServerEnv, db: Db): Promise<string> {
  if (env.VITRINE_CAPTCHA_KEY) return env.VITRINE_CAPTCHA_KEY;
  const store = env.VITRINE_DB;
  const legacy =
    store.engine === 'sqlite' ? (await readFile(join(dirname(store.path), 'captcha.key'), 'utf8').catch(() => '')).trim() : '';
  return sharedKey(db, CAPTCHA_KEY_NAME, () => (legacy.length >= 32 ? legacy : randomBytes(32).toString('hex')));
}

/**
 * The site's public origin (finding 1 of the owner portal's review): VITRINE_PUBLIC_URL, else the
 * site configuration's "url". Every link the server and the CLI e-mail (owner invitations and resets,
 * alerts, unsubscribes) and the session cookie's Secure flag come from it: a request's Host is
 * written by whoever sends it. Refused in one sentence when neither is given; `needs` says for what.
 */
export function publicOrigin(env: ServerEnv, site: SiteConfig, configPath: string, needs: string): string {
  const url = env.VITRINE_PUBLIC_URL ?? site.url;
  if (!url)
    throw new UsageError(
      `${needs} need the site's public address, which is missing: set "url" in ${configPath} or VITRINE_PUBLIC_URL in the environment (such as https://www.agence.be)`,
    );
  return new URL(url).origin;
}

/** Who sends the e-mails: configured, or the agency's name at the site's domain. */
export function mailFrom(env: ServerEnv, site: SiteConfig): string {
  if (env.VITRINE_MAIL_FROM) return env.VITRINE_MAIL_FROM;
  const url = env.VITRINE_PUBLIC_URL ?? site.url;
  const host = url ? new URL(url).hostname.replace(/^www\./, '') : 'localhost';
  return `"${site.agency.name.replace(/"/g, '')}" <no-reply@${host}>`;
}

/** The visit slots of data/site/appointments.json (none when the file is absent), checked at start. */
export async function loadAppointments(path: string): Promise<AppointmentsFile> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return appointmentsFileSchema.parse({});
    throw new UsageError(`cannot read the appointments ${path}: ${(error as Error).message}`);
  }
  const parsed = appointmentsFileSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${path} is not a valid appointments file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
