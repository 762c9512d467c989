import type { ExpressionBuilder } from 'kysely';
import { type OwnerProperty, REFERRER_CLASSES, type ReferrerClass } from '../../../schema/index.js';
import type { Db } from '../../db/open-database.js';
import type { Tables } from '../../db/tables.js';
import { lastDays, type PeriodStarts, periodStarts } from '../calendar-day.js';

// Views of the owner's properties (§1 owner portal): today, this week, this month and in total by
// source, and the last 30 days. Two queries for all the properties at once: the year's totals summed
// in the database, one row per property (a column per source: grouping by property alone follows
// the key's order, where grouping by property and source sorted every row, 40 % slower in
// bench/owner-figures); and the few recent rows (a month at most), folded here.

export type ViewFigures = Pick<OwnerProperty, 'views' | 'last30Days'>;
type PeriodViews = OwnerProperty['views']['today'];

/** The days of the 30-day graph (§1 owner portal). */
export const GRAPH_DAYS = 30;

/** The sources summed in a column of their own; 'other' is what is left of the total. */
const NAMED_SOURCES = REFERRER_CLASSES.filter((source) => source !== 'other');

/** A property's views of all time: `total`, and a column per named source. */
export type TotalRow = { property_id: string; total: number | string | null } & Record<string, unknown>;

/** A row of page_view_days from the recent days. */
export interface RecentRow {
  property_id: string;
  day: string;
  source: string;
  views: number;
}

export async function viewFigures(
  db: Db,
  propertyIds: number[],
  context: { now: Date; timeZone: string },
): Promise<Map<number, ViewFigures>> {
  const keys = propertyIds.map(String);
  const starts = periodStarts(context.now, context.timeZone);
  const days = lastDays(context.now, context.timeZone, GRAPH_DAYS);
  const sourceSum = (eb: ExpressionBuilder<Tables, 'page_view_days'>, source: string) =>
    eb.fn.sum<number | string | null>(eb.case().when('source', '=', source).then(eb.ref('views')).else(0).end()).as(source);
  const totals = await db
    .selectFrom('page_view_days')
    .where('property_id', 'in', keys)
    .select((eb) => [
      'property_id',
      eb.fn.sum<number | string | null>('views').as('total'),
      ...NAMED_SOURCES.map((source) => sourceSum(eb, source)),
    ])
    .groupBy('property_id')
    .execute();
  const recent = await db
    .selectFrom('page_view_days')
    .where('property_id', 'in', keys)
    .where('day', '>=', earliest([starts.week, starts.month, days[0] ?? starts.today]))
    .where('day', '<=', starts.today)
    .select(['property_id', 'day', 'source', 'views'])
    .execute();
  return foldViews(propertyIds, totals as TotalRow[], recent, starts, days);
}

/**
 * The portal's figures from the sums and the recent rows: every source and every day present, zeros
 * included. A period runs from its first day to today: a row dated later (a clock set back) counts in
 * the total only. A source no class names any more (a row of an older release) counts as 'other'.
 */
export function foldViews(
  propertyIds: number[],
  totals: readonly TotalRow[],
  recent: readonly RecentRow[],
  starts: PeriodStarts,
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
    if (!total) continue;
    let named = 0;
    for (const source of NAMED_SOURCES) {
      const views = Number(row[source] ?? 0);
      add(total, source, views);
      named += views;
    }
    add(total, 'other', Number(row.total ?? 0) - named);
  }
  for (const row of recent) {
    const views = figures.get(Number(row.property_id))?.views;
    if (!views) continue;
    const source = sourceOf(row.source);
    if (row.day === starts.today) add(views.today, source, row.views);
    if (row.day >= starts.week) add(views.week, source, row.views);
    if (row.day >= starts.month) add(views.month, source, row.views);
    const counted = perDay.get(row.property_id);
    counted?.set(row.day, (counted.get(row.day) ?? 0) + row.views);
  }
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
