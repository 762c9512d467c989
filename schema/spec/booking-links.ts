// The links of a booking (§2 appointment plugin, finding 3, issue 46). Free of zod: the thank-you
// page's script builds the calendar file's link with them.

/**
 * The e-mails' links to a booking: `{path}{submission}?token=…` shows the booking's page (a GET
 * changes nothing), whose buttons POST to `{path}{submission}/confirm` and `…/cancel` with the token.
 * The number is the submission's, the reference the agency's e-mail gives.
 */
export const BOOKING_LINK_PATH = '/api/bookings/';

/** The link of an e-mail to a booking's page, on the site's public origin; `cancel` opens it on the cancel button. */
export const bookingLink = (siteOrigin: string, submissionId: number, token: string, action?: 'cancel'): string =>
  `${siteOrigin.replace(/\/$/, '')}${BOOKING_LINK_PATH}${submissionId}?token=${encodeURIComponent(token)}${action ? `&action=${action}` : ''}`;

/**
 * Issue 46: the e-mails of a change to a booking, by who made it. The visitor's change is told to
 * the agency and to the visitor, the agency's to the visitor; each carries the visit's calendar file.
 */
export const VISIT_NOTICE_KINDS = {
  visitor: { confirm: 'appointment-confirmed', cancel: 'appointment-cancelled' },
  agency: { confirm: 'appointment-confirmed-by-agency', cancel: 'appointment-cancelled-by-agency' },
} as const;

/** The thank-you page's query after a booking: the booking's number and the key of its calendar file. */
export const VISIT_QUERY = { id: 'visit', key: 'key' } as const;

/** A booking's number in a link, and a calendar key (a base64url HMAC-SHA256): what the route and the page's script accept. */
export const BOOKING_NUMBER = /^\d{1,15}$/;
export const CALENDAR_KEY = /^[A-Za-z0-9_-]{43}$/;

/** A booking's .ics: `{path}{submission}/visit.ics?token=…` (an e-mail's link) or `?key=…` (the thank-you page's, read only). */
export const visitCalendarPath = (submissionId: number): string => `${BOOKING_LINK_PATH}${submissionId}/visit.ics`;
