import type { ExpressionBuilder } from 'kysely';
import { type OwnerProperty, REFERRER_CLASSES, type ReferrerClass } from '../../../schema/index.js';
import type { Db } from '../../db/open-database.js';
import type { Tables } from '../../db/tables.js';
import { lastDays, periodStarts } from '../calendar-day.js';

// Views of the owner's properties (§1 owner portal): today, this week, this month and in total by
// source, and the last 30 days. Three queries for all the properties at once: the totals kept per
// property and source (page_view_totals: summing a year of days took 25 ms for 20 properties, on
// the server's one connection, while beacons and forms waited), and the current periods' and the
// graph's sums over at most a month of days.

export type ViewFigures = Pick<OwnerProperty, 'views' | 'last30Days'>;
type PeriodViews = OwnerProperty['views']['today'];

/** The days of the 30-day graph (§1 owner portal). */
export const GRAPH_DAYS = 30;

/** A property's views of all time from one source. */
export interface TotalRow {
  property_id: string;
  source: string;
  views: number;
}

/** A property's views from one source in the current day, week and month. */
export interface PeriodRow {
  property_id: string;
  source: string;
  today: number | string | null;
  week: number | string | null;
  month: number | string | null;
}

/** A property's views of one day of the graph, all sources. */
export interface DayRow {
  property_id: string;
  day: string;
  views: number | string | null;
}

export async function viewFigures(
  db: Db,
  propertyIds: number[],
  context: { now: Date; timeZone: string },
): Promise<Map<number, ViewFigures>> {
  const keys = propertyIds.map(String);
  const starts = periodStarts(context.now, context.timeZone);
  const days = lastDays(context.now, context.timeZone, GRAPH_DAYS);
  const totals = await db
    .selectFrom('page_view_totals')
    .where('property_id', 'in', keys)
    .select(['property_id', 'source', 'views'])
    .execute();
  // Summed in the database: a month of days and sources is thousands of rows, the sums a few hundred.
  const since = (day: string) => (eb: ExpressionBuilder<Tables, 'page_view_days'>) =>
    eb.fn.sum<number | string | null>(eb.case().when('day', '>=', day).then(eb.ref('views')).else(0).end());
  const periods = await db
    .selectFrom('page_view_days')
    .where('property_id', 'in', keys)
    .where('day', '>=', earliest([starts.week, starts.month]))
    .where('day', '<=', starts.today)
    .select((eb) => [
      'property_id',
      'source',
      since(starts.today)(eb).as('today'),
      since(starts.week)(eb).as('week'),
      since(starts.month)(eb).as('month'),
    ])
    .groupBy(['property_id', 'source'])
    .execute();
  const graph = await db
    .selectFrom('page_view_days')
    .where('property_id', 'in', keys)
    .where('day', '>=', days[0] ?? starts.today)
    .where('day', '<=', starts.today)
    .select((eb) => ['property_id', 'day', eb.fn.sum<number | string | null>('views').as('views')])
    .groupBy(['property_id', 'day'])
    .execute();
  return foldViews(propertyIds, totals, periods, graph, days);
}

/**
 * The portal's figures from the sums: every source and every day present, zeros included. A period
 * runs from its first day to today: a row dated later (a clock set back) counts in the total only. A
 * source no class names any more (a row of an older release) counts as 'other'.
 */
export function foldViews(
  propertyIds: number[],
  totals: readonly TotalRow[],
  periods: readonly PeriodRow[],
  graph: readonly DayRow[],
  days: readonly string[],
): Map<number, ViewFigures> {
  const figures = new Map<number, ViewFigures>();
  const perDay = new Map<string, Map<string, number>>();
  for (const id of propertyIds) {
    figures.set(id, { views: { today: noViews(), week: noViews(), month: noViews(), total: noViews() }, last30Days: [] });
    perDay.set(String(id), new Map());
  }
  for (const row of totals) {
    const total = figures.get(Number(row.property_id))?.views.total;
    if (total) add(total, sourceOf(row.source), row.views);
  }
  for (const row of periods) {
    const views = figures.get(Number(row.property_id))?.views;
    if (!views) continue;
    const source = sourceOf(row.source);
    add(views.today, source, Number(row.today ?? 0));
    add(views.week, source, Number(row.week ?? 0));
    add(views.month, source, Number(row.month ?? 0));
  }
  for (const row of graph) perDay.get(row.property_id)?.set(row.day, Number(row.views ?? 0));
  for (const [id, figure] of figures) {
    const counted = perDay.get(String(id));
    figure.last30Days = days.map((day) => ({ day, views: counted?.get(day) ?? 0 }));
  }
  return figures;
}

function noViews(): PeriodViews {
  return {
    total: 0,
    bySource: Object.fromEntries(REFERRER_CLASSES.map((source) => [source, 0])) as Record<ReferrerClass, number>,
  };
}

function add(period: PeriodViews, source: ReferrerClass, views: number) {
  period.total += views;
  period.bySource[source] += views;
}

/** The first of some days (YYYY-MM-DD sorts as text). */
function earliest(days: string[]): string {
  return [...days].sort()[0] ?? '';
}

function sourceOf(source: string): ReferrerClass {
  return (REFERRER_CLASSES as readonly string[]).includes(source) ? (source as ReferrerClass) : 'other';
}
