import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PATHS } from '../../schema/index.js';
import { codeAt } from '../../server/staff/second-factor.js';
import { mailWaiter, startOwnerPortal } from '../support/owner-portal.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { staffClient } from '../support/staff-session.js';

// Issue 45's staff accounts: `vitrine staff invite|list|remove` as the agency runs it, the invitation
// e-mailed through a real SMTP server on 127.0.0.1, and /admin/'s login, password and home pages of
// a real server on a real store (SQLite, and PostgreSQL in the store project).

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mails: ReturnType<typeof mailWaiter>;
let portal: Awaited<ReturnType<typeof startOwnerPortal>>;
const PASSWORD = 'cerisier-du-japon-2026';

beforeAll(async () => {
  mails = mailWaiter(() => smtp.received);
  smtp = await startSmtpServer(0, { onAccept: (mail) => mails.onAccept(mail) });
  portal = await startOwnerPortal({ smtpPort: smtp.port });
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

let client: ReturnType<typeof staffClient>;
beforeAll(() => {
  client = staffClient(portal, smtp.port, mails);
});
const staff = (...args: string[]) => client.staff(...args);
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => client.form(fields, headers);
const sessionCookie = (response: Response) => client.sessionCookie(response);
const admin = (path: string, cookie?: string) => client.get(path, cookie);
const invited = (email: string, role: 'editor' | 'admin', subject: string, language = 'fr') =>
  client.invited(email, role, subject, PASSWORD, language);

describe('staff accounts and /admin/ (issue 45)', () => {
  it('invites an editor, who chooses a password and sees a home without the audit log', async () => {
    const cookie = await invited('anne@agence.test', 'editor', 'édition du site');
    const home = await admin(STAFF_PATHS.home, cookie);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-robots-tag')).toContain('noindex');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(home.headers.get('cache-control')).toBe('no-store');
    const html = await home.text();
    // The name the staff typed is text, never markup.
    expect(html).toContain('Bonjour Anne &lt;b&gt;');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('audit-heading');
  });

  it('answers a wrong password and an unknown e-mail alike, and logs in with the right one', async () => {
    const wrong = await fetch(
      `${portal.base}${STAFF_PATHS.login}`,
      form({ email: 'anne@agence.test', password: 'pas le bon', language: 'nl' }),
    );
    const unknown = await fetch(
      `${portal.base}${STAFF_PATHS.login}`,
      form({ email: 'nobody@agence.test', password: 'pas le bon', language: 'nl' }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = /<p id="[^"]+" class="error" role="alert">([^<]+)<\/p>/;
    expect(message.exec(await wrong.text())?.[1]).toBe('Het e-mailadres of het wachtwoord is niet juist.');
    expect(message.exec(await unknown.text())?.[1]).toBe('Het e-mailadres of het wachtwoord is niet juist.');
    const right = await fetch(`${portal.base}${STAFF_PATHS.login}`, form({ email: 'ANNE@agence.test', password: PASSWORD }));
    expect(right.status).toBe(303);
    const cookie = (sessionCookie(right) as string).split(';')[0] as string;
    expect((await admin(STAFF_PATHS.home, cookie)).status).toBe(200);
    // Logged out: the session is over in the store, not only in the browser.
    const out = await fetch(`${portal.base}${STAFF_PATHS.logout}`, { ...form({}), headers: { ...form({}).headers, cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toContain(`${STAFF_PATHS.login}?out=1`);
    const after = await admin(STAFF_PATHS.home, cookie);
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe(STAFF_PATHS.login);
  });

  it('refuses a post from another site before it looks at the password', async () => {
    const response = await fetch(
      `${portal.base}${STAFF_PATHS.login}`,
      form({ email: 'anne@agence.test', password: PASSWORD }, { origin: 'https://evil.test' }),
    );
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
  });

  /** The server's clock as the test moved it: the codes of the tests' authenticator follow it. */
  let moved = 0;
  const serverNow = () => new Date(Date.now() + moved);
  const nextStep = () => {
    moved += 30_000;
    portal.advance(30_000);
  };
  let secret = '';
  /** The code the setup was confirmed with: replayed later, it must open nothing. */
  let setupCode = '';
  /** Bruno's session of the audit log's test, which the second factor's reset ends. */
  let brunoCookie = '';

  it('makes an admin set up a second factor before anything else, and confirms it with a code', async () => {
    const cookie = await invited('bruno@agence.test', 'admin', 'edit the website', 'en');
    const home = await admin(STAFF_PATHS.home, cookie);
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toBe(STAFF_PATHS.secondFactor);
    const setup = await (await admin(STAFF_PATHS.secondFactor, cookie)).text();
    expect(setup).toMatch(/<div class="qr" role="img"[^>]*><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    secret = (/<code class="secret">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1] ?? '').replace(/ /g, '');
    expect(secret).toHaveLength(32);
    // The page shown again keeps the same key: a reload does not undo what the app scanned.
    expect(await (await admin(STAFF_PATHS.secondFactor, cookie)).text()).toContain(
      setup.match(/<code class="secret">[^<]+/)?.[0],
    );
    const post = (code: string) =>
      fetch(`${portal.base}${STAFF_PATHS.secondFactor}`, { ...form({ code }), headers: { ...form({}).headers, cookie } });
    const wrong = await post(codeAt(secret, new Date(serverNow().getTime() - 300_000)));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This code does not match');
    setupCode = codeAt(secret, serverNow());
    const right = await post(setupCode);
    expect(right.status).toBe(303);
    expect((await admin(STAFF_PATHS.home, cookie)).status).toBe(200);
  });

  it('asks an account with a second factor for its code after the password, and takes each code once', async () => {
    const password = await fetch(`${portal.base}${STAFF_PATHS.login}`, form({ email: 'bruno@agence.test', password: PASSWORD }));
    expect(password.status).toBe(200);
    expect(sessionCookie(password)).toBeUndefined();
    const ticket = /name="ticket" value="([^"]+)"/.exec(await password.text())?.[1] as string;
    const withCode = (code: string, t = ticket) =>
      fetch(`${portal.base}${STAFF_PATHS.loginCode}`, form({ ticket: t, code, language: 'en' }));
    // The code of the setup's step was taken: the same code again opens nothing.
    // The very code (its 30-second step may have ended since: then it is one step old, and still refused as taken).
    const replayed = await withCode(setupCode);
    expect(replayed.status).toBe(401);
    expect(await replayed.text()).toContain(`name="ticket" value="${ticket}"`);
    nextStep();
    const right = await withCode(codeAt(secret, serverNow()));
    expect(right.status).toBe(303);
    expect(sessionCookie(right)).toMatch(/HttpOnly/i);
    // The ticket is spent: with it, even a new code starts the login again.
    nextStep();
    const spent = await withCode(codeAt(secret, serverNow()));
    expect(spent.status).toBe(401);
    expect(await spent.text()).not.toContain('name="ticket"');
  });

  it('shows an admin what was done, by whom, in the audit log', async () => {
    const password = await fetch(`${portal.base}${STAFF_PATHS.login}`, form({ email: 'bruno@agence.test', password: PASSWORD }));
    const ticket = /name="ticket" value="([^"]+)"/.exec(await password.text())?.[1] as string;
    nextStep();
    const login = await fetch(`${portal.base}${STAFF_PATHS.loginCode}`, form({ ticket, code: codeAt(secret, serverNow()) }));
    const cookie = (sessionCookie(login) as string).split(';')[0] as string;
    brunoCookie = cookie;
    const promoted = await staff('invite', 'anne@agence.test', '--role', 'admin');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('anne@agence.test is now admin (was editor)');
    const html = await (await admin(STAFF_PATHS.home, cookie)).text();
    expect(html).toContain('id="audit-heading"');
    expect(html).toMatch(/terminal \([^)]+\)<\/td><td>invited with the role editor<\/td><td>anne@agence\.test/);
    expect(html).toContain('role changed from editor to admin');
    expect(html).toMatch(/bruno@agence\.test<\/td><td>password chosen/);
    expect(html).toMatch(/bruno@agence\.test<\/td><td>second factor set up/);
    // The log names no password, key or token.
    expect(html).not.toContain(PASSWORD);
    expect(html).not.toContain(secret);
  });

  it('resets a lost second factor from the terminal: logged out, set up again at the next login', async () => {
    expect((await admin(STAFF_PATHS.home, brunoCookie)).status).toBe(200);
    const reset = await staff('second-factor-reset', 'bruno@agence.test');
    expect(reset.code).toBe(0);
    expect((await admin(STAFF_PATHS.home, brunoCookie)).headers.get('location')).toBe(STAFF_PATHS.login);
    const login = await fetch(`${portal.base}${STAFF_PATHS.login}`, form({ email: 'bruno@agence.test', password: PASSWORD }));
    expect(login.status).toBe(303);
    const cookie = (sessionCookie(login) as string).split(';')[0] as string;
    expect((await admin(STAFF_PATHS.home, cookie)).headers.get('location')).toBe(STAFF_PATHS.secondFactor);
    const setup = await (await admin(STAFF_PATHS.secondFactor, cookie)).text();
    expect(setup).not.toContain(secret.slice(0, 4) + ' ' + secret.slice(4, 8));
  });

  it('lists the accounts, and a removed one loses its session at once', async () => {
    const list = await staff('list', '--json');
    expect(list.code).toBe(0);
    const accounts = JSON.parse(list.stdout) as { email: string; role: string; hasPassword: boolean; passwordHash?: string }[];
    expect(list.stdout).not.toMatch(/totp|secret/i);
    expect(accounts.map((a) => [a.email, a.role, a.hasPassword])).toEqual([
      ['anne@agence.test', 'admin', true],
      ['bruno@agence.test', 'admin', true],
    ]);
    expect(list.stdout).not.toContain('argon2');
    const login = await fetch(`${portal.base}${STAFF_PATHS.login}`, form({ email: 'anne@agence.test', password: PASSWORD }));
    const cookie = (sessionCookie(login) as string).split(';')[0] as string;
    // An admin without a second factor yet: sent to set it up while the account lives.
    expect((await admin(STAFF_PATHS.home, cookie)).headers.get('location')).toBe(STAFF_PATHS.secondFactor);
    const removed = await staff('remove', 'anne@agence.test');
    expect(removed.code).toBe(0);
    expect((await admin(STAFF_PATHS.home, cookie)).headers.get('location')).toBe(STAFF_PATHS.login);
    const again = await staff('remove', 'anne@agence.test');
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('no staff account anne@agence.test');
  });

  it('slows a visitor who keeps failing on one account, and says for how long', async () => {
    await invited('dora@agence.test', 'editor', 'édition du site');
    const tries = (password: string) =>
      fetch(`${portal.base}${STAFF_PATHS.login}`, form({ email: 'dora@agence.test', password, language: 'fr' }));
    for (let k = 0; k < 5; k++) expect((await tries(`faux-${k}`)).status).toBe(401);
    const slowed = await tries(PASSWORD);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await slowed.text()).toContain('Trop de connexions refusées');
    expect(sessionCookie(slowed)).toBeUndefined();
  });

  it('says what is missing when an invitation has no role', async () => {
    const run = await staff('invite', 'carla@agence.test');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('--role editor or --role admin');
  });
});
