import { z } from 'zod';

// The record of the sync's runs beside its output (pipeline/sync-state/): how the last run went,
// when the listings were last synced, how many runs have failed in a row, and the e-mails that tell
// the agency's staff of it (one when the failures start to matter, one when they end). A failed run
// leaves the output untouched, so its record cannot live in it.

/** The outbox's kind of the staff's e-mails about the sync (server/mail/staff-alarm.ts renders them). */
export const STAFF_ALARM_KIND = 'staff-alarm';

const time = z.iso.datetime();

/** A run's error as the operator read it: its code (pipeline/errors.ts, or ERROR), sentence and hint. */
export const runErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  hint: z.string().optional(),
});
export type RunError = z.infer<typeof runErrorSchema>;

/** One run of `vitrine sync`: its outcome and, when it published or found nothing new, what it read. */
export const syncRunSchema = z.object({
  at: time,
  outcome: z.enum(['published', 'unchanged', 'failed']),
  /** Failed: why. */
  error: runErrorSchema.optional(),
  /** Succeeded: the sync's counts (its summary), photo failures included, which the manifest does not keep. */
  properties: z.number().int().nonnegative().optional(),
  quarantined: z.number().int().nonnegative().optional(),
  photosFailed: z.number().int().nonnegative().optional(),
  /** Succeeded with sources that failed and were kept (several sources): their names and errors. */
  keptSources: z.array(z.object({ name: z.string(), error: z.string() })).optional(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** Why the staff was told: so many failed runs in a row, or no successful run for too long. */
export const ALARM_REASONS = ['failures', 'stale'] as const;

/** One e-mail to the staff, as the outbox's submission payload carries it. */
export const staffAlarmSchema = z.object({
  alarm: z.enum(['sync-failing', 'sync-recovered']),
  /** One per alarm episode and e-mail: two syncs that race queue it once. */
  idempotencyKey: z.string().min(1),
  /** When the run that decided it ran. */
  at: time,
  /** sync-failing only. */
  reason: z.enum(ALARM_REASONS).optional(),
  /** Failed runs in a row: at the alarm, or in all before the recovery. */
  failures: z.number().int().positive(),
  failingSince: time,
  /** The last successful run before the failures, if any. */
  lastSuccessAt: time.nullable(),
  /** The (last) failed run's error. */
  error: runErrorSchema,
  /** sync-failing with reason stale: the bound, in hours. */
  staleAfterHours: z.number().positive().optional(),
});
export type StaffAlarm = z.infer<typeof staffAlarmSchema>;

/** <out>.sync-state.json. */
export const syncStateSchema = z.object({
  version: z.literal(1),
  lastRun: syncRunSchema.nullable(),
  lastSuccess: syncRunSchema.nullable(),
  /** Failed runs since the last successful one. */
  failures: z.number().int().nonnegative(),
  /** The first of those failed runs. */
  failingSince: time.nullable(),
  /** This episode's alarm, once the failures called for one; `told` once its e-mail is in the outbox. */
  alarm: z.object({ key: z.string(), raisedAt: time, reason: z.enum(ALARM_REASONS), told: z.boolean() }).nullable(),
  /** E-mails decided but not yet in the outbox (no store named, or it did not answer): the next run queues them. */
  unsent: z.array(staffAlarmSchema),
});
export type SyncState = z.infer<typeof syncStateSchema>;
