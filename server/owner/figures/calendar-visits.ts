import type { CalendarVisit } from '../../../schema/index.js';
import type { Db } from '../../db/open-database.js';

// The visits booked through our own appointment form (§1 owner portal, calendar visits): the
// bookings and the submissions that made them. The owner sees when, and who by first name and
// initial; never the visitor's message, address or phone. Only confirmed visits (finding 3): a
// booking still held awaits the visitor's confirmation, one cancelled or held past its time is none.

/** The most visits listed per property, newest first. */
export const CALENDAR_VISITS_MAX = 50;

export async function bookedVisits(db: Db, propertyIds: number[]): Promise<Map<number, CalendarVisit[]>> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('submissions', 'submissions.id', 'bookings.submission_id')
    .where('bookings.property_id', 'in', propertyIds)
    .where('bookings.status', '=', 'confirmed')
    .select(['bookings.property_id', 'submissions.payload'])
    .orderBy('bookings.id', 'desc')
    .execute();
  const visits = new Map<number, CalendarVisit[]>(propertyIds.map((id) => [id, []]));
  for (const row of rows) {
    const visit = visitOf(row.payload);
    if (visit) visits.get(row.property_id)?.push(visit);
  }
  for (const [id, list] of visits) visits.set(id, newestFirst(list).slice(0, CALENDAR_VISITS_MAX));
  return visits;
}

/** A stored appointment payload as a calendar line; null when it lacks the slot (nothing to show). */
export function visitOf(payload: string): CalendarVisit | null {
  let data: { slotStart?: unknown; firstName?: unknown; lastName?: unknown };
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof data?.slotStart !== 'string') return null;
  return {
    date: data.slotStart,
    type: 'visit',
    contact: contactName(data.firstName, data.lastName),
    subject: '',
    comment: '',
    status: 'confirmed',
    origin: 'site',
  };
}

/** "Marie D.": the first name and the initial of the last (a whole letter, even outside the BMP). */
export function contactName(firstName: unknown, lastName: unknown): string {
  const first = typeof firstName === 'string' ? firstName.trim() : '';
  const initial = typeof lastName === 'string' ? Array.from(lastName.trim())[0] : undefined;
  return initial ? `${first} ${initial.toLocaleUpperCase()}.`.trim() : first;
}

/** Newest visit first; a stable sort keeps the later booking first among visits of the same slot. */
function newestFirst(visits: CalendarVisit[]): CalendarVisit[] {
  return [...visits].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
