import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { type AppointmentsFile, appointmentsFileSchema, type SiteConfig } from '../schema/index.js';
import { UsageError } from './handle-error.js';

// `vitrine serve`'s settings: from the environment (secrets never live in the repo), checked at
// start with one line per mistake.

const envSchema = z.object({
  VITRINE_DB: z.string().min(1).default('data/server/vitrine.db'),
  /** SQLite's durability: FULL (neither a killed server nor a power cut loses what it answered) or NORMAL (a killed server only). */
  VITRINE_DB_SYNC: z.enum(['NORMAL', 'FULL']).default('FULL'),
  VITRINE_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  VITRINE_MAIL_FROM: z.string().min(3).optional(),
  VITRINE_CAPTCHA_KEY: z.string().min(32, 'at least 32 characters').optional(),
  /** Form posts per visitor address and minute. */
  VITRINE_FORM_RATE: z.coerce.number().int().min(1).default(20),
  /** The back office: with all three, the forms it takes are forwarded there too. */
  VITRINE_OMNICASA_URL: z.url({ protocol: /^https?$/ }).optional(),
  VITRINE_OMNICASA_USER: z.string().min(1).optional(),
  VITRINE_OMNICASA_PASSWORD: z.string().min(1).optional(),
  /** The proof of work asked of a browser (numbers tried: half of it on average). */
  VITRINE_CAPTCHA_WORK: z.coerce.number().int().min(10).default(50_000),
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

/** The captcha's signing key: from the environment, else made once and kept beside the database. */
export async function captchaKey(env: ServerEnv): Promise<string> {
  if (env.VITRINE_CAPTCHA_KEY) return env.VITRINE_CAPTCHA_KEY;
  const file = join(dirname(resolve(env.VITRINE_DB)), 'captcha.key');
  const known = await readFile(file, 'utf8').catch(() => '');
  if (known.trim().length >= 32) return known.trim();
  const key = randomBytes(32).toString('hex');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

/** Who sends the e-mails: configured, or the agency's name at the site's domain. */
export function mailFrom(env: ServerEnv, site: SiteConfig): string {
  if (env.VITRINE_MAIL_FROM) return env.VITRINE_MAIL_FROM;
  const host = site.url ? new URL(site.url).hostname.replace(/^www\./, '') : 'localhost';
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
