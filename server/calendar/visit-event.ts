import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

// Issue 46, booked visits in the calendar: a visit as an iCalendar file (RFC 5545), in the agency's
// time zone with its VTIMEZONE. Every file of one booking has the same UID, and a later state a
// higher SEQUENCE (RFC 5546 §2.1.4): a calendar that holds the held visit replaces it when the
// confirmation comes and removes it on the cancellation (METHOD:CANCEL). Pure.

/** Where the booking is: held (waiting for the visitor's link), confirmed, or cancelled. */
export type VisitState = 'held' | 'confirmed' | 'cancelled';

const SEQUENCE: Record<VisitState, number> = { held: 0, confirmed: 1, cancelled: 2 };
const STATUS: Record<VisitState, ICalEventStatus> = {
  held: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

export interface VisitEvent {
  /** The booking's number (its submission's): the event's UID with the site's host. */
  bookingId: number;
  state: VisitState;
  start: string;
  end: string;
  /** IANA name, e.g. Europe/Brussels: the times are written in it. */
  timeZone: string;
  /** The site's public origin: the UID's host and the property's link. */
  siteUrl: string;
  /** The agency: the event's organizer, when its address is known. */
  agency: { name: string; email: string | undefined };
  summary: string;
  description: string;
  /** The property's page, absolute. */
  propertyUrl?: string;
  /** The time the file is made at (DTSTAMP). */
  stamp: Date;
}

/** The host of the event's UID: the site's, else one that names no other site. */
function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** The page's absolute address on the site, or undefined without a site origin to make it from. */
export function pageUrl(path: string, siteUrl: string): string | undefined {
  try {
    return new URL(path, siteUrl).toString();
  } catch {
    return undefined;
  }
}

/** The method a mail client reads: PUBLISH to add or update the visit, CANCEL to remove it. */
export const methodOf = (state: VisitState): 'PUBLISH' | 'CANCEL' => (state === 'cancelled' ? 'CANCEL' : 'PUBLISH');

/** The visit's .ics text. */
export function visitCalendar(visit: VisitEvent): string {
  const calendar = ical({
    prodId: { company: 'Vitrine', product: 'visits', language: 'EN' },
    method: visit.state === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No time zone of the calendar's own (the library would write DTSTAMP in it, and RFC 5545 wants it
    // in UTC): the generator writes the VTIMEZONE of the event's zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `visit-${visit.bookingId}@${hostOf(visit.siteUrl)}`,
    sequence: SEQUENCE[visit.state],
    status: STATUS[visit.state],
    stamp: visit.stamp,
    start: new TZDate(visit.start, visit.timeZone),
    end: new TZDate(visit.end, visit.timeZone),
    timezone: visit.timeZone,
    summary: visit.summary,
    description: visit.description,
    ...(visit.agency.email && { organizer: { name: visit.agency.name, email: visit.agency.email } }),
    ...(visit.propertyUrl && { url: visit.propertyUrl }),
  });
  return calendar.toString();
}
