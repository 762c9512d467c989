import { z } from 'zod';
import { type AlarmSettings, afterQueued, afterRun } from '../pipeline/sync-state/next-state.js';
import { syncStateOrEmpty, syncStatePath, writeSyncState } from '../pipeline/sync-state/state-file.js';
import type { StaffAlarm, SyncRun } from '../schema/index.js';
import type { StoreLocation } from '../server/db/store-location.js';
import { UsageError } from './handle-error.js';
import { envSchema } from './server-config.js';

// `vitrine sync`'s record of each run and the staff's e-mails it calls for (pipeline/sync-state/):
// the record is written whatever the store does; the e-mails go into the server's store when the
// environment names it (VITRINE_DB, as for the instant alerts), else they wait in the record.

const alarmEnvSchema = envSchema.pick({
  VITRINE_DB: true,
  VITRINE_DB_BUSY_MS: true,
  VITRINE_DB_SYNC: true,
  VITRINE_SYNC_ALARM_FAILURES: true,
  VITRINE_SYNC_STALE_HOURS: true,
});

export interface SyncAlarmEnv {
  settings: AlarmSettings;
  /** The server's store, when VITRINE_DB names it. */
  store?: { location: StoreLocation; busyTimeoutMs: number; synchronous: 'NORMAL' | 'FULL' };
}

/** The alarm's settings and store from the environment; a mistake stops the sync before it runs (exit 2). */
export function readSyncAlarmEnv(env: NodeJS.ProcessEnv): SyncAlarmEnv {
  const given = Object.fromEntries(Object.entries(env).filter(([key, v]) => v !== '' && key in alarmEnvSchema.shape));
  const parsed = alarmEnvSchema.safeParse(given);
  if (!parsed.success) throw new UsageError(`the environment is not valid:\n${z.prettifyError(parsed.error)}`);
  const settings = {
    failuresInARow: parsed.data.VITRINE_SYNC_ALARM_FAILURES,
    staleAfterHours: parsed.data.VITRINE_SYNC_STALE_HOURS,
  };
  if (given.VITRINE_DB === undefined) return { settings };
  const store = {
    location: parsed.data.VITRINE_DB,
    busyTimeoutMs: parsed.data.VITRINE_DB_BUSY_MS,
    synchronous: parsed.data.VITRINE_DB_SYNC,
  };
  return { settings, store };
}

const toldLine = (mail: StaffAlarm) =>
  mail.alarm === 'sync-failing'
    ? `vitrine sync: ${mail.failures} failed runs since ${mail.failingSince}: the agency's address is told by e-mail, once (queued in the outbox).`
    : `vitrine sync: the sync works again: the agency's address is told by e-mail (queued in the outbox).`;

/** Queues what the record holds unsent, one e-mail at a time; returns the keys now in the outbox and what to tell the operator. */
async function queueUnsent(mails: readonly StaffAlarm[], alarmEnv: SyncAlarmEnv) {
  const queued = new Set<string>();
  const lines: string[] = [];
  const what = mails.map((mail) => mail.alarm).join(', ');
  if (!alarmEnv.store) {
    lines.push(`vitrine sync: the staff's e-mail (${what}) waits: no VITRINE_DB names the server's store to queue it in.`);
    return { queued, lines };
  }
  try {
    // Loaded only when there is something to queue: most runs need no store.
    const { openDatabase } = await import('../server/db/open-database.js');
    const { queueStaffAlarm } = await import('../server/staff-alarm/queue.js');
    const db = await openDatabase(alarmEnv.store.location, alarmEnv.store);
    try {
      for (const mail of mails) {
        if (await queueStaffAlarm(db, mail)) lines.push(toldLine(mail));
        queued.add(mail.idempotencyKey);
      }
    } finally {
      await db.destroy();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    lines.push(`vitrine sync: the staff's e-mail (${what}) was not queued (${message}); the next run tries again.`);
  }
  return { queued, lines };
}

/**
 * Records the run beside the output and queues the staff's e-mails it calls for. Never throws: the
 * run's own outcome is the command's; what went wrong here is said in the lines returned.
 */
export async function recordSyncRun(out: string, run: SyncRun, alarmEnv: SyncAlarmEnv): Promise<string[]> {
  let state = afterRun(await syncStateOrEmpty(out), run, alarmEnv.settings);
  const lines: string[] = [];
  if (state.unsent.length > 0) {
    const sent = await queueUnsent(state.unsent, alarmEnv);
    state = afterQueued(state, sent.queued);
    lines.push(...sent.lines);
  }
  try {
    await writeSyncState(out, state);
  } catch (error) {
    lines.push(`vitrine sync: this run could not be recorded in ${syncStatePath(out)}: ${(error as Error).message}`);
  }
  return lines;
}
