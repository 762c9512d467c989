import { describe, expect, it } from 'vitest';
import { unitsOfWork } from '../../server/db/units-of-work.js';
import { OWNER_POLICY } from '../../server/owner/policy.js';
import { afterFailure, recordLoginFailure, type ThrottleRow, throttleKeys, waitSeconds } from '../../server/owner/throttle.js';
import { openTestStore } from '../support/test-store.js';

// The documented figures of failed logins (docs/reliability.md, the owner portal's abuse): an (account, visitor) pair is
// slowed after `slowAfter`, with a wait doubling from 1 s up to maxDelaySeconds, and stopped after
// `lockAfter` for lockMinutes; the account itself is only slowed, never locked.

const limits = OWNER_POLICY.throttle.pair;
const T0 = new Date('2026-11-24T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function failures(n: number, spacingSeconds: number): ThrottleRow | undefined {
  let row: ThrottleRow | undefined;
  for (let i = 0; i < n; i++) row = afterFailure(row, limits, at(i * spacingSeconds));
  return row;
}

describe('login throttle', () => {
  it('lets every try through below slowAfter failures', () => {
    const row = failures(limits.slowAfter - 1, 0);
    expect(waitSeconds(row, limits, at(0))).toBe(0);
  });

  it.each([
    [limits.slowAfter, 1],
    [limits.slowAfter + 1, 2],
    [limits.slowAfter + 3, 8],
  ])('after %i failures the next try waits %i s after the last one', (n, wait) => {
    const row = failures(n, 0);
    expect(waitSeconds(row, limits, at(0))).toBe(wait);
    expect(waitSeconds(row, limits, at(wait))).toBe(0);
  });

  it('never asks to wait more than maxDelaySeconds while not locked', () => {
    const row: ThrottleRow = { failures: limits.lockAfter - 1, last_failure_at: T0.toISOString(), locked_until: null };
    expect(waitSeconds(row, { ...limits, lockAfter: 1000 }, at(0))).toBeLessThanOrEqual(limits.maxDelaySeconds);
  });

  it('never locks the account, however many failures: its wait stays at most its own maxDelaySeconds', () => {
    const account = OWNER_POLICY.throttle.account;
    let row: ThrottleRow | undefined;
    for (let i = 0; i < 500; i++) row = afterFailure(row, account, at(i));
    expect(row?.failures).toBe(500);
    expect(row?.locked_until).toBeNull();
    expect(waitSeconds(row, account, at(499))).toBe(account.maxDelaySeconds);
    expect(waitSeconds(row, account, at(499 + account.maxDelaySeconds))).toBe(0);
  });

  it('locks for lockMinutes at lockAfter failures, then starts counting afresh', () => {
    const row = failures(limits.lockAfter, 120);
    const last = (limits.lockAfter - 1) * 120;
    expect(row?.locked_until).toBe(at(last + OWNER_POLICY.throttle.lockMinutes * 60).toISOString());
    expect(waitSeconds(row, limits, at(last + 1))).toBe(OWNER_POLICY.throttle.lockMinutes * 60 - 1);
    const after = at(last + OWNER_POLICY.throttle.lockMinutes * 60);
    expect(waitSeconds(row, limits, after)).toBe(0);
    expect(afterFailure(row, limits, after).failures).toBe(1);
  });

  it('forgets failures after forgetMinutes without one', () => {
    const row = failures(limits.slowAfter + 2, 0);
    const later = at(OWNER_POLICY.throttle.forgetMinutes * 60 + 1);
    expect(waitSeconds(row, limits, later)).toBe(0);
    expect(afterFailure(row, limits, later).failures).toBe(1);
  });

  it('keeps no row of failures that are forgotten and not locked', async () => {
    const store = await openTestStore();
    const { db } = store;
    try {
      const keysOf = (email: string) => throttleKeys(email, '192.0.2.1');
      const units = unitsOfWork(db);
      await units.run((trx, serializeOn) => recordLoginFailure(trx, serializeOn, keysOf('first@example.test'), T0));
      const later = at(OWNER_POLICY.throttle.forgetMinutes * 60 + 1);
      await units.run((trx, serializeOn) => recordLoginFailure(trx, serializeOn, keysOf('second@example.test'), later));
      const keys = (await db.selectFrom('login_throttle').select('key').orderBy('key').execute()).map((r) => r.key);
      const second = keysOf('second@example.test');
      expect(keys).toEqual([second.account, second.address, second.pair].sort());
      expect(keys.join()).not.toContain('192.0.2.1');
    } finally {
      await store.close();
    }
  });
});
