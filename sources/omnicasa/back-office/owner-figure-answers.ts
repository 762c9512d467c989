import type { z } from 'zod';
import type { CalendarVisit } from '../../../schema/index.js';
import { feedDate, feedNumber, feedText } from '../raw-fields.js';
import { badAnswer, listItems } from './owner-list-items.js';

// Reading the owner statistics (DESIGN.md, Sources: owner statistics). Public clients show the
// methods and their parameters, not the fields of the items: the names below are our reading of
// the service's habits (…Name for labels, NumberOf… for counts, StartDate for calendar lines), and
// each has the aliases a variant may use. A line we cannot read is skipped and counted. Pure.

export interface Figure {
  label: string;
  value: number;
}

/** The first present field among `names`, read by `schema`. */
function pick<T>(item: Record<string, unknown>, names: readonly string[], schema: z.ZodType<T | null>): T | null {
  for (const name of names) {
    const parsed = schema.safeParse(item[name]);
    if (parsed.success && parsed.data !== null) return parsed.data;
  }
  return null;
}

const LABELS = ['SiteName', 'PortalName', 'MediaName', 'Name', 'Description', 'Label'] as const;
const COUNTS = ['NumberOfVisits', 'NumberOfViews', 'Visits', 'Views', 'Count', 'Total', 'Value'] as const;

const isRecord = (item: unknown): item is Record<string, unknown> =>
  item !== null && typeof item === 'object' && !Array.isArray(item);

/**
 * Figures per label, summed: GetMediaObjectStatisticsGraphList gives one point per media object
 * and day (a graph), GetManyVisitStatisticsOfProperty one line per portal. A line without a
 * label is skipped; one without a count counts 0. Labels keep the back office's order.
 */
export function figuresOf(method: string, value: unknown): { figures: Figure[]; skipped: number } {
  const items = listItems(value);
  if (!items) throw badAnswer(method, 'the answer is not a list of figures');
  const sums = new Map<string, number>();
  let skipped = 0;
  for (const item of items) {
    const label = isRecord(item) ? pick(item, LABELS, feedText) : null;
    if (!isRecord(item) || !label) {
      skipped++;
      continue;
    }
    const count = pick(item, COUNTS, feedNumber) ?? 0;
    sums.set(label, (sums.get(label) ?? 0) + Math.max(0, count));
  }
  return { figures: [...sums].map(([label, v]) => ({ label, value: v })), skipped };
}

const text = (item: Record<string, unknown>, names: readonly string[]) => pick(item, names, feedText) ?? '';

/** GetCalendarHistories' lines as the portal's calendar visits, newest first; a line without a date is skipped. */
export function calendarVisitsOf(method: string, value: unknown): { visits: CalendarVisit[]; skipped: number } {
  const items = listItems(value);
  if (!items) throw badAnswer(method, 'the answer is not a list of calendar lines');
  const visits: CalendarVisit[] = [];
  for (const item of items) {
    const date = isRecord(item) ? pick(item, ['StartDate', 'Date', 'FromDate', 'CreationDate'], feedDate) : null;
    if (!isRecord(item) || !date) continue;
    visits.push({
      date,
      type: text(item, ['TypeName', 'HistoryTypeName', 'Type']),
      contact: text(item, ['PersonName', 'ContactName', 'Contact', 'FullName']),
      subject: text(item, ['Subject', 'Title']),
      comment: text(item, ['Comment', 'Remark', 'Description']),
      status: text(item, ['StatusName', 'Status']),
      origin: 'back-office',
    });
  }
  visits.sort((a, b) => b.date.localeCompare(a.date));
  return { visits, skipped: items.length - visits.length };
}
