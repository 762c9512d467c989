import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILING_AFTER_MS, outboxHealth } from '../../server/outbox/health.js';
import { openTestStore, type TestStore } from '../support/test-store.js';

// The outbox's health (server/outbox/health.ts) that `vitrine status`, /readyz and /metrics show, on
// the store of this run's engine: what waits, what failed, and what has been failing for over an hour.

const NOW = new Date('2027-01-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store?.close());

/** A submission of `age` ago with one delivery in this state. */
async function delivery(key: string, age: number, state: { delivered?: boolean; error?: string }) {
  const { id } = await store.db
    .insertInto('submissions')
    .values({
      kind: 'site-contact',
      idempotency_key: key,
      language: 'fr',
      payload: '{}',
      created_at: ago(age),
      property_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await store.db
    .insertInto('outbox')
    .values({
      submission_id: id,
      channel: 'agency',
      attempts: state.error ? 3 : 0,
      last_error: state.error ?? null,
      next_attempt_at: ago(age),
      delivered_at: state.delivered ? ago(age - 1000) : null,
    })
    .execute();
}

describe('outboxHealth', () => {
  it('of an empty outbox: nothing waits', async () => {
    expect(await outboxHealth(store.db, NOW)).toEqual({
      pending: 0,
      failed: 0,
      oldestPendingAt: null,
      oldestPendingAgeMs: null,
      failingForAnHour: 0,
      lastError: null,
    });
  });

  it('counts what waits and what failed; only a failed delivery older than an hour is the alarm', async () => {
    await delivery('delivered-long-ago', 5 * FAILING_AFTER_MS, { delivered: true });
    await delivery('failing-for-two-hours', 2 * FAILING_AFTER_MS, { error: 'connect ECONNREFUSED 127.0.0.1:25' });
    await delivery('failing-for-a-minute', 60_000, { error: '421 try later' });
    await delivery('new', 1000, {});
    expect(await outboxHealth(store.db, NOW)).toEqual({
      pending: 3,
      failed: 2,
      oldestPendingAt: ago(2 * FAILING_AFTER_MS),
      oldestPendingAgeMs: 2 * FAILING_AFTER_MS,
      failingForAnHour: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // An hour on, the minute-old failure has been failing for more than an hour too.
    const later = await outboxHealth(store.db, new Date(NOW.getTime() + FAILING_AFTER_MS));
    expect(later).toMatchObject({ failingForAnHour: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
  });
});
