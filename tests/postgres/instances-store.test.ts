import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_MAILS_PER_DAY, type VisitSlot } from '../../schema/index.js';
import { configuredSlots } from '../../server/api/appointments.js';
import { storeWindowCounter } from '../../server/api/window-counter.js';
import { createServer } from '../../server/create-server.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { CAPTCHA_KEY_NAME, sharedKey } from '../../server/db/server-keys.js';
import { unitsOfWork } from '../../server/db/units-of-work.js';
import { createOutbox } from '../../server/outbox/deliver-due.js';
import { OWNER_POLICY } from '../../server/owner/policy.js';
import { recordLoginFailure, throttleKeys } from '../../server/owner/throttle.js';
import { postForm } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { createTestDatabase } from '../support/test-store.js';

// Two server instances on one PostgreSQL database, racing: what SQLite's one writer at a time gave
// for free must hold between instances too, by the database's constraints and the keys a check
// serializes on (server/db/unit-of-work.ts). Each race starts its requests on both at once.

const SEATS = 5;
const SLOT: VisitSlot = {
  id: 'open-house',
  propertyId: 4100004,
  start: new Date(Date.UTC(2030, 0, 5, 9)).toISOString(),
  end: new Date(Date.UTC(2030, 0, 5, 10)).toISOString(),
  capacity: SEATS,
};

