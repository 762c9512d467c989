import { BOOKING_NUMBER, CALENDAR_KEY, VISIT_QUERY, visitCalendarPath } from '../../schema/spec/booking-links';

// Issue 46: a booking's thank-you page offers the visit's calendar file. The form's answer led here
// with the booking's number and the key that reads its file (server/calendar/booking-calendar.ts);
// without them (a reload of the bare page, a bookmark), the link stays hidden.

const query = new URLSearchParams(location.search);
const id = query.get(VISIT_QUERY.id) ?? '';
const key = query.get(VISIT_QUERY.key) ?? '';
const holder = document.querySelector<HTMLElement>('[data-visit-calendar]');
const link = holder?.querySelector<HTMLAnchorElement>('a');
if (holder && link && BOOKING_NUMBER.test(id) && CALENDAR_KEY.test(key)) {
  link.href = `${visitCalendarPath(Number(id))}?${VISIT_QUERY.key}=${key}`;
  link.download = `visit-${id}.ics`;
  holder.hidden = false;
}
