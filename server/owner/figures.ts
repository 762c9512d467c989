import type { OwnerProperty } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import { bookedVisits } from './figures/calendar-visits.js';
import { communicationFigures } from './figures/communications.js';
import { viewFigures } from './figures/views.js';

// The owner portal's own figures for a set of properties (§1 owner portal): views by period and
// source, the 30-day graph, communications by kind and the visits booked on the site. Four grouped
// queries whatever the number of properties; the back office's figures are added by the caller.

export type OwnPropertyFigures = Pick<OwnerProperty, 'views' | 'last30Days' | 'communications' | 'calendarVisits'>;

export interface FiguresContext {
  /** The moment "today" is taken at. */
  now: Date;
  /** The agency's time zone (IANA name): what today, this week (from Monday) and this month mean. */
  timeZone: string;
}

export async function ownerFigures(
  db: Db,
  propertyIds: number[],
  context: FiguresContext,
): Promise<Map<number, OwnPropertyFigures>> {
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return new Map();
  const [views, communications, visits] = await Promise.all([
    viewFigures(db, ids, context),
    communicationFigures(db, ids),
    bookedVisits(db, ids),
  ]);
  const figures = new Map<number, OwnPropertyFigures>();
  for (const [id, own] of views)
    figures.set(id, { ...own, communications: communications.get(id) ?? {}, calendarVisits: visits.get(id) ?? [] });
  return figures;
}
