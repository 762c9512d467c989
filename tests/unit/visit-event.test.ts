import { describe, expect, it } from 'vitest';
import { methodOf, type VisitState, visitCalendar } from '../../server/calendar/visit-event.js';
import { calendarOf } from '../support/ical.js';

// Issue 46: a visit's .ics (RFC 5545/5546), read back by ical.js. One UID for a booking's files, a
// higher SEQUENCE for each later state, METHOD:CANCEL to remove it, the times in the agency's zone.

const visit = (state: VisitState, agencyEmail = 'agence@example.test') =>
  visitCalendar({
    bookingId: 7,
    state,
    start: '2030-01-15T13:30:00.000Z',
    end: '2030-01-15T14:00:00.000Z',
    timeZone: 'Europe/Brussels',
    siteUrl: 'https://www.immo.example',
    agency: { name: 'Immo', email: agencyEmail },
    summary: 'Visite, "quoted"; with a comma',
    description: 'line one\nline two',
    propertyUrl: 'https://www.immo.example/fr/a-vendre/x/7/',
    stamp: new Date('2030-01-10T08:00:00.000Z'),
  });

describe('a visit in the calendar', () => {
  it('keeps its UID, raises its SEQUENCE with each state, and is removed by a CANCEL', () => {
    const files = (['held', 'confirmed', 'cancelled'] as const).map((state) => calendarOf(visit(state)));
    expect(new Set(files.map((f) => f.uid))).toEqual(new Set(['visit-7@www.immo.example']));
    expect(files.map((f) => f.sequence)).toEqual([0, 1, 2]);
    expect(files.map((f) => f.status)).toEqual(['TENTATIVE', 'CONFIRMED', 'CANCELLED']);
    expect(files.map((f) => f.method)).toEqual(['PUBLISH', 'PUBLISH', 'CANCEL']);
    expect(methodOf('cancelled')).toBe('CANCEL');
  });

  it('writes the times in Europe/Brussels with its VTIMEZONE, the stamp in UTC, and escapes the texts', () => {
    const text = visit('confirmed');
    const file = calendarOf(text);
    expect(file).toMatchObject({
      zone: 'Europe/Brussels',
      hasZone: true,
      local: '2030-01-15T14:30:00',
      start: '2030-01-15T13:30:00.000Z',
    });
    expect(file.summary).toBe('Visite, "quoted"; with a comma');
    expect(text).toMatch(/\r\nDTSTAMP:20300110T080000Z\r\n/);
    expect(text).toContain('ORGANIZER;CN="Immo":mailto:agence@example.test');
    // Without the agency's address, no organizer (a calendar needs an address for one).
    expect(visit('held', '')).not.toContain('ORGANIZER');
  });
});
