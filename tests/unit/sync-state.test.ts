import { describe, expect, it } from 'vitest';
import { type AlarmSettings, afterQueued, afterRun, EMPTY_SYNC_STATE } from '../../pipeline/sync-state/next-state.js';
import type { SyncRun, SyncState } from '../../schema/index.js';

// The sync's record and the staff's e-mails it calls for (pipeline/sync-state/next-state.ts): one
// when the failures start to matter, by count or by age, none after, one at the recovery, and
// nothing to recover from when the staff never heard of the failures.

const SETTINGS: AlarmSettings = { failuresInARow: 3, staleAfterHours: 24 };
const HOUR = 3600_000;
const T0 = Date.parse('2027-01-10T08:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
const good = (hours: number): SyncRun => ({
  at: at(hours),
  outcome: 'unchanged',
  properties: 90,
  quarantined: 0,
  photosFailed: 0,
});
const bad = (hours: number): SyncRun => ({
  at: at(hours),
  outcome: 'failed',
  error: { code: 'FEED_REQUEST_FAILED', message: `down at ${hours} h`, hint: 'check' },
});

/** The record after these runs, each run's e-mails queued at once when `queue` says so. */
function replay(runs: SyncRun[], queue = true, settings = SETTINGS): { state: SyncState; mails: string[] } {
  let state = EMPTY_SYNC_STATE;
  const mails: string[] = [];
  for (const run of runs) {
    state = afterRun(state, run, settings);
    if (queue) {
      mails.push(...state.unsent.map((m) => `${m.alarm}@${m.at}`));
      state = afterQueued(state, new Set(state.unsent.map((m) => m.idempotencyKey)));
    }
  }
  return { state, mails };
}

describe('the staff e-mails of the sync record', () => {
  it.each([
    [
      'three failures in a row: one e-mail at the third',
      [good(0), bad(1), bad(2), bad(3), bad(4), bad(5)],
      [`sync-failing@${at(3)}`],
    ],
    ['two failures then a success: none', [good(0), bad(1), bad(2), good(3)], []],
    [
      'an alarm, then a success: one recovery',
      [good(0), bad(1), bad(2), bad(3), good(4), good(5)],
      [`sync-failing@${at(3)}`, `sync-recovered@${at(4)}`],
    ],
    [
      'a failure more than 24 hours after the last success, before the third',
      [good(0), bad(20), bad(44)],
      [`sync-failing@${at(44)}`],
    ],
    ['never synced: more than 24 hours of failures', [bad(0), bad(24), bad(25)], [`sync-failing@${at(25)}`]],
    [
      'two episodes: an e-mail each',
      [good(0), bad(1), bad(2), bad(3), good(4), bad(5), bad(6), bad(7)],
      [`sync-failing@${at(3)}`, `sync-recovered@${at(4)}`, `sync-failing@${at(7)}`],
    ],
  ])('%s', (_, runs, expected) => {
    expect(replay(runs).mails).toEqual(expected);
  });

  it('says why, since when, and the last error', () => {
    const { state } = replay([good(0), bad(20), bad(44)], false);
    expect(state.unsent).toEqual([
      expect.objectContaining({
        alarm: 'sync-failing',
        reason: 'stale',
        failures: 2,
        failingSince: at(20),
        lastSuccessAt: at(0),
        staleAfterHours: 24,
        error: { code: 'FEED_REQUEST_FAILED', message: 'down at 44 h', hint: 'check' },
      }),
    ]);
    expect(state.alarm).toMatchObject({ reason: 'stale', told: false });
  });

  it('keeps an e-mail that could not be queued for the next run, and queues it once', () => {
    let { state } = replay([good(0), bad(1), bad(2), bad(3)], false);
    state = afterRun(state, bad(4), SETTINGS);
    expect(state.unsent).toHaveLength(1);
    state = afterQueued(state, new Set([state.unsent[0]?.idempotencyKey ?? '']));
    expect(state).toMatchObject({ unsent: [], alarm: { told: true }, failures: 4 });
  });

  it('drops an alarm the staff never got at the recovery: nothing to recover from for them', () => {
    const { state } = replay([good(0), bad(1), bad(2), bad(3), good(4)], false);
    expect(state).toMatchObject({ unsent: [], alarm: null, failures: 0, lastSuccess: { at: at(4) } });
  });

  it('names an episode by the success the failures follow: two syncs that read the same record queue the same e-mail', () => {
    const { state } = replay([good(0), bad(1), bad(2)], false);
    const one = afterRun(state, bad(3), SETTINGS);
    const other = afterRun(state, bad(3.01), SETTINGS);
    expect(one.unsent[0]?.idempotencyKey).toBe(other.unsent[0]?.idempotencyKey);
    expect(one.unsent[0]?.idempotencyKey).toBe(`staff-alarm:sync-failing:after-${at(0)}`);
  });
});
