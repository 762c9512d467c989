import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, OWNER_API, OWNER_SESSION_COOKIE, PAGE_VIEW_PATH, REFERRER_CLASSES } from '../schema/index.js';
import { openDatabase } from '../server/db/open-database.js';
import { saveOwner } from '../server/owner/accounts.js';
import { AGENCY_TIME_ZONE } from '../server/owner/calendar-day.js';
import { openSession } from '../server/owner/sessions.js';
import { ROOT } from '../tests/support/cli.js';
import { benchServeLogging } from './serve-logging.js';
import { benchServeStores } from './serve-stores.js';
import { benchServeEnv } from './support/bench-serve-env.js';
import { formBodies, postsOf, SUBMISSION_CONNECTIONS, SUBMISSION_PATH, SUBMISSIONS } from './support/form-submissions.js';
import { load, row } from './support/load.js';
import { seedPageViews } from './support/seed-page-views.js';
import { startServe } from './support/serve-process.js';

// bench/serve: `vitrine serve` in its own process, driven from this one over loopback with
// autocannon: accepted form submissions (each with its own solved captcha and key, stored in SQLite
// before the answer), then a property page and a list page of the built site (needs a built site),
// the owner portal under a mixed load, and the submissions on each store (serve-stores.ts).
// `npx tsx bench/serve.ts --stores` runs the stores' table alone (no built site needed);
// `--logging` the logging table alone (serve-logging.ts), `--mixed` the owner portal's mixed load alone.

async function submissions(base: string) {
  const bodies = await formBodies(base, SUBMISSIONS);
  return load({
    url: `${base}${SUBMISSION_PATH}`,
    connections: SUBMISSION_CONNECTIONS,
    amount: SUBMISSIONS,
    requests: postsOf(bodies),
  });
}

/** The sample's first property page in French (the built site's). */
async function propertyPath(): Promise<string> {
  const properties = JSON.parse(await readFile(join(ROOT, 'data', 'generated', 'fr', 'properties.json'), 'utf8')) as {
    url: string;
  }[];
  return properties[0]?.url ?? '/fr/';
}

export async function benchServe(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-serve-'));
  const property = await propertyPath();
  const rows = ['| load | requests/s | p50 | p99 | not 2xx |', '|---|---:|---:|---:|---:|'];
  for (const sync of ['FULL', 'NORMAL'] as const) {
    const { base, stop } = await startServe({ env: benchServeEnv(join(dir, `vitrine-${sync}.db`), sync) });
    try {
      const forms = await submissions(base);
      rows.push(row(`form submissions accepted (site-contact, synchronous=${sync}${sync === 'FULL' ? ', shipped' : ''})`, forms));
      if (sync === 'FULL') {
        // Little's law: at 32 connections and 3,000 requests/s a request waits 10.7 ms on average
        // whatever the server does; 8 connections show the latency of a server that keeps up.
        for (const connections of [8, 32])
          for (const [name, path] of [
            ['property page', property],
            ['list page', '/fr/a-vendre/'],
          ] as const) {
            const pages = await load({
              url: `${base}${path}`,
              connections,
              duration: 5,
              headers: { 'accept-encoding': 'gzip' },
            });
            const shown = path.length > 40 ? `${path.slice(0, 40)}…` : path;
            rows.push(row(`${name} (${shown}, gzip, ${connections} connections)`, pages));
          }
      }
    } finally {
      await stop();
    }
  }
  rows.push(...(await mixedLoad(dir)));
  await rm(dir, { recursive: true, force: true });
  return [rows.join('\n'), await benchServeLogging(property), await benchServeStores()].join('\n\n');
}

/** The owner portal's bench (issue 14): an owner of 20 properties, a year of views, 1,000,000 beacons' worth. */
const MIXED = { views: 1_000_000, properties: 200, owned: 20, formsPerSecond: 200, seconds: 10 };

/**
 * Beacons, form submissions and owner-portal reads at once against one server, after a year of page
 * views: what the portal's read costs beside the writes, and whether a burst of views slows the forms.
 */
