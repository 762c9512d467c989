import { REFERRER_CLASSES } from '../../schema/index.js';
import type { Db } from '../../server/db/open-database.js';
import { recountTotals } from '../../server/db/page-view-counts.js';
import { lastDays } from '../../server/owner/calendar-day.js';

// Page views as the beacons would have left them (page_view_days: one row per property, day and
// source), drawn at random but repeatably from a seed: the owner-portal bench's database, and a
// test's. Rows are written day after day, as the beacons create them, so a property's rows lie
// spread over the file as they would in a real store. Shared by bench/ and tests/ (DESIGN.md, Layout).

export interface SeedPageViews {
  /** How many views in all (beacons accepted). */
  views: number;
  properties: readonly number[];
  /** The days they fall on: the last `days` calendar days up to `now`, in `timeZone`. */
  days: number;
  now: Date;
  timeZone: string;
  /** Same seed, same rows. */
  seed?: number;
  /**
   * Every property, day and source gets at least one view (a row each, the most a year can hold);
   * the rest of `views` is drawn. Otherwise the rare sources leave days without a row.
   */
  everyRow?: boolean;
}

export interface SeededPageViews {
  /** Rows written to page_view_days. */
  rows: number;
  /** Views per property. */
  totals: Map<number, number>;
}

/** How a site's visits split by source, roughly: most come direct, from search or from its own pages. */
const SOURCE_WEIGHTS: Record<(typeof REFERRER_CLASSES)[number], number> = {
  direct: 30,
  internal: 25,
  search: 25,
  social: 8,
  portal: 7,
  email: 3,
  other: 2,
};

const BATCH_ROWS = 500;

export async function seedPageViews(db: Db, options: SeedPageViews): Promise<SeededPageViews> {
  const random = mulberry32(options.seed ?? 1);
  const days = lastDays(options.now, options.timeZone, options.days);
  const sources = REFERRER_CLASSES;
  const cumulative = cumulativeWeights(sources.map((s) => SOURCE_WEIGHTS[s]));
  const counts = new Int32Array(options.properties.length * days.length * sources.length);
  if (options.everyRow) counts.fill(1);
  const drawn = options.everyRow ? options.views - counts.length : options.views;
  if (drawn < 0) throw new Error(`${options.views} views cannot fill ${counts.length} rows`);
  for (let i = 0; i < drawn; i++) {
    const property = Math.floor(random() * options.properties.length);
    const day = Math.floor(random() * days.length);
    const source = pick(cumulative, random());
    const at = (day * options.properties.length + property) * sources.length + source;
    counts[at] = (counts[at] ?? 0) + 1;
  }
  const totals = new Map(options.properties.map((id) => [id, 0]));
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    let batch: { property_id: string; day: string; source: string; views: number }[] = [];
    const flush = async () => {
      if (batch.length > 0) await trx.insertInto('page_view_days').values(batch).execute();
      rows += batch.length;
      batch = [];
    };
    for (let index = 0; index < counts.length; index++) {
      const views = counts[index] ?? 0;
      if (views === 0) continue;
      const source = index % sources.length;
      const id = options.properties[Math.floor(index / sources.length) % options.properties.length] ?? 0;
      const day = Math.floor(index / (sources.length * options.properties.length));
      batch.push({ property_id: String(id), day: days[day] ?? '', source: sources[source] ?? 'other', views });
      totals.set(id, (totals.get(id) ?? 0) + views);
      if (batch.length === BATCH_ROWS) await flush();
    }
    await flush();
    await recountTotals(trx);
  });
  return { rows, totals };
}

function cumulativeWeights(weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  return weights.map((w) => {
    running += w / sum;
    return running;
  });
}

function pick(cumulative: number[], r: number): number {
  const index = cumulative.findIndex((c) => r < c);
  return index < 0 ? cumulative.length - 1 : index;
}

/** A small, fast, seeded generator: the same rows on every run, no dependency. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
