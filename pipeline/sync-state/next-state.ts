import type { StaffAlarm, SyncRun, SyncState } from '../../schema/index.js';

// What a run of the sync changes in its record (schema/sync-state.ts), and which e-mails to the staff
// it calls for: one when the failures start to matter (so many in a row, or no success for too
// long), none for the failed runs after it, one when a run succeeds again. Pure.

export interface AlarmSettings {
  /** Failed runs in a row that call for the staff's e-mail (VITRINE_SYNC_ALARM_FAILURES). */
  failuresInARow: number;
  /** No successful run for this long calls for it too (VITRINE_SYNC_STALE_HOURS). */
  staleAfterHours: number;
}

export const EMPTY_SYNC_STATE: SyncState = {
  version: 1,
  lastRun: null,
  lastSuccess: null,
  failures: 0,
  failingSince: null,
  alarm: null,
  unsent: [],
};

/**
 * The episode's key: the last success the failures follow, which two syncs that race both read (each
 * then queues the same e-mail, once); a machine that never synced names its first failure instead.
 */
const episodeOf = (state: SyncState, failingSince: string) =>
  state.lastSuccess ? `after-${state.lastSuccess.at}` : `first-failure-${failingSince}`;

const HOUR_MS = 3600_000;

/** Why this failed run calls for the alarm, if it does. */
function reasonOf(failures: number, since: string, at: string, settings: AlarmSettings) {
  if (failures >= settings.failuresInARow) return 'failures' as const;
  return Date.parse(at) - Date.parse(since) > settings.staleAfterHours * HOUR_MS ? ('stale' as const) : undefined;
}

function afterFailure(previous: SyncState, run: SyncRun, settings: AlarmSettings): SyncState {
  const failures = previous.failures + 1;
  const failingSince = previous.failingSince ?? run.at;
  const state = { ...previous, lastRun: run, failures, failingSince };
  if (previous.alarm) return state;
  const reason = reasonOf(failures, previous.lastSuccess?.at ?? failingSince, run.at, settings);
  if (!reason) return state;
  const mail: StaffAlarm = {
    alarm: 'sync-failing',
    idempotencyKey: `staff-alarm:sync-failing:${episodeOf(previous, failingSince)}`,
    at: run.at,
    reason,
    failures,
    failingSince,
    lastSuccessAt: previous.lastSuccess?.at ?? null,
    error: run.error ?? { code: 'ERROR', message: 'the sync failed' },
    ...(reason === 'stale' && { staleAfterHours: settings.staleAfterHours }),
  };
  return {
    ...state,
    alarm: { key: mail.idempotencyKey, raisedAt: run.at, reason, told: false },
    unsent: [...previous.unsent, mail],
  };
}

function afterSuccess(previous: SyncState, run: SyncRun): SyncState {
  const { alarm } = previous;
  // An alarm the staff never got (no store to queue it in) is dropped: there is nothing to recover from for them.
  const unsent = previous.unsent.filter((mail) => mail.idempotencyKey !== alarm?.key);
  const recovered: StaffAlarm[] =
    alarm?.told && previous.failingSince
      ? [
          {
            alarm: 'sync-recovered',
            idempotencyKey: alarm.key.replace('sync-failing', 'sync-recovered'),
            at: run.at,
            failures: Math.max(1, previous.failures),
            failingSince: previous.failingSince,
            lastSuccessAt: previous.lastSuccess?.at ?? null,
            error: previous.lastRun?.error ?? { code: 'ERROR', message: 'the sync failed' },
          },
        ]
      : [];
  return {
    ...previous,
    lastRun: run,
    lastSuccess: run,
    failures: 0,
    failingSince: null,
    alarm: null,
    unsent: [...unsent, ...recovered],
  };
}

/** The record after this run. */
export function afterRun(previous: SyncState, run: SyncRun, settings: AlarmSettings): SyncState {
  return run.outcome === 'failed' ? afterFailure(previous, run, settings) : afterSuccess(previous, run);
}

/** The record once these e-mails (by idempotency key) are in the outbox. */
export function afterQueued(state: SyncState, keys: ReadonlySet<string>): SyncState {
  return {
    ...state,
    alarm: state.alarm && keys.has(state.alarm.key) ? { ...state.alarm, told: true } : state.alarm,
    unsent: state.unsent.filter((mail) => !keys.has(mail.idempotencyKey)),
  };
}