async function mixedLoad(dir: string): Promise<string[]> {
  const ids = Array.from({ length: MIXED.properties }, (_, i) => 4_200_000 + i);
  const db = await openDatabase(join(dir, 'vitrine-mixed.db'));
  const seeded = await seedPageViews(db, {
    views: MIXED.views,
    properties: ids,
    days: 365,
    now: new Date(),
    timeZone: AGENCY_TIME_ZONE,
  });
  const owner = await saveOwner(db, { email: 'bench.owner@example.test', name: 'Bench', propertyIds: ids.slice(0, MIXED.owned) });
  const { token } = await openSession(db, owner.id);
  await db.destroy();
  // The beacons count only the properties the sync published, once per visitor and half hour: the
  // load's properties are published, and each beacon names a visitor of its own (behind a proxy on
  // 127.0.0.1, a /64 each), so that every one of them is counted, as the figure always measured.
  const data = await publishedData(join(dir, 'mixed-data'), ids);
  const env = { ...benchServeEnv(join(dir, 'vitrine-mixed.db')), VITRINE_TRUST_PROXY: '127.0.0.1' };
  const { base, stop } = await startServe({ env, data });
  try {
    const cookie = `${OWNER_SESSION_COOKIE}=${token}`;
    const portal = { url: `${base}${OWNER_API.properties}`, headers: { cookie } };
    const one = await load({ ...portal, connections: 1, duration: 5 });
    const alone = await load({ ...portal, connections: 4, duration: 5 });
    const bodies = await formBodies(base, MIXED.formsPerSecond * MIXED.seconds + 100);
    let nextView = 0;
    const sources = REFERRER_CLASSES;
    const [views, forms, reads] = await Promise.all([
      load({
        url: `${base}${PAGE_VIEW_PATH}`,
        connections: 16,
        duration: MIXED.seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const n = nextView++;
              const body = { propertyId: String(ids[n % ids.length]), language: 'fr', referrer: sources[n % sources.length] };
              const visitor = `2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
              return { ...request, headers: { ...request.headers, 'x-forwarded-for': visitor }, body: JSON.stringify(body) };
            },
          },
        ],
      }),
      load({
        url: `${base}${SUBMISSION_PATH}`,
        connections: 8,
        duration: MIXED.seconds,
        overallRate: MIXED.formsPerSecond,
        requests: postsOf(bodies),
      }),
      load({ ...portal, connections: 4, duration: MIXED.seconds }),
    ]);
    const seededRows = `${seeded.rows.toLocaleString('en')} rows of page_view_days`;
    return [
      row(
        `owner portal read alone (${MIXED.owned} properties, ${MIXED.views.toLocaleString('en')} views in ${seededRows}, 1 connection)`,
        one,
      ),
      row('owner portal read alone (4 connections)', alone),
      row(`mixed: page-view beacons (16 connections)`, views),
      row(`mixed: form submissions (at most ${MIXED.formsPerSecond}/s, 8 connections)`, forms),
      row('mixed: owner portal reads (4 connections)', reads),
    ];
  } finally {
    await stop();
  }
}

/** A sync's output as far as the server reads it for page views: a manifest and each language's properties. */
async function publishedData(dir: string, ids: readonly number[]): Promise<string> {
  for (const language of LANGUAGES) {
    await mkdir(join(dir, language), { recursive: true });
    const listed = ids.map((id) => ({ id, title: `Bench ${id}`, reference: null, url: `/${language}/${id}/` }));
    await writeFile(join(dir, language, 'properties.json'), JSON.stringify(listed));
  }
  await writeFile(join(dir, 'manifest.json'), '{}');
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv.slice(2);
  if (only.includes('--stores')) console.log(await benchServeStores());
  else if (only.includes('--logging')) console.log(await benchServeLogging(await propertyPath()));
  else if (only.includes('--mixed')) {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-mixed-'));
    console.log((await mixedLoad(dir)).join('\n'));
    await rm(dir, { recursive: true, force: true });
  } else console.log(await benchServe());
}
