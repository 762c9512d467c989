import { tz } from '@date-fns/tz';
// One module of date-fns: its index loads every function and locale.
import { format } from 'date-fns/format';

/** The calendar day (YYYY-MM-DD) of `date` in `timeZone` (an IANA name such as Europe/Brussels): it sorts and compares as text. */
export function calendarDay(date: Date, timeZone: string): string {
  return format(date, 'yyyy-MM-dd', { in: tz(timeZone) });
}
