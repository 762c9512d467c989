import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_CONFIRM_WITHIN_MS,
  ALERT_FORGET_LEFT_AFTER_MS,
  ALERT_PERIOD_MS,
  type AlertFrequency,
  type ListingEvent,
} from '../../schema/index.js';
import type { AlertMailPayload } from '../../server/alerts/mail-payload.js';
import type { AlertProperty } from '../../server/alerts/published.js';
import { sendAlerts } from '../../server/alerts/send.js';
import { alertByKey, insertAlert } from '../../server/alerts/store.js';
import { newAlertToken } from '../../server/alerts/token.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { startOutboxWorker } from '../../server/outbox/worker.js';
import { leaveOwnAlert } from '../../server/submissions/unsubscribe.js';
import { openTestStore, TEST_ENGINE, type TestStore } from '../support/test-store.js';

// `vitrine alerts send`'s queueing on a real store (SQLite, or PostgreSQL in the `postgres` project):
// which alert gets an e-mail, when, with which events, and that no event reaches an alert twice; the
// housekeeping of the alerts table.

let db: Db;
let dir: string;
let store: TestStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-alerts-send-'));
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => {
  await store.close();
});

const T0 = Date.UTC(2026, 10, 24, 8, 0);
const at = (hours: number) => new Date(T0 + hours * 3600_000);

const property = (id: number, typeIds = [2]): AlertProperty => ({
  id,
  goal: 'sale',
  status: 'active',
  typeIds,
  title: `Appartement ${id}`,
  url: `/fr/a-vendre/mettet/appartement/${id}/`,
  address: { city: 'Mettet', zip: '5640' },
  price: { amount: 150_000, published: true, unit: null, unitText: null, formatted: '€ 150.000' },
  counts: { bedrooms: 2 },
  surfaces: { living: 90 },
  pictures: [],
});

/** A published output with these properties and events. */
async function output(
  events: { id: number; hours: number; kind?: ListingEvent['kind'] }[],
  properties = [1, 2, 3, 4].map((id) => property(id)),
) {
  const data = await mkdtemp(join(dir, 'generated-'));
  await mkdir(join(data, 'fr'));
  await writeFile(join(data, 'fr', 'properties.json'), JSON.stringify(properties));
  const list: ListingEvent[] = events.map(({ id, hours, kind = 'new' }) => ({
    id: `${id}:${kind}:${at(hours).toISOString()}`,
    kind,
    propertyId: id,
    at: at(hours).toISOString(),
    price: 150_000,
    ...(kind === 'price-drop' && { formerPrice: 170_000 }),
    status: 'active',
  }));
  await writeFile(join(data, 'events.json'), JSON.stringify({ events: list }));
  return data;
}

async function alert(
  change: { frequency?: AlertFrequency; confirmedAt?: Date | null; lastMailAt?: Date; types?: number[] } = {},
) {
  const token = newAlertToken();
  const id = await insertAlert(
    db,
    {
      email: `visitor.${Math.random()}@example.test`,
      language: 'fr',
      criteria: { goal: 'buy', propertyTypes: change.types ?? [2], zones: ['Mettet'] },
      frequency: change.frequency ?? 'instant',
      token,
      submissionId: 1,
    },
    at(-48),
  );
  const confirmed = change.confirmedAt === undefined ? at(-24) : change.confirmedAt;
  if (confirmed)
    await db
      .updateTable('alerts')
      .set({
        confirmed_at: confirmed.toISOString(),
        handled_through: confirmed.toISOString(),
        last_mail_at: change.lastMailAt?.toISOString() ?? null,
      })
      .where('id', '=', id)
      .execute();
  tokens.set(id, token);
  return id;
}

/** Each alert's token, as its confirmation e-mail carried it (the store keeps only its hash). */
const tokens = new Map<number, string>();

const send = (data: string, now: Date, more: Partial<Parameters<typeof sendAlerts>[0]> = {}) =>
  sendAlerts({ db, dataDir: data, languages: ['fr'], defaultLanguage: 'fr', siteUrl: 'https://www.example.test', now, ...more });

/** Each alert's queued e-mails: the property ids of their events, and the outbox row each has. */
async function mails() {
  const rows = await db
    .selectFrom('submissions')
    .innerJoin('outbox', 'outbox.submission_id', 'submissions.id')
    .select(['submissions.payload', 'submissions.kind', 'outbox.channel'])
    .orderBy('submissions.id')
    .execute();
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as AlertMailPayload;
    expect([row.kind, row.channel]).toEqual(['alert-mail', 'visitor']);
    return { alert: payload.alert, events: payload.events.map((id) => Number(id.split(':')[0])) };
  });
}

