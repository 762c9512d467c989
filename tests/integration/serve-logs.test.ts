import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServe, tinySite } from '../../bench/support/serve-process.js';
import { CAPTCHA_HEADER, FORM_KINDS, type FormKind } from '../../schema/index.js';
import { createServer } from '../../server/create-server.js';
import { publishProperties } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { loopbackVisitor } from '../support/loopback-visitor.js';
import { followServeLog, type LogLine } from '../support/serve-log.js';
import { startSmtpServer } from '../support/smtp-server.js';

// `vitrine serve`'s log (the real process): one JSON line per request with its id, method, route,
// status and duration; the outbox's deliveries and failures; its start and stop; and nothing that
// names a visitor: a visitor on 127.0.0.2 posts every form with known values, sends a page view, tries
// to log in and follows e-mail links carrying tokens, and none of it is in any line.

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What a visitor typed, as the forms name it: none of it may reach the log. */
const TYPED = [
  'email',
  'friendEmail',
  'phone',
  'firstName',
  'lastName',
  'name',
  'message',
  'note',
  'text',
  'preferredDates',
  'street',
  'movingReason',
  'petsDetails',
  'amountWords',
  'token',
];

function typedValues(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, v]) =>
    typeof v === 'string' && TYPED.includes(field) ? [v] : typeof v === 'object' ? typedValues(v) : [],
  );
}

const VISITOR_ADDRESS = '127.0.0.2';
const LINK_TOKEN = 'a-secret-link-token-Zq81xP';
const PASSWORD = 'a secret password 4242';

