import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../server/db/open-database.js';
import { AGENCY_TIME_ZONE } from '../server/owner/calendar-day.js';
import { ownerFigures } from '../server/owner/figures.js';
import { seedPageViews } from './support/seed-page-views.js';

// bench/owner-figures: the owner portal's own figures (server/owner/figures.ts) for an owner of 20
// properties, on a store file holding a year of page views of 200 properties (1,000,000 views, as
// the beacons leave them: summed per property, day and source) and the forms received about them.
// The target: the portal's data under 50 ms p99 (issue 14, Performance).
// `npx tsx bench/owner-figures.ts`.

const VIEWS = 1_000_000;
const PROPERTIES = 200;
const OWNED = 20;
const DAYS = 365;
const CALLS = 200;
const WARM_UP = 20;
/** Forms about the properties: a busy year's contacts, visit requests and booked visits. */
const SUBMISSIONS = 20_000;
const FORM_KINDS = ['contact-me', 'visit-request', 'appointment', 'send-to-friend', 'document-request'];

/** The drawn year, and the most rows a year can hold: every property, day and source. */
const SCENARIOS = [
  { name: 'a year as drawn', views: VIEWS, everyRow: false },
  { name: 'every day and source', views: 2 * VIEWS, everyRow: true },
] as const;

export async function benchOwnerFigures(): Promise<string> {
  const lines = [
    `${PROPERTIES} properties, ${DAYS} days of page views, ${SUBMISSIONS.toLocaleString('en')} submissions; ` +
      `ownerFigures for the ${OWNED} properties of one owner, ${CALLS} calls after ${WARM_UP} to warm up.`,
    '',
    '| store | views | rows in page_view_days | store file | median | p99 | max |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const scenario of SCENARIOS) {
    const run = await runScenario(scenario.views, scenario.everyRow);
    lines.push(
      `| ${scenario.name} | ${scenario.views.toLocaleString('en')} | ${run.rows.toLocaleString('en')} | ${run.megabytes.toFixed(0)} MB | ` +
        `${ms(quantile(run.times, 0.5))} | ${ms(quantile(run.times, 0.99))} | ${ms(run.times.at(-1) ?? 0)} |`,
    );
  }
  return lines.join('\n');
}

async function runScenario(views: number, everyRow: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-owner-figures-'));
  const path = join(dir, 'vitrine.db');
  const db = await openDatabase(path);
  try {
    const properties = Array.from({ length: PROPERTIES }, (_, i) => 4_100_001 + i);
    const owned = properties.filter((_, i) => i % (PROPERTIES / OWNED) === 0);
    const now = new Date();
    const context = { now, timeZone: AGENCY_TIME_ZONE };
    const seeded = await seedPageViews(db, { views, properties, days: DAYS, now, timeZone: AGENCY_TIME_ZONE, everyRow });
    await seedSubmissions(db, properties, now);
    for (let i = 0; i < WARM_UP; i++) await ownerFigures(db, owned, context);
    const times: number[] = [];
    let counted = 0;
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      const figures = await ownerFigures(db, owned, context);
      times.push(performance.now() - start);
      counted = [...figures.values()].reduce((sum, f) => sum + f.views.total.total, 0);
    }
    // Figures that are fast but wrong are no result.
    const expected = owned.reduce((sum, id) => sum + (seeded.totals.get(id) ?? 0), 0);
    if (counted !== expected) throw new Error(`the figures count ${counted} views, the seed wrote ${expected}`);
    const megabytes = ((await stat(path)).size + (await stat(`${path}-wal`).catch(() => ({ size: 0 }))).size) / 1e6;
    return { rows: seeded.rows, megabytes, times: times.sort((a, b) => a - b) };
  } finally {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Forms about the properties, a share of them booked visits (bookings), as the forms route stores them. */
async function seedSubmissions(db: Awaited<ReturnType<typeof openDatabase>>, properties: number[], now: Date) {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < SUBMISSIONS; i++) {
      const propertyId = properties[i % properties.length] ?? 0;
      const kind = FORM_KINDS[i % FORM_KINDS.length] ?? 'contact-me';
      const slotStart = new Date(now.getTime() - (i % 365) * 86_400_000).toISOString();
      const payload = { propertyId, firstName: 'Marie', lastName: 'Dubois', message: 'Bonjour', slotStart, slotEnd: slotStart };
      const { id } = await trx
        .insertInto('submissions')
        .values({
          kind,
          idempotency_key: `bench-${i}`,
          language: 'fr',
          payload: JSON.stringify(payload),
          created_at: now.toISOString(),
          property_id: propertyId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (kind === 'appointment')
        await trx
          .insertInto('bookings')
          .values({ submission_id: id, property_id: propertyId, slot_id: `slot-${i}`, created_at: now.toISOString() })
          .execute();
    }
  });
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchOwnerFigures());