const handledThrough = async (id: number) =>
  (await db.selectFrom('alerts').select('handled_through').where('id', '=', id).executeTakeFirstOrThrow()).handled_through;

describe('sendAlerts', () => {
  it('queues one e-mail per confirmed alert with its matching new events, once', async () => {
    const wanted = await alert();
    const unconfirmed = await alert({ confirmedAt: null });
    const elsewhere = await alert({ types: [7] });
    const data = await output([
      { id: 1, hours: -30 }, // before the confirmation: not for it
      { id: 2, hours: 1 },
      { id: 3, hours: 1, kind: 'price-drop' },
      { id: 99, hours: 1 }, // no longer published
    ]);
    const first = await send(data, at(2));
    expect(first).toMatchObject({ alerts: 2, queued: 1, events: 4, through: at(1).toISOString() });
    expect(await mails()).toEqual([{ alert: wanted, events: [2, 3] }]);
    // The other alerts' events are handled too (nothing for them), and the unconfirmed one waits untouched.
    expect(await handledThrough(elsewhere)).toBe(at(1).toISOString());
    expect(await handledThrough(unconfirmed)).toBeNull();
    // Run again: nothing new.
    expect((await send(data, at(3))).queued).toBe(0);
    // The next sync's events come on their own.
    const next = await output([
      { id: 2, hours: 1 },
      { id: 3, hours: 1, kind: 'price-drop' },
      { id: 4, hours: 5 },
    ]);
    expect((await send(next, at(6))).queued).toBe(1);
    expect(await mails()).toEqual([
      { alert: wanted, events: [2, 3] },
      { alert: wanted, events: [4] },
    ]);
  });

  it('holds a digest until its period has passed, then sends every event since in one e-mail', async () => {
    const daily = await alert({ frequency: 'daily', lastMailAt: at(-1) });
    const weekly = await alert({ frequency: 'weekly', lastMailAt: at(-1) });
    const data = await output([
      { id: 1, hours: 1 },
      { id: 2, hours: 3 },
    ]);
    expect(await send(data, at(4))).toMatchObject({ queued: 0, waiting: 2 });
    expect(await handledThrough(daily)).toBe(at(-24).toISOString());
    const dayLater = new Date(at(-1).getTime() + ALERT_PERIOD_MS.daily);
    expect(await send(data, dayLater)).toMatchObject({ queued: 1, waiting: 1 });
    expect(await mails()).toEqual([{ alert: daily, events: [2, 1] }]);
    const last = await db.selectFrom('alerts').select('last_mail_at').where('id', '=', daily).executeTakeFirstOrThrow();
    expect(last.last_mail_at).toBe(dayLater.toISOString());
    // A digest due with nothing new is not sent, but its events are handled.
    const quiet = await output([{ id: 1, hours: 1 }], [property(1, [5])]);
    const weekLater = new Date(at(-1).getTime() + ALERT_PERIOD_MS.weekly);
    expect(await send(quiet, weekLater)).toMatchObject({ queued: 0, waiting: 0 });
    expect(await handledThrough(weekly)).toBe(at(1).toISOString());
    expect(await mails()).toHaveLength(1);
  });

  it('only the frequencies asked for (the sync sends the instant ones)', async () => {
    await alert({ frequency: 'daily' });
    const instant = await alert();
    const data = await output([{ id: 1, hours: 1 }]);
    expect(await send(data, at(2), { frequencies: ['instant'] })).toMatchObject({ alerts: 1, queued: 1 });
    expect((await mails()).map((m) => m.alert)).toEqual([instant]);
  });

  it('sends nothing to a left alert, and two runs at once queue each e-mail once', async () => {
    const alerts = [];
    for (let i = 0; i < 30; i++) alerts.push(await alert());
    const left = alerts.pop() as number;
    const row = await db.selectFrom('alerts').select(['email']).where('id', '=', left).executeTakeFirstOrThrow();
    const token = String(tokens.get(left));
    expect(await leaveOwnAlert(db, row.email.toUpperCase(), token, at(0))).toBe(true);
    expect(await leaveOwnAlert(db, row.email, `${token}x`, at(0))).toBe(false);
    const data = await output([{ id: 1, hours: 1 }]);
    // A second connection to the same store: another process (cron beside the sync).
    const other = await openDatabase(store.location);
    try {
      const runs = await Promise.all([send(data, at(2), { batch: 4 }), send(data, at(2), { db: other, batch: 7 })]);
      expect(runs[0].queued + runs[1].queued).toBe(29);
    } finally {
      await other.destroy();
    }
    expect((await mails()).map((m) => m.alert).sort((a, b) => a - b)).toEqual(alerts);
  });
});