describe("vitrine serve's log", () => {
  it('has a line per request with its fields, the deliveries, the start and the stop, and nothing of the visitor', async () => {
    const site = await tinySite();
    const data = await mkdtemp(join(tmpdir(), 'vitrine-logs-data-'));
    await publishProperties(data, [4100004]);
    // The friend's server refuses the first e-mail, quoting the address (as real servers do).
    let refused = false;
    const smtp = await startSmtpServer(0, {
      onAccept: (mail) => {
        const friend = mail.to.find((to) => to.startsWith('friend.'));
        if (friend === undefined || refused) return;
        refused = true;
        throw Object.assign(new Error(`5.1.1 <${friend}>: Recipient address rejected`), { responseCode: 550 });
      },
    });
    cleanups.push(() => smtp.close());
    const server = await startServe({
      site,
      data,
      env: {
        VITRINE_DB: join(site, 'vitrine.db'),
        VITRINE_CAPTCHA_KEY: 'c'.repeat(40),
        VITRINE_CAPTCHA_WORK: '20',
        VITRINE_FORM_RATE: '100000',
        VITRINE_SMTP_URL: smtp.url,
        VITRINE_MAIL_FROM: 'Site <no-reply@eaudheure-immo.test>',
        VITRINE_LOG_LEVEL: 'info',
      },
    });
    cleanups.push(() => server.kill());
    const log = followServeLog(server);
    const visitor = loopbackVisitor(2);
    cleanups.push(() => visitor.close());
    const base = server.base;
    const secrets = [VISITOR_ADDRESS, LINK_TOKEN, PASSWORD];

    const slots = (await (await visitor.fetch(`${base}/api/appointments/4100004`)).json()) as { id: string }[];
    const answers = new Map<FormKind, number>();
    for (const kind of FORM_KINDS) {
      const captcha = await solvedCaptcha(base);
      const body = { ...validBody(kind, 'fr'), captcha, ...(kind === 'appointment' && { slotId: slots[0]?.id }) };
      secrets.push(...typedValues(body));
      const posted = await visitor.fetch(`${base}/api/forms/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CAPTCHA_HEADER]: captcha },
        body: JSON.stringify(body),
      });
      answers.set(kind, posted.status);
      await posted.arrayBuffer();
    }
    expect(answers.get('site-contact')).toBe(201);
    expect(answers.get('send-to-friend')).toBe(201);
    const view = await visitor.fetch(`${base}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ propertyId: '4100004', language: 'fr', referrer: 'direct' }),
    });
    expect(view.status).toBe(204);
    const login = await visitor.fetch(`${base}/api/owner/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner.secret@example.test', password: PASSWORD }),
    });
    expect(login.status).toBe(401);
    await login.arrayBuffer();
    secrets.push('owner.secret@example.test');
    // The links of e-mails carry their secret in the query string.
    for (const url of [`/api/alerts/7?token=${LINK_TOKEN}`, `/fr/?token=${LINK_TOKEN}`]) {
      const followed = await visitor.fetch(`${base}${url}`);
      expect(followed.status).toBe(404);
      await followed.arrayBuffer();
    }

    await log.until(/"msg":"delivery failed"/);
    await log.until(/"msg":"delivered"/);
    // 'close', not 'exit': it comes once the last of the log is read.
    const exited = once(server.child, 'close');
    await server.stop();
    expect(await exited).toEqual([0, null]);

    // Only JSON lines (lines() parses each), whatever the level.
    const lines = log.lines();
    const said = (msg: string) => lines.filter((line) => line.msg === msg);
    expect(lines[0]?.msg).toMatch(/^Serving .* at http:\/\/127\.0\.0\.1:\d+\/$/);
    const requests = said('request');
    for (const line of requests) {
      expect(line).toMatchObject({
        level: 'info',
        method: expect.any(String),
        path: expect.any(String),
        status: expect.any(Number),
      });
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(typeof line.reqId).toBe('string');
      expect(typeof line.durationMs).toBe('number');
    }
    const posts = requests.filter((line: LogLine) => line.route === '/api/forms/:kind');
    expect(posts.length).toBe(FORM_KINDS.length - 1);
    expect(posts.find((line) => line.path === '/api/forms/site-contact')).toMatchObject({ method: 'POST', status: 201 });
    expect(requests.find((line) => line.route === '/api/page-views')).toMatchObject({ status: 204 });
    // Each request is one line: their ids are all different.
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length);
    expect(said('delivered')[0]).toMatchObject({ level: 'info', outboxId: expect.any(Number), channel: expect.any(String) });
    expect(said('delivery failed')[0]).toMatchObject({ level: 'warn', channel: 'visitor', kind: 'send-to-friend' });
    expect(String(said('delivery failed')[0]?.error)).toContain('<[e-mail]>: Recipient address rejected');
    expect(said('stopping: the requests in flight and the e-mails being sent finish')[0]).toMatchObject({ signal: 'SIGTERM' });
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped: the store is closed', timedOut: false });

    const everything = log.text() + log.errors();
    expect(secrets.length).toBeGreaterThan(30);
    expect(secrets.filter((secret) => everything.includes(secret))).toEqual([]);
  }, 60_000);
});

describe('an error in a request', () => {
  it('is one line at level error with its stack, and the visitor is not told its message', async () => {
    const site = await tinySite();
    const written: string[] = [];
    let heard: () => void = () => undefined;
    const requestLine = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const write = (line: string) => {
      written.push(line);
      if (line.includes('"msg":"request"')) heard();
    };
    const server = await createServer({ siteDir: site, log: { level: 'info', stream: { write } } });
    server.get('/broken', async () => {
      throw new Error('the disk at /var/lib/vitrine is gone');
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => server.close());
    const answer = await fetch(
      `http://127.0.0.1:${(server.server.address() as { port: number }).port}/broken?token=${LINK_TOKEN}`,
    );
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain('/var/lib/vitrine');
    // The request's line is written once its answer has gone.
    await requestLine;
    const lines = written.map((line) => JSON.parse(line) as LogLine);
    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err).toMatchObject({ type: 'Error', message: 'the disk at /var/lib/vitrine is gone' });
    const error = (errors[0]?.err ?? {}) as { stack?: string };
    expect(String(error.stack)).toMatch(/at .*serve-logs\.test\.ts/);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ route: '/broken', path: '/broken', status: 500 });
    expect(written.join('')).not.toContain(LINK_TOKEN);
  });
});
