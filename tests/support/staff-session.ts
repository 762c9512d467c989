import { expect } from 'vitest';
import { STAFF_PATHS, STAFF_SESSION_COOKIE } from '../../schema/index.js';
import { codeAt } from '../../server/staff/second-factor.js';
import { postForm } from './admin-article.js';
import { type CliRun, runCli } from './cli.js';
import { type mailWaiter, type startOwnerPortal, TEST_SITE_ORIGIN, tokenIn } from './owner-portal.js';

// /admin/ for a test: `vitrine staff` on the test server's store, its forms posted as a browser posts
// them (same origin), and the invitation followed to a session, each step checked on the way.

type Portal = Awaited<ReturnType<typeof startOwnerPortal>>;
type Mails = ReturnType<typeof mailWaiter>;

export function staffClient(portal: Portal, smtpPort: number, mails: Mails) {
  const staff = (...args: string[]): Promise<CliRun> =>
    runCli(['staff', ...args], {
      VITRINE_DB: portal.storeEnv,
      VITRINE_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      VITRINE_PUBLIC_URL: TEST_SITE_ORIGIN,
    });
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: 'POST',
    redirect: 'manual' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.base, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  const post = (path: string, fields: Record<string, string>, cookie?: string) => postForm(portal.base, path, fields, cookie);
  const get = (path: string, cookie?: string) =>
    fetch(`${portal.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const sessionCookie = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`) && !c.startsWith(`${STAFF_SESSION_COOKIE}=;`));

  /** Invites `email` with `role` and follows the e-mailed link to choose `password`: the session cookie ("name=value"). */
  async function invited(
    email: string,
    role: 'editor' | 'admin',
    subject: string,
    password: string,
    language = 'fr',
  ): Promise<string> {
    const run = await staff('invite', email, '--role', role, '--name', 'Anne <b>', '--language', language);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const mail = await mails.next((m) => m.to.includes(email) && (m.parsed.subject ?? '').includes(subject));
    expect(mail.parsed.text).toContain(`${TEST_SITE_ORIGIN}${STAFF_PATHS.password}?token=`);
    const token = tokenIn(mail);
    const page = await get(`${STAFF_PATHS.password}?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`name="token" value="${token}"`);
    const short = await post(STAFF_PATHS.password, { token, password: 'court', passwordConfirm: 'court', language });
    expect(short.status).toBe(400);
    const set = await post(STAFF_PATHS.password, { token, password, passwordConfirm: password, language });
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe(STAFF_PATHS.home);
    const cookie = sessionCookie(set);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/admin/);
    // The link works once.
    expect((await get(`${STAFF_PATHS.password}?token=${token}`)).status).toBe(400);
    return (cookie as string).split(';')[0] as string;
  }

  /** An invited admin past the second factor's set-up (an admin's is required): the session cookie. */
  async function admin(email: string, subject: string, password: string, language = 'fr'): Promise<string> {
    const cookie = await invited(email, 'admin', subject, password, language);
    const setup = await (await get(STAFF_PATHS.secondFactor, cookie)).text();
    const secret = (/<code class="secret">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1] ?? '').replace(/ /g, '');
    expect((await post(STAFF_PATHS.secondFactor, { code: codeAt(secret, new Date()) }, cookie)).status).toBe(303);
    return cookie;
  }

  return { staff, form, post, get, sessionCookie, invited, admin };
}
