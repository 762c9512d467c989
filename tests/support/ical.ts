import ICAL from 'ical.js';

// Issue 46's calendar files, read by an iCalendar parser (ical.js, Mozilla's): what a calendar
// program would take from them.

/** An iCalendar text, read by a parser: its method and its one event. */
export function calendarOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The file's own VTIMEZONE is what turns its local times into instants.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue('status'),
    summary: event.summary,
    /** The start as written: its time zone and its local time. */
    zone: event.component.getFirstProperty('dtstart')?.getParameter('tzid'),
    local: event.startDate.toString(),
    /** The instant it names. */
    start: event.startDate.toJSDate().toISOString(),
    hasZone: calendar.getAllSubcomponents('vtimezone').some((z) => z.getFirstPropertyValue('tzid') === 'Europe/Brussels'),
  };
}
