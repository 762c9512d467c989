import { createHmac } from 'node:crypto';
import { type Language, oneLine } from '../../schema/index.js';
import { pageUrl, type VisitState, visitCalendar } from './visit-event.js';

// A booking's visit as the .ics its people get (issue 46): the visitor's names the property and the
// agency; the agency's names the visitor and how to reach them. Both have the booking's UID, so a
// confirmation replaces the entry and a cancellation removes it (server/calendar/visit-event.ts).

/** The event's title in the visitor's language; {site} is the agency's site name. */
const VISITOR_SUMMARY: Record<Language, string> = {
  fr: 'Visite d’un bien – {site}',
  nl: 'Bezoek aan een pand – {site}',
  en: 'Property viewing – {site}',
  de: 'Besichtigung einer Immobilie – {site}',
};

/** Who the file is for: the visitor sees the agency's side, the agency the visitor's. */
export type CalendarReader = 'visitor' | 'agency';

export interface BookingCalendarSite {
  siteName: string;
  /** The site's public origin. */
  siteUrl: string;
  agencyEmail?: string;
  timeZone: string;
}

/** What of a booking's stored payload the file is made from (the forms' and the notices' payloads both have these). */
export interface BookingCalendarInput {
  bookingId: number;
  language: Language;
  state: VisitState;
  payload: Record<string, unknown>;
  /** DTSTAMP: when the file is made. */
  stamp: Date;
}

const text = (value: unknown): string => (typeof value === 'string' ? oneLine(value) : '');

/** The .ics of a booking for one reader, or undefined when the payload has no visit times. */
export function bookingCalendar(
  input: BookingCalendarInput,
  reader: CalendarReader,
  site: BookingCalendarSite,
): string | undefined {
  const { payload } = input;
  const start = text(payload.slotStart);
  const end = text(payload.slotEnd) || start;
  if (!start) return undefined;
  const path = text(payload.propertyUrl);
  const propertyUrl = path.startsWith('/') ? pageUrl(path, site.siteUrl) : undefined;
  const property = propertyUrl ?? '';
  const name = [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(' ');
  const agencySide = reader === 'agency';
  // The agency's calendar is in French, as its e-mails are; the visitor's in the booking's language.
  const summary = agencySide
    ? `Visite – ${name || text(payload.email)}`
    : VISITOR_SUMMARY[input.language].replace('{site}', site.siteName);
  const description = agencySide
    ? [name, text(payload.email), text(payload.phone), property, `Réservation n° ${input.bookingId}`].filter(Boolean).join('\n')
    : [property, site.siteName, site.agencyEmail].filter(Boolean).join('\n');
  return visitCalendar({
    bookingId: input.bookingId,
    state: input.state,
    start,
    end,
    timeZone: site.timeZone,
    siteUrl: site.siteUrl,
    agency: { name: site.siteName || (site.agencyEmail ?? ''), email: site.agencyEmail },
    summary,
    description,
    propertyUrl,
    stamp: input.stamp,
  });
}

/**
 * The key of a booking's calendar link on the thank-you page: an HMAC of its number under the
 * server's secret. It reads the visitor's file and nothing else (the e-mail's token confirms and
 * cancels; this one cannot), so the address bar and the history may hold it.
 */
export const calendarKey = (bookingId: number, secret: string): string =>
  createHmac('sha256', secret).update(`visit-calendar:${bookingId}`).digest('base64url');
