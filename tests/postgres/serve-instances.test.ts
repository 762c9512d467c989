import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeProcess, startServe, tinySite } from '../../bench/support/serve-process.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { type ReceivedMail, startSmtpServer } from '../support/smtp-server.js';
import { createTestDatabase } from '../support/test-store.js';

// Three `vitrine serve` instances on one PostgreSQL database, as behind a load balancer, each mailing
// through its own real SMTP server on 127.0.0.1. A burst of submissions is spread over them and one
// instance is SIGKILLed while its SMTP server holds a message's "250": every answered submission is
// stored once and mailed once, the dead instance's delivery after its lease.

/** VITRINE_FORM_RATE: small, so that one visitor meets it in five posts. */
const FORM_RATE = 4;
/** The window VITRINE_FORM_RATE counts in (cli/serve.ts), aligned on whole minutes for every instance. */
const RATE_WINDOW_MS = 60_000;
/** Submissions of the burst, at least; A dies once a third of them are answered. */
const BURST = 60;
const VISITORS_AT_ONCE = 12;

/** The Message-ID of a delivery (an outbox row), at every try: the site's host is data/site/site.json's. */
const messageIdOf = (row: { id: number; submission_id: number }) =>
  `<outbox-${row.id}.submission-${row.submission_id}@www.eaudheure-immo.be>`;

interface Instance {
  serve: ServeProcess;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
}

let drop: (() => Promise<void>) | undefined;
let db: Db;
let a: Instance;
let b: Instance;
let c: Instance;
let instances: Instance[] = [];
/** What the test started, for the cleanup (also after a start that failed half-way). */
let servers: ServeProcess[] = [];
let smtpServers: Instance['smtp'][] = [];
/** Every submission answered with success: idempotency key → the id the answer named. */
const answered = new Map<string, number>();
/** Kills A when A's SMTP server has a message in full, before it answers "250" (armed mid-burst). */
let holdNextMailOfA = false;
let heldByA: ReceivedMail | undefined;

let visitors = 0;
/** A visitor of its own: its address as the trusted proxy (127.0.0.1) forwards it, so each has its own rate-limit count. */
const newVisitor = () => {
  visitors++;
  return `127.0.${Math.floor(visitors / 250)}.${(visitors % 250) + 2}`;
};

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const site = await tinySite();
  smtpServers = await Promise.all([0, 1, 2].map((i) => startSmtpServer(0, i === 0 ? { onAccept: holdWhileAIsKilled } : {})));
  const starts = await Promise.allSettled(
    smtpServers.map((smtp) =>
      startServe({
        site,
        env: {
          VITRINE_DB: database.url,
          VITRINE_SMTP_URL: smtp.url,
          // No key in the environment: the instances share the store's.
          VITRINE_CAPTCHA_KEY: '',
          VITRINE_CAPTCHA_WORK: '20',
          VITRINE_FORM_RATE: String(FORM_RATE),
          VITRINE_TRUST_PROXY: '127.0.0.1',
          VITRINE_OUTBOX_LEASE_MINUTES: '15',
        },
      }),
    ),
  );
  servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) throw failed.reason;
  instances = servers.map((serve, i) => ({ serve, smtp: smtpServers[i] as Instance['smtp'] }));
  [a, b, c] = instances as [Instance, Instance, Instance];
  db = await openDatabase({ engine: 'postgres', url: database.url });
}, 120_000);

afterAll(async () => {
  holdNextMailOfA = false;
  await Promise.all(servers.map((server) => server.kill()));
  await Promise.all(smtpServers.map((smtp) => smtp.close()));
  await db?.destroy();
  await drop?.();
});

/** A's SMTP server, once armed, keeps the next message's "250" until A is dead: A dies between its send and its record. */
async function holdWhileAIsKilled(mail: ReceivedMail) {
  if (!holdNextMailOfA || heldByA) return;
  heldByA = mail;
  await a.serve.kill();
}

type Body = ReturnType<typeof validBody>;
type Answer = { id?: number; errors?: Record<string, string> };

