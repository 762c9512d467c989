import { sql, type Transaction } from 'kysely';
import type { Db } from './open-database.js';
import type { Tables } from './tables.js';

// The page-view counts (§1 owner portal): per property, day and source (page_view_days, the periods
// and the graph), and per property and source of all time (page_view_totals), so that an owner's
// total is a few rows to read, not a year of days to sum beside the beacons and the forms.

type Store = Db | Transaction<Tables>;

export interface ViewCount {
  /** '' for pages other than a property's. */
  property_id: string;
  day: string;
  source: string;
  views: number;
}

/** Adds `views` to the day's row and to the total, in the caller's transaction. SQL that PostgreSQL runs too. */
export async function countViews(db: Store, count: ViewCount): Promise<void> {
  await db
    .insertInto('page_view_days')
    .values(count)
    .onConflict((c) =>
      c.columns(['property_id', 'day', 'source']).doUpdateSet((eb) => ({ views: eb('page_view_days.views', '+', count.views) })),
    )
    .execute();
  const { property_id, source, views } = count;
  await db
    .insertInto('page_view_totals')
    .values({ property_id, source, views })
    .onConflict((c) =>
      c.columns(['property_id', 'source']).doUpdateSet((eb) => ({ views: eb('page_view_totals.views', '+', views) })),
    )
    .execute();
}

/** The totals made again from the days (a store whose totals table is new, a seeded store). */
export async function recountTotals(db: Store): Promise<void> {
  await db.deleteFrom('page_view_totals').execute();
  await sql`insert into page_view_totals (property_id, source, views)
    select property_id, source, sum(views) from page_view_days group by property_id, source`.execute(db);
}