describe('the alerts table', () => {
  it.skipIf(TEST_ENGINE === 'postgres')('is added to a SQLite store made before it, which keeps its rows', async () => {
    const path = join(dir, 'old.db');
    const old = new Database(path);
    old.exec(`
      create table submissions (id integer primary key autoincrement, kind text not null, idempotency_key text not null unique,
        language text not null, payload text not null, created_at text not null);
      insert into submissions values (1, 'demand-register', 'k', 'fr', '{"email":"a@example.test","unsubscribeToken":"legacy-token-123456"}', '2026-11-01T10:00:00.000Z');
    `);
    old.close();
    for (let open = 0; open < 2; open++) {
      const store = await openDatabase(path);
      try {
        expect(await store.selectFrom('alerts').selectAll().execute()).toEqual([]);
        expect(await store.selectFrom('submissions').select('id').execute()).toEqual([{ id: 1 }]);
        // The receipt's link of a demand register from before still unsubscribes.
        expect(await leaveOwnAlert(store, 'A@example.test', 'legacy-token-123456', new Date())).toBe(true);
      } finally {
        await store.destroy();
      }
    }
  });

  it('forgets the alerts never confirmed and those left long ago (the outbox worker sweeps it)', async () => {
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    const ids: Record<string, number> = {};
    for (const name of ['unconfirmedOld', 'unconfirmedRecent', 'active', 'leftOld', 'leftRecent'])
      ids[name] = await alert({ confirmedAt: null });
    const set = (name: string, values: Record<string, string>) =>
      db
        .updateTable('alerts')
        .set(values)
        .where('id', '=', ids[name] as number)
        .execute();
    await set('unconfirmedOld', { created_at: ago(ALERT_CONFIRM_WITHIN_MS + 60_000) });
    await set('unconfirmedRecent', { created_at: ago(ALERT_CONFIRM_WITHIN_MS - 60_000) });
    await set('active', { created_at: ago(90 * 86_400_000), confirmed_at: ago(89 * 86_400_000) });
    await set('leftOld', { unsubscribed_at: ago(ALERT_FORGET_LEFT_AFTER_MS + 60_000) });
    await set('leftRecent', { unsubscribed_at: ago(ALERT_FORGET_LEFT_AFTER_MS - 60_000) });
    const worker = startOutboxWorker(db, { deliver: {}, pollMs: 3_600_000 });
    worker.nudge();
    await worker.stop();
    const kept = await db.selectFrom('alerts').select('id').orderBy('id').execute();
    expect(kept.map((row) => row.id)).toEqual([ids.unconfirmedRecent, ids.active, ids.leftRecent]);
    // Their links' tokens went with them.
    const tokensLeft = await db.selectFrom('alert_tokens').select('alert_id').distinct().orderBy('alert_id').execute();
    expect(tokensLeft.map((row) => row.alert_id)).toEqual([ids.unconfirmedRecent, ids.active, ids.leftRecent]);
  });

  it('keeps the links of a store made when tokens were kept in clear working, and the clear tokens go', async () => {
    const id = await alert();
    // As such a store had it: the token in a column of the alert, no hash beside it.
    const legacy = 'legacy-alert-token-abcdef';
    await db.deleteFrom('alert_tokens').where('alert_id', '=', id).execute();
    await sql`alter table alerts add column token text`.execute(db);
    await sql`update alerts set token = ${legacy} where id = ${id}`.execute(db);
    // A server of this version opens it (its migration runs), and reads it through a connection of its own.
    const upgraded = await openDatabase(store.location);
    try {
      expect((await alertByKey(upgraded, { alert: id, token: legacy }))?.id).toBe(id);
      expect(
        (await upgraded.introspection.getTables()).find((t) => t.name === 'alerts')?.columns.map((c) => c.name),
      ).not.toContain('token');
      expect(JSON.stringify(await upgraded.selectFrom('alerts').selectAll().execute())).not.toContain(legacy);
    } finally {
      await upgraded.destroy();
    }
  });
});