/** A contact form, with its own idempotency key and a captcha solved by its visitor. */
async function contactBody(captchaFrom: Instance, visitor: string): Promise<Body> {
  return {
    ...validBody('site-contact', 'fr'),
    captcha: await solvedCaptcha(captchaFrom.serve.base, { 'x-forwarded-for': visitor }),
  };
}

/** Posts the form to one instance; keeps a success in the ledger. Rejects when the instance gives no answer. */
async function post(instance: Instance, body: Body, visitor: string): Promise<{ status: number; answer: Answer }> {
  const response = await fetch(`${instance.serve.base}/api/forms/site-contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  if (response.ok) answered.set(body.idempotencyKey, answer.id ?? 0);
  return { status: response.status, answer };
}

const running = () => instances.filter((instance) => instance.serve.running);

/** Looks again every 100 ms, a bounded number of times: the outbox workers tick every 2 s, or at once when nudged. */
async function eventually(what: string, check: () => Promise<boolean>, tries = 600): Promise<void> {
  for (let n = 0; n < tries; n++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting for ${what} after ${tries} looks`);
}

const outboxRows = () => db.selectFrom('outbox').select(['id', 'submission_id', 'delivered_at', 'claimed_until']).execute();

describe('three vitrine serve instances on one PostgreSQL database', () => {
  it("accepts on one instance a challenge another issued, and refuses its replay on the third (the store's key)", async () => {
    const visitor = newVisitor();
    const captcha = await solvedCaptcha(a.serve.base, { 'x-forwarded-for': visitor });
    expect((await post(b, { ...validBody('site-contact', 'fr'), captcha }, visitor)).status).toBe(201);
    const replay = await post(c, { ...validBody('site-contact', 'fr'), captcha }, visitor);
    expect(replay.status).toBe(400);
    expect(replay.answer.errors).toHaveProperty('captcha');
    expect(await db.selectFrom('server_keys').select('name').execute()).toEqual([{ name: 'captcha-hmac' }]);
  });

  it('holds one visitor to VITRINE_FORM_RATE over all three instances', async () => {
    // The limit counts every /api request of an address, a challenge's too: this visitor's five come
    // from five other addresses, so that what is counted here is its posts. A minute's window that ends
    // between them starts the count again: the five are tried again in the next, which they cannot cross.
    for (let tries = 0; tries < 2; tries++) {
      const visitor = newVisitor();
      const bodies = await Promise.all(instances.concat(a, b).map((instance) => contactBody(instance, newVisitor())));
      const window = Math.floor(Date.now() / RATE_WINDOW_MS);
      const statuses: number[] = [];
      for (const [n, body] of bodies.entries()) statuses.push((await post(instances[n % 3] as Instance, body, visitor)).status);
      if (Math.floor(Date.now() / RATE_WINDOW_MS) !== window) continue;
      expect(statuses).toEqual([201, 201, 201, 201, 429]);
      return;
    }
    throw new Error('two minute windows ended during five posts');
  });

  it('stores every answered submission once when A is killed mid-burst, and leaves its claimed delivery to its lease', async () => {
    const { resent, refused } = await burstWithAKilled();
    // Posts A never answered went again, same idempotency key, to B or C: each was answered with success.
    expect(refused).toEqual([]);
    expect(resent).toBeGreaterThan(0);
    expect(heldByA, "A's SMTP server held no message: A was never killed").toBeDefined();
    expect(a.serve.running).toBe(false);

    const stored = await db.selectFrom('submissions').select(['id', 'idempotency_key']).execute();
    expect(new Map(stored.map((row) => [row.idempotency_key, row.id]))).toEqual(answered);
    expect(stored).toHaveLength(answered.size);

    // Every delivery but the dead instance's is made by B and C; its claim holds while its lease does.
    const held = heldDelivery();
    await eventually('B and C to deliver all but the held e-mail', async () =>
      (await outboxRows()).every((row) => row.delivered_at !== null || row.id === held.id),
    );
    const row = (await outboxRows()).find((r) => r.id === held.id);
    expect(row?.delivered_at).toBeNull();
    expect(Date.parse(row?.claimed_until ?? '')).toBeGreaterThan(Date.now());
    expect(mailsReceived().has(held.messageId)).toBe(false);
  }, 120_000);

  it("mails every submission once, the dead instance's after its lease, with the same Message-ID", async () => {
    const held = heldDelivery();
    // The end of the dead instance's lease (VITRINE_OUTBOX_LEASE_MINUTES), which a test cannot wait for:
    // its claim's time moved into the past, as the minutes passing would leave it.
    await db
      .updateTable('outbox')
      .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', held.id)
      .where('delivered_at', 'is', null)
      .execute();
    // A visitor's post nudges C's outbox (B's and C's also look every 2 s): the next look finds the lease over.
    expect((await post(c, await contactBody(b, newVisitor()), newVisitor())).status).toBe(201);
    await eventually('every e-mail to be recorded as delivered', async () =>
      (await outboxRows()).every((row) => row.delivered_at !== null),
    );

    const rows = await outboxRows();
    expect(rows).toHaveLength(answered.size);
    const received = mailsReceived();
    expect(Object.fromEntries(received)).toEqual(Object.fromEntries(rows.map((row) => [messageIdOf(row), 1])));
    expect(received.get(held.messageId)).toBe(1);
  }, 120_000);
});

