import type { VisitSlot, WeeklySlot } from '../../schema/index.js';

// The weekly open houses of the configuration as dated slots on the agency's clock
// (Europe/Brussels, summer time included), the next `weeks` weeks from `now`. Pure.

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const ZONE = 'Europe/Brussels';

/** The UTC offset of Brussels on a day, e.g. '+01:00' in winter, '+02:00' in summer. */
function offsetOn(day: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name === 'GMT' ? '+00:00' : (name ?? 'GMT+01:00').replace('GMT', '');
}

export function weeklySlots(weekly: readonly WeeklySlot[], now: Date, weeks: number): VisitSlot[] {
  const slots: VisitSlot[] = [];
  for (let d = 0; d < weeks * 7; d++) {
    const date = new Date(now.getTime() + d * 86_400_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date); // YYYY-MM-DD
    const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
    for (const rule of weekly.filter((w) => w.weekday === weekday)) {
      const offset = offsetOn(day);
      const start = new Date(`${day}T${rule.from}:00${offset}`);
      if (start <= now) continue;
      slots.push({
        id: `${day}-${rule.from.replace(':', 'h')}`,
        propertyId: rule.propertyId,
        start: start.toISOString(),
        end: new Date(`${day}T${rule.to}:00${offset}`).toISOString(),
        capacity: rule.capacity,
      });
    }
  }
  return slots;
}
