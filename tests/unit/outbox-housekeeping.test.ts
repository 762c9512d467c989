import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/open-database.js';
import { unitsOfWork } from '../../server/db/units-of-work.js';
import { pendingDeliveries, purgeDelivered, retryNow } from '../../server/outbox/admin.js';
import { claimDelivery } from '../../server/outbox/claim.js';
import { startOutboxWorker } from '../../server/outbox/worker.js';
import { acceptSubmission } from '../../server/submissions/accept.js';
import { openTestStore, type TestStore } from '../support/test-store.js';

// What runs beside the deliveries, on a real store (SQLite, or PostgreSQL in the `postgres` project):
// the used-captcha table is swept of signatures past the captcha's validity, and `vitrine outbox`
// leaves a claimed delivery to its worker.

let db: Db;
let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => {
  await store.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the used-captcha table', () => {
  it('is purged of signatures older than the captcha validity by the outbox worker', async () => {
    await db
      .insertInto('captcha_used')
      .values([
        { signature: 'expired-long-ago', used_at: minutesAgo(24 * 60) },
        { signature: 'just-expired', used_at: minutesAgo(31) },
        { signature: 'still-replayable', used_at: minutesAgo(29) },
      ])
      .execute();
    const worker = startOutboxWorker(db, { deliver: {}, pollMs: 3_600_000, usedCaptchaValidMs: 30 * 60_000 });
    worker.nudge();
    await worker.stop();
    const kept = await db.selectFrom('captcha_used').select('signature').execute();
    expect(kept.map((row) => row.signature)).toEqual(['still-replayable']);
  });
});

describe('vitrine outbox beside a worker', () => {
  async function stored(createdAt: Date) {
    const accepted = await acceptSubmission(
      unitsOfWork(db),
      { kind: 'site-contact', idempotencyKey: `key-${Math.random()}`, language: 'fr', payload: {}, channels: ['agency'] },
      createdAt,
    );
    return (await db.selectFrom('outbox').select('id').where('submission_id', '=', accepted.id).executeTakeFirstOrThrow()).id;
  }

  it('retry makes waiting deliveries due and leaves the one a worker is sending alone', async () => {
    const now = new Date();
    const waiting = await stored(now);
    const sending = await stored(now);
    const later = new Date(now.getTime() + 3_600_000).toISOString();
    await db.updateTable('outbox').set({ next_attempt_at: later }).execute();
    expect(await claimDelivery(db, sending, now, 60_000)).toBe(true);
    // A second worker (another instance) cannot take it while the claim holds.
    expect(await claimDelivery(db, sending, now, 60_000)).toBe(false);

    expect(await retryNow(db, now)).toBe(1);
    const rows = await db.selectFrom('outbox').select(['id', 'next_attempt_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: waiting, next_attempt_at: now.toISOString() },
      { id: sending, next_attempt_at: later },
    ]);
    const listed = await pendingDeliveries(db);
    expect(listed.find((p) => p.id === sending)?.claimedUntil).toBe(new Date(now.getTime() + 60_000).toISOString());
  });

  it('purge deletes old delivered submissions in batches, and keeps the undelivered ones', async () => {
    const old = new Date(Date.now() - 200 * 86_400_000);
    const ids = [];
    for (let i = 0; i < 450; i++) ids.push(await stored(old));
    const undelivered = ids.pop();
    await db.updateTable('outbox').set({ delivered_at: old.toISOString() }).where('id', '!=', Number(undelivered)).execute();
    expect(await purgeDelivered(db, 90)).toBe(449);
    expect(await db.selectFrom('submissions').select('id').execute()).toHaveLength(1);
    expect((await pendingDeliveries(db)).map((p) => p.id)).toEqual([undelivered]);
  });
});