/**
 * Visitors post at once, each submission to the next instance in turn (a load balancer), until A is
 * dead and a third of the burst has been answered after it; a post that gets no answer goes again,
 * as a browser retries it, to the next instance still running. Returns how many went again, and the
 * answers that were refusals.
 */
async function burstWithAKilled() {
  let next = 0;
  let answeredInBurst = 0;
  let answeredWhenAWasKilled: number | undefined;
  let resent = 0;
  const refused: { status: number; answer: Answer }[] = [];
  const done = () =>
    answeredWhenAWasKilled !== undefined && answeredInBurst >= Math.max(BURST, answeredWhenAWasKilled + BURST / 3);
  const submit = async (n: number) => {
    const visitor = newVisitor();
    const [first, ...others] = [0, 1, 2].map((k) => instances[(n + k) % 3] as Instance) as [Instance, ...Instance[]];
    const body = await bodyFromAnotherInstance(first, visitor);
    for (const instance of [first, ...others.filter((other) => other.serve.running)]) {
      const reply = await post(instance, body, visitor).catch(() => undefined);
      if (!reply) {
        resent++;
        continue;
      }
      if (reply.status < 300) answeredInBurst++;
      else refused.push(reply);
      return;
    }
    throw new Error(`no instance answered submission ${n}`);
  };
  const visitor = async () => {
    while (!done() && next < 4 * BURST) {
      await submit(next++);
      if (answeredInBurst >= BURST / 3) holdNextMailOfA = true;
      if (answeredWhenAWasKilled === undefined && !a.serve.running) answeredWhenAWasKilled = answeredInBurst;
    }
  };
  await Promise.all(Array.from({ length: VISITORS_AT_ONCE }, visitor));
  return { resent, refused };
}

/** The body of a submission to `target`, its captcha from another instance (the next that answers: A may die meanwhile). */
async function bodyFromAnotherInstance(target: Instance, visitor: string): Promise<Body> {
  for (const instance of running().filter((other) => other !== target)) {
    const body = await contactBody(instance, visitor).catch(() => undefined);
    if (body) return body;
  }
  throw new Error('no instance gave a captcha');
}

/** The delivery whose "250" A's SMTP server held: its outbox row and Message-ID. */
function heldDelivery() {
  const messageId = heldByA?.parsed.messageId ?? '';
  const id = Number(/^<outbox-(\d+)\./.exec(messageId)?.[1]);
  if (!id) throw new Error(`A held no message of the outbox (${messageId || 'none'})`);
  return { id, messageId };
}

/** Each Message-ID's copies at the SMTP servers, but for the one whose sender died before its "250". */
function mailsReceived(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { smtp } of instances) {
    for (const mail of smtp.received) {
      if (mail === heldByA) continue;
      const id = mail.parsed.messageId ?? '';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}
