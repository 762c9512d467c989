import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTCHA_HEADER, LANGUAGES, type VisitSlot } from '../../schema/index.js';
import { configuredSlots } from '../../server/api/appointments.js';
import { createServer } from '../../server/create-server.js';
import type { Db } from '../../server/db/open-database.js';
import { openTestStore } from './test-store.js';

// A `vitrine serve` of its own for a test: a store of its own (SQLite, or PostgreSQL in the `postgres`
// project: test-store.ts), the API on 127.0.0.1 port 0,
// mail to a test SMTP server when given one, the sync's output for the properties it publishes (only
// their page views count), and the rows the store holds (to show nothing was kept).

export const TEST_SLOTS: VisitSlot[] = [
  {
    id: 'saturday-10',
    propertyId: 4100004,
    start: new Date(Date.UTC(2030, 0, 5, 9)).toISOString(),
    end: new Date(Date.UTC(2030, 0, 5, 10)).toISOString(),
    capacity: 5,
  },
];

export interface TestApiOptions {
  smtpPort?: number;
  /** Form posts per visitor address and minute. */
  rate?: number;
  /** Page views stored per visitor address and minute. */
  pageViewRate?: number;
  trustProxy?: boolean | string[];
  /** The property ids the test's site publishes (in every language); TEST_PUBLISHED by default. */
  published?: readonly number[];
  /** The server's clock for page views (their day and windows), the forms' rate-limit windows and visits' holds; the system clock by default. */
  clock?: () => Date;
  /** The visit slots of the appointment form; TEST_SLOTS by default. */
  slots?: VisitSlot[];
}

/** The properties a test server's site publishes unless told otherwise: the visit slots' property. */
export const TEST_PUBLISHED: readonly number[] = [4100004];

/** Writes what a sync publishes for these ids: properties.json per language, then the manifest (as the sync swaps it in). */
export async function publishProperties(dataDir: string, ids: readonly number[]) {
  for (const language of LANGUAGES) {
    await mkdir(join(dataDir, language), { recursive: true });
    const listed = ids.map((id) => ({ id, title: `Maison ${id}`, reference: `REF-${id}`, url: `/${language}/bien/${id}/` }));
    await writeFile(join(dataDir, language, 'properties.json'), JSON.stringify(listed));
  }
  await writeFile(join(dataDir, 'manifest.json'), JSON.stringify({ generatedAt: new Date().toISOString() }));
}

/** The tests' sender and agency, mailing through the test SMTP server on this port. */
export const testMail = (smtpPort: number) => ({
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  from: 'Site <no-reply@eaudheure-immo.test>',
  agencyEmail: 'agence@eaudheure-immo.test',
  siteName: "Immobilière de l'Eau d'Heure",
  siteUrl: 'https://www.eaudheure-immo.test',
});

export async function startTestApi(options: TestApiOptions = {}) {
  const store = await openTestStore();
  const { db } = store;
  const site = await mkdtemp(join(tmpdir(), 'vitrine-api-site-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-api-data-'));
  await publishProperties(dataDir, options.published ?? TEST_PUBLISHED);
  const server = await createServer({
    siteDir: site,
    trustProxy: options.trustProxy,
    api: {
      db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: options.rate ?? 1000, windowMs: 60_000 },
      pageViewRate: { max: options.pageViewRate ?? 1000, windowMs: 60_000 },
      dataDir,
      clock: options.clock,
      ...(options.smtpPort !== undefined && { mail: testMail(options.smtpPort) }),
      outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
      appointments: configuredSlots(options.slots ?? TEST_SLOTS),
    },
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const count = async (table: 'submissions' | 'outbox' | 'captcha_used') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    db,
    base,
    /** The sync's output the server reads (publishProperties writes a new one). */
    dataDir,
    /** What the store holds: a refused request changes none of these. */
    rows: async () => ({
      submissions: await count('submissions'),
      outbox: await count('outbox'),
      /** Views counted, whatever their property, day and source (page_view_days keeps sums). */
      page_views: await viewsCounted(db),
    }),
    /** Posts a form as the browser does: JSON, the solved captcha in the body and in its header. */
    post: (kind: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      postForm(base, kind, body, headers),
    close: async () => {
      await server.close();
      await store.close();
    },
  };
}
export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** The page views the store has counted (page_view_days keeps a sum per property, day and source). */
export async function viewsCounted(db: Db, propertyId?: string): Promise<number> {
  let query = db.selectFrom('page_view_days').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('n'));
  if (propertyId !== undefined) query = query.where('property_id', '=', propertyId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Posts a form as the browser does: JSON, the solved captcha in the body and in its header (read first for a CV). */
export function postForm(base: string, kind: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/forms/${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(typeof body.captcha === 'string' && { [CAPTCHA_HEADER]: body.captcha }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}
