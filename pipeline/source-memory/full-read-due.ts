import { TZDate } from '@date-fns/tz';
// Its own module: date-fns's index loads every function and locale.
import { subDays } from 'date-fns/subDays';

// A full read "nightly": the first run after the configured time of day (in the agency's time zone)
// reads everything, whatever the source says changed. The date maths (a DST night, a time zone) is
// date-fns's.

/** The last moment at or before `now` that the clock in `timeZone` showed `at` ("HH:MM"). */
export function lastScheduledFullRead(now: Date, at: string, timeZone: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const local = new TZDate(now.getTime(), timeZone);
  const today = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hours, minutes, timeZone);
  return today.getTime() <= now.getTime() ? new Date(today.getTime()) : new Date(subDays(today, 1).getTime());
}

/** Whether a source last read in full at `fullReadAt` is due a full read now. */
export const isFullReadDue = (fullReadAt: Date, now: Date, at: string, timeZone: string): boolean =>
  fullReadAt.getTime() < lastScheduledFullRead(now, at, timeZone).getTime();