interface Instance {
  db: Db;
  base: string;
  close: () => Promise<void>;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: Instance;
let b: Instance;

async function startInstance(url: string): Promise<Instance> {
  const db = await openDatabase(url);
  const site = await mkdtemp(join(tmpdir(), 'vitrine-instance-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
  const app = await createServer({
    siteDir: site,
    // Behind a proxy on the loopback: a test gives its visitors their own addresses (X-Forwarded-For).
    trustProxy: ['127.0.0.1'],
    api: {
      db,
      captcha: {
        hmacKey: await sharedKey(db, CAPTCHA_KEY_NAME, () => randomUUID() + randomUUID()),
        maxNumber: 500,
        validMs: 60_000,
      },
      defaultLanguage: 'fr',
      rateLimit: { max: 10_000, windowMs: 60_000 },
      // No mail: the deliveries wait in the outbox, where the race of two outboxes is played below.
      outbox: { pollMs: 3_600_000 },
      appointments: configuredSlots([SLOT]),
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    db,
    base,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Both migrate the new database at once, as two instances started together do.
  [a, b] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

/**
 * Posts `body` to each instance in turn, all at once, each post with its own solved captcha; from
 * the loopback, or each from an address of its own (`ownAddresses`: a visitor each).
 */
async function spread(kind: string, bodies: Record<string, unknown>[], { ownAddresses = false } = {}): Promise<number[]> {
  const posts = await Promise.all(
    bodies.map(async (body, i) => {
      const base = (i % 2 === 0 ? a : b).base;
      const headers: Record<string, string> = ownAddresses ? { 'x-forwarded-for': `198.51.100.${i + 1}` } : {};
      return { base, headers, body: { ...body, captcha: await solvedCaptcha(base) } };
    }),
  );
  const answers = await Promise.all(posts.map(({ base, body, headers }) => postForm(base, kind, body, headers)));
  return answers.map((answer) => answer.status);
}

const submissions = async (kind?: string) => {
  let query = a.db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n'));
  if (kind) query = query.where('kind', '=', kind);
  return (await query.executeTakeFirstOrThrow()).n;
};
const bookings = async () =>
  (
    await a.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('two instances on one database', () => {
  it('share one captcha key, made once', async () => {
    const keys = await Promise.all([a.db, b.db].map((db) => sharedKey(db, CAPTCHA_KEY_NAME, () => randomUUID())));
    expect(keys[0]).toBe(keys[1]);
    const rows = await a.db.selectFrom('server_keys').selectAll().execute();
    expect(rows.map((row) => row.name)).toEqual([CAPTCHA_KEY_NAME]);
  });

  it('store one submission per idempotency key, whichever instance each retry reaches', async () => {
    // An odd count: spread() alternates instances, so each body's second post goes to the other one.
    const bodies = Array.from({ length: 7 }, () => validBody('site-contact', 'fr'));
    const before = await submissions();
    // Every body posted twice (a retried request), once to each instance, all at once.
    const statuses = await spread('site-contact', [...bodies, ...bodies]);
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(bodies.length);
    expect(await submissions()).toBe(before + bodies.length);
  });

  it('accept one document request of a property per address, however many arrive at once', async () => {
    const first = validBody('document-request', 'fr');
    const same = Array.from({ length: 4 }, () => ({ ...first, idempotencyKey: randomUUID() }));
    const statuses = await spread('document-request', same);
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    expect(await submissions('document-request')).toBe(1);
  });

  it('give a friend FRIEND_MAILS_PER_DAY e-mails a day, not one more', async () => {
    const first = validBody('send-to-friend', 'fr');
    const posts = Array.from({ length: FRIEND_MAILS_PER_DAY + 3 }, () => ({ ...first, idempotencyKey: randomUUID() }));
    const statuses = await spread('send-to-friend', posts);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FRIEND_MAILS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('book as many visitors as the slot has seats', async () => {
    const visitors = Array.from({ length: SEATS + 3 }, () => ({ ...validBody('appointment', 'fr'), slotId: SLOT.id }));
    // Each from an address of their own: one address holds only BOOKING_POLICY.heldPerVisitor bookings at once (finding 3).
    const statuses = await spread('appointment', visitors, { ownAddresses: true });
    expect(statuses.filter((status) => status === 201)).toHaveLength(SEATS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(await bookings()).toBe(SEATS);
  });

  it("count every failed login of an owner, and stop the visitor trying that account at the policy's count", async () => {
    const keys = throttleKeys('owner@example.test', '192.0.2.7');
    // The account itself is only slowed (issue 48, finding 6): the pair of account and visitor is what stops.
    const { lockAfter } = OWNER_POLICY.throttle.pair;
    const now = new Date();
    const units = [unitsOfWork(a.db), unitsOfWork(b.db)];
    await Promise.all(
      Array.from({ length: lockAfter }, (_, i) =>
        units[i % 2]?.run((trx, serializeOn) => recordLoginFailure(trx, serializeOn, keys, now)),
      ),
    );
    const row = await a.db.selectFrom('login_throttle').selectAll().where('key', '=', keys.pair).executeTakeFirstOrThrow();
    expect(row.failures).toBe(lockAfter);
    expect(row.locked_until).not.toBeNull();
    const account = await a.db.selectFrom('login_throttle').selectAll().where('key', '=', keys.account).executeTakeFirstOrThrow();
    expect(account.failures).toBe(lockAfter);
    expect(account.locked_until).toBeNull();
  });

  it('count a visitor’s hits of the shared rate limit exactly, from both instances', async () => {
    const counters = [a.db, b.db].map((db) =>
      storeWindowCounter(db, { name: 'forms', windowMs: 3_600_000, secret: 'k'.repeat(40) }),
    );
    const now = Date.now();
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => counters[i % 2]?.hit('198.51.100.9', now)));
    expect(hits.map((hit) => hit?.hits).sort((x = 0, y = 0) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const stored = await a.db.selectFrom('rate_limits').select('key').execute();
    expect(JSON.stringify(stored)).not.toContain('198.51.100.9');
  });

  it('deliver each due delivery once, when both outboxes take the same rows', async () => {
    const sent: number[] = [];
    const deliver = async (_submission: unknown, delivery: { id: number }) => {
      sent.push(delivery.id);
    };
    const outboxes = [a.db, b.db].map((db) => createOutbox(db, { deliver: { agency: deliver, visitor: deliver } }));
    const due = await a.db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute();
    expect(due.length).toBeGreaterThan(10);
    const now = new Date();
    const delivered = await Promise.all(outboxes.map((outbox) => outbox.deliverDue(now)));
    expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(sent.length);
    expect(new Set(sent).size).toBe(sent.length);
    const left = await a.db
      .selectFrom('outbox')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('channel', 'in', ['agency', 'visitor'])
      .execute();
    expect(left).toEqual([]);
  });
});
