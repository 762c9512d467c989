import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/open-database.js';
import { unitsOfWork } from '../../server/db/units-of-work.js';
import { type Deliver, startOutboxWorker } from '../../server/outbox/worker.js';
import { acceptSubmission } from '../../server/submissions/accept.js';
import { openTestStore, type TestStore } from '../support/test-store.js';

// The outbox worker of a server that stops, on a real store (SQLite, or PostgreSQL in the
// `postgres` project): it claims nothing more, lets the send under way finish and records it, and
// when the stop can wait no longer it hands that delivery's claim back, so that the next start sends
// it at once rather than after the claim's lease.

let store: TestStore;
let db: Db;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(() => store.close());

async function storedDelivery(n: number): Promise<number> {
  const accepted = await acceptSubmission(unitsOfWork(db), {
    kind: 'site-contact',
    idempotencyKey: `stop-${n}`,
    language: 'fr',
    payload: { n },
    channels: ['agency'],
  });
  return (await db.selectFrom('outbox').select('id').where('submission_id', '=', accepted.id).executeTakeFirstOrThrow()).id;
}

const rowOf = (id: number) =>
  db.selectFrom('outbox').select(['delivered_at', 'claimed_until']).where('id', '=', id).executeTakeFirstOrThrow();

/** A channel whose sends wait until the test lets them end; `started` follows each send's start. */
function heldChannel() {
  const sends: { outboxId: number; finish: () => void }[] = [];
  const waiting: ((count: number) => void)[] = [];
  const deliver: Deliver = (_submission, delivery) =>
    new Promise<void>((resolve) => {
      sends.push({ outboxId: delivery.id, finish: resolve });
      for (const wake of waiting.splice(0)) wake(sends.length);
    });
  const started = (count: number) =>
    sends.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push((n) => n >= count && resolve()));
  return { deliver, sends, started };
}

const LONG_POLL = 3_600_000;

describe('an outbox worker that stops', () => {
  it('claims nothing more, and records the send under way once it has finished', async () => {
    const first = await storedDelivery(1);
    const second = await storedDelivery(2);
    const channel = heldChannel();
    const worker = startOutboxWorker(db, { deliver: { agency: channel.deliver }, pollMs: LONG_POLL });
    worker.nudge();
    await channel.started(1);
    expect(channel.sends[0]?.outboxId).toBe(first);

    const stopped = worker.stop();
    // A submission accepted while the server drains nudges the worker: it is left for the next start.
    worker.nudge();
    channel.sends[0]?.finish();
    await stopped;

    expect(channel.sends).toHaveLength(1);
    expect((await rowOf(first)).delivered_at).not.toBeNull();
    expect(await rowOf(second)).toEqual({ delivered_at: null, claimed_until: null });
  });

  it('hands the claim back when it may wait no longer, and the next start sends it at once', async () => {
    const id = await storedDelivery(1);
    const channel = heldChannel();
    const outOfTime = new AbortController();
    // A lease of a day: only the hand-back lets the next start send it now.
    const worker = startOutboxWorker(db, {
      deliver: { agency: channel.deliver },
      pollMs: LONG_POLL,
      claimMs: 24 * 3600_000,
      stopSignal: outOfTime.signal,
    });
    worker.nudge();
    await channel.started(1);
    expect((await rowOf(id)).claimed_until).not.toBeNull();

    const stopped = worker.stop();
    outOfTime.abort();
    await stopped;
    expect(await rowOf(id)).toEqual({ delivered_at: null, claimed_until: null });

    const next = heldChannel();
    const restarted = startOutboxWorker(db, { deliver: { agency: next.deliver }, pollMs: LONG_POLL });
    restarted.nudge();
    await next.started(1);
    // The same outbox row, so the same Message-ID: a repeat the recipient's server recognises.
    expect(next.sends[0]?.outboxId).toBe(id);
    next.sends[0]?.finish();
    await restarted.stop();
    expect((await rowOf(id)).delivered_at).not.toBeNull();
    // The first send never ends; it is let go with the test.
    channel.sends[0]?.finish();
  });
});
