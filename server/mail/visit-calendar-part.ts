import { AGENCY_TIME_ZONE, isLanguage } from '../../schema/index.js';
import { type BookingCalendarSite, bookingCalendar, type CalendarReader } from '../calendar/booking-calendar.js';
import { methodOf } from '../calendar/visit-event.js';
import { visitNoticeOf } from '../calendar/visit-notice.js';
import type { StoredSubmission } from '../outbox/worker.js';

/**
 * The calendar part of a booking's notice (issue 46): nodemailer's icalEvent, a text/calendar
 * alternative that mail clients offer to add (or, for a cancellation, to remove). Nothing for any
 * other e-mail. The e-mails' times are the agency's (Europe/Brussels), as their texts are.
 */
export function visitCalendarPart(
  submission: StoredSubmission,
  reader: CalendarReader,
  site: Omit<BookingCalendarSite, 'timeZone'>,
): { icalEvent?: { method: string; filename: string; content: string } } {
  const notice = visitNoticeOf(submission.kind);
  const bookingId = Number(submission.payload.bookingReference);
  if (!notice || !Number.isInteger(bookingId)) return {};
  const content = bookingCalendar(
    {
      bookingId,
      language: isLanguage(submission.language) ? submission.language : 'fr',
      state: notice.state,
      payload: submission.payload,
      stamp: new Date(submission.createdAt),
    },
    reader,
    { ...site, timeZone: AGENCY_TIME_ZONE },
  );
  return content ? { icalEvent: { method: methodOf(notice.state), filename: `visit-${bookingId}.ics`, content } } : {};
}
