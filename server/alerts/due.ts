import { ALERT_PERIOD_MS, type AlertFrequency } from '../../schema/index.js';

// When an alert may get its next e-mail. Pure.

/**
 * A run of `vitrine alerts send` takes a while, and cron starts it a few seconds late or early: a
 * daily digest last queued at 08:00:04 is due again at the next day's 08:00:00 run. Smaller than any
 * cron interval in use (hourly, daily), so a digest does not creep earlier day after day.
 */
export const DUE_TOLERANCE_MS = 10 * 60_000;

/** Instant alerts always; a digest once its period has passed since its last e-mail (or before its first). */
export function isDue(alert: { frequency: AlertFrequency; lastMailAt: string | null }, now: Date): boolean {
  if (alert.frequency === 'instant' || alert.lastMailAt === null) return true;
  return now.getTime() - Date.parse(alert.lastMailAt) >= ALERT_PERIOD_MS[alert.frequency] - DUE_TOLERANCE_MS;
}
