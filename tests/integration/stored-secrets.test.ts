import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_API, OWNER_API } from '../../schema/index.js';
import { postForm } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { runCli } from '../support/cli.js';
import { validBody } from '../support/form-bodies.js';
import { mailWaiter, OWNED, startOwnerPortal, tokenIn } from '../support/owner-portal.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { outboxDrained, storeText } from '../support/store-dump.js';

// Issue 48, finding 5: the store keeps hashes of the tokens its e-mails carry, and an e-mail keeps
// its token only until it is delivered. Each case reads the whole database (every row of every
// table) once the e-mail has arrived at a real SMTP server, and finds none of the link's token;
// the link still works, so the token read from the e-mail is the real one.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mails: ReturnType<typeof mailWaiter>;
let portal: Awaited<ReturnType<typeof startOwnerPortal>>;

beforeAll(async () => {
  mails = mailWaiter(() => smtp.received);
  smtp = await startSmtpServer(0, { onAccept: (mail) => mails.onAccept(mail) });
  portal = await startOwnerPortal({ smtpPort: smtp.port, siteOrigin: 'https://www.eaudheure-immo.test' });
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${portal.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal.base },
    body: JSON.stringify(body),
  });

/** The store's text holds the token neither as it is nor as a URL carries it. */
async function expectNowhereInStore(token: string) {
  const text = await storeText(portal.db);
  expect(text.length).toBeGreaterThan(0);
  expect(text).not.toContain(token);
  expect(text).not.toContain(encodeURIComponent(token));
}

describe('tokens the e-mails carry', () => {
  it("an owner's invitation: its link is nowhere in the database once delivered, and it works", async () => {
    const email = 'secret.owner@example.test';
    const run = await runCli(['owner', 'invite', email, '--property', String(OWNED.marie[0]), '--name', 'Sylvie'], {
      VITRINE_DB: portal.storeEnv,
      VITRINE_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    expect(run.code, run.stderr).toBe(0);
    const token = tokenIn(await mails.next((m) => m.to.includes(email)));
    await outboxDrained(portal.db);
    await expectNowhereInStore(token);
    const password = 'tilleul-et-glycine-9';
    expect((await post(OWNER_API.password, { token, password, passwordConfirm: password })).status).toBe(200);
  });

  it('a password reset: its link is nowhere in the database once delivered, and it works', async () => {
    const email = 'secret.owner@example.test';
    const seen = new Set(smtp.received.map((m) => m.parsed.messageId));
    expect((await post(OWNER_API.passwordReset, { email })).status).toBe(202);
    const token = tokenIn(await mails.next((m) => m.to.includes(email) && !seen.has(m.parsed.messageId)));
    await outboxDrained(portal.db);
    await expectNowhereInStore(token);
    const password = 'glycine-et-tilleul-10';
    expect((await post(OWNER_API.password, { token, password, passwordConfirm: password })).status).toBe(200);
  });

  it("a search alert's confirmation: its token is nowhere in the database once delivered, and it confirms", async () => {
    const body = validBody('demand-register', 'fr');
    const email = String(body.email);
    const response = await postForm(portal.base, 'demand-register', { ...body, captcha: await solvedCaptcha(portal.base) });
    expect(response.status).toBe(201);
    const mail = await mails.next((m) => m.to.includes(email));
    const link = new URL(/https:\/\/\S+confirm=1/.exec(mail.parsed.text ?? '')?.[0] ?? '');
    const token = String(link.searchParams.get('token'));
    expect(token).toMatch(/^[\w-]{24}$/);
    await outboxDrained(portal.db);
    await expectNowhereInStore(token);
    const confirmed = await post(ALERT_API.confirm, { alert: Number(link.searchParams.get('alert')), token });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { state: string }).state).toBe('active');
  });
});
