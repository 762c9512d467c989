import { escapeHtml } from '../../../pipeline/derive/escape-html.js';
import { BOOKING_LINK_PATH, DATE_LOCALES, type Language, visitCalendarPath } from '../../../schema/index.js';
import { contactName } from '../../owner/figures/calendar-visits.js';
import { type BookingView, holds, type LinkRole, type Outcome } from './bookings.js';
import { BOOKING_PAGE_TEXTS } from './texts.js';

// The page the e-mails' links open: the visit's time and state, and a button to confirm and one to
// cancel, each a plain form POST (no JavaScript); the POST's answer is the page again, saying what
// it did. Every text from the booking (a visitor typed the name) is escaped. Pure.

export interface BookingPage {
  view: BookingView;
  role: LinkRole;
  token: string;
  now: Date;
  timeZone: string;
  siteName: string;
  /** The link asked to cancel: the page opens on that question. */
  cancelFirst?: boolean;
  /** What the button just did. */
  outcome?: Outcome;
}

/** The agency's clock, as the visitor reads it. */
const when = (iso: string, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The page's frame: noindex, readable without its styles. */
function document(language: Language, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;background:#f4f4f4}',
    'main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff}',
    '.notice{padding:.75rem 1rem;background:#e8f0f8;border-left:4px solid #1f4e79}',
    'form{display:inline-block;margin:1rem 1rem 0 0}button{font:inherit;padding:.6rem 1.2rem;cursor:pointer}</style>',
    `</head><body>${body}</body></html>`,
  ].join('\n');
}

/** What the booking is now, in words. */
function stateText(page: BookingPage): string {
  const { view, now, timeZone } = page;
  const texts = BOOKING_PAGE_TEXTS[view.language];
  if (view.slotStart <= now.toISOString()) return texts.passed;
  if (view.status === 'confirmed') return texts.confirmed;
  if (view.status === 'cancelled') return texts.cancelled;
  if (holds(view, now)) return fill(texts.held, { until: when(view.heldUntil ?? '', view.language, timeZone) });
  return texts.expired;
}

export function bookingPage(page: BookingPage): string {
  const { view, now } = page;
  const language = view.language;
  const texts = BOOKING_PAGE_TEXTS[language];
  const path = `${BOOKING_LINK_PATH}${view.submissionId}`;
  const button = (action: 'confirm' | 'cancel') =>
    `<form method="post" action="${escapeHtml(`${path}/${action}`)}"><input type="hidden" name="token" value="${escapeHtml(page.token)}"><button type="submit" name="action" value="${action}">${escapeHtml(texts[action])}</button></form>`;
  const open = view.slotStart > now.toISOString() && view.status !== 'cancelled';
  const buttons = [...(open && view.status === 'held' ? (['confirm'] as const) : []), ...(open ? (['cancel'] as const) : [])];
  if (page.cancelFirst) buttons.reverse();
  const outcome = page.outcome
    ? [texts.outcomes[page.outcome], ...(page.outcome === 'cancelled' && page.role === 'visitor' ? [texts.agencyTold] : [])].join(
        ' ',
      )
    : '';
  const title = page.cancelFirst && open && !page.outcome ? texts.cancelTitle : texts.title;
  const visit = fill(texts.visit, {
    date: when(view.slotStart, language, page.timeZone),
    name: contactName(view.payload.firstName, view.payload.lastName),
  });
  const body = [
    `<main data-booking-status="${escapeHtml(view.status)}"${page.outcome ? ` data-outcome="${escapeHtml(page.outcome)}"` : ''}>`,
    `<p>${escapeHtml(page.siteName)}</p>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...(outcome ? [`<p class="notice" role="status">${escapeHtml(outcome)}</p>`] : []),
    `<p>${escapeHtml(visit)}</p>`,
    `<p>${escapeHtml(stateText(page))}</p>`,
    // The visit's calendar file while it is to come (a cancelled one's file removes it: the e-mail carries that).
    ...(open
      ? [
          `<p><a href="${escapeHtml(`${visitCalendarPath(view.submissionId)}?token=${encodeURIComponent(page.token)}`)}" download>${escapeHtml(texts.calendar)}</a></p>`,
        ]
      : []),
    ...buttons.map(button),
    '</main>',
  ].join('\n');
  return document(language, `${title} – ${page.siteName}`, body);
}

/** The answer to an unknown booking and to a wrong token alike. */
export function notFoundPage(language: Language, siteName: string): string {
  const texts = BOOKING_PAGE_TEXTS[language];
  const body = `<main><p>${escapeHtml(siteName)}</p><h1>${escapeHtml(texts.notFoundTitle)}</h1><p>${escapeHtml(texts.notFound)}</p></main>`;
  return document(language, `${texts.notFoundTitle} – ${siteName}`, body);
}
