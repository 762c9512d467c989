import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILED,
  OWNER_API,
  OWNER_SESSION_COOKIE,
  type OwnerPropertiesResponse,
  ownerPropertiesResponseSchema,
  PAGE_VIEW_PATH,
} from '../../schema/index.js';
import { OWNER_POLICY } from '../../server/owner/policy.js';
import { omnicasaOwnerBackOffice } from '../../sources/omnicasa/back-office/owner.js';
import { runCli, SAMPLE } from '../support/cli.js';
import { loopbackVisitor } from '../support/loopback-visitor.js';
import { ownerAnswers, readFixtureOwner, startOmnicasaServer, TEST_CREDENTIALS } from '../support/omnicasa-server.js';
import { mailWaiter, OWNED, startOwnerPortal, tokenIn } from '../support/owner-portal.js';
import { startSmtpServer } from '../support/smtp-server.js';

// Issue 14's acceptance, through a real server on 127.0.0.1, a real SQLite file, a real SMTP
// server, and `vitrine owner invite` run as staff would run it.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mails: ReturnType<typeof mailWaiter>;
let portal: Awaited<ReturnType<typeof startOwnerPortal>>;
const PASSWORD = 'pommier-en-fleur-42';

beforeAll(async () => {
  mails = mailWaiter(() => smtp.received);
  smtp = await startSmtpServer(0, { onAccept: (mail) => mails.onAccept(mail) });
  portal = await startOwnerPortal({ smtpPort: smtp.port });
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: portal.base, ...headers },
  body: JSON.stringify(body),
});
const cookieOf = (response: Response) => {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`));
  return header?.split(';')[0];
};
const mailTo = (address: string, subject: string) =>
  mails.next((m) => m.to.includes(address) && (m.parsed.subject ?? '').includes(subject));

async function invite(email: string, ids: readonly number[], name: string) {
  const run = await runCli(['owner', 'invite', email, ...ids.flatMap((id) => ['--property', String(id)]), '--name', name], {
    VITRINE_DB: portal.storeEnv,
    VITRINE_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.code).toBe(0);
  return tokenIn(await mailTo(email, 'espace propriétaire'));
}

async function login(email: string, password: string, extra: Record<string, unknown> = {}) {
  return fetch(`${portal.base}${OWNER_API.login}`, json({ email, password, ...extra }));
}

describe('owner portal', () => {
  let marie: string;

  it('an invited owner chooses a password, logs in, and sees exactly their properties', async () => {
    const token = await invite('marie@example.test', OWNED.marie, 'Marie Dupont');
    const set = await fetch(
      `${portal.base}${OWNER_API.password}`,
      json({ token, password: PASSWORD, passwordConfirm: PASSWORD }),
    );
    expect(set.status).toBe(200);
    const answer = await login('Marie@Example.test', PASSWORD);
    expect(answer.status).toBe(200);
    marie = cookieOf(answer) ?? '';
    expect(marie).toMatch(new RegExp(`^${OWNER_SESSION_COOKIE}=.{40,}`));
    const document = ownerPropertiesResponseSchema.parse(
      await (await fetch(`${portal.base}${OWNER_API.properties}`, { headers: { cookie: marie } })).json(),
    );
    expect(document.owner).toMatchObject({ email: 'marie@example.test', name: 'Marie Dupont' });
    expect(document.properties.map((p) => p.id)).toEqual([...OWNED.marie]);
    expect(document.properties[0]?.title).toBe(`Maison ${OWNED.marie[0]} <b>`);
  });

  it('the session cookie is HttpOnly, SameSite=Strict, for the whole site, Secure only over https', async () => {
    const answer = await login('marie@example.test', PASSWORD);
    const header = answer.headers.getSetCookie().find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`)) ?? '';
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Strict/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).not.toMatch(/;\s*Secure/i);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('the agency gets an e-mail naming the owner who logged in (§6)', async () => {
    const notice = await mails.next(
      (m) => m.to.includes('agence@eaudheure-immo.test') && (m.parsed.subject ?? '').includes('Connexion'),
    );
    expect(notice.parsed.text).toContain('Marie Dupont');
    expect(notice.parsed.text).toContain('marie@example.test');
  });

  it("another owner's property is a 404, as is an unknown one; one's own is there", async () => {
    await invite('paul@example.test', OWNED.paul, 'Paul Martin');
    const headers = { cookie: marie };
    expect((await fetch(`${portal.base}${OWNER_API.properties}/${OWNED.paul[0]}`, { headers })).status).toBe(404);
    expect((await fetch(`${portal.base}${OWNER_API.properties}/999999`, { headers })).status).toBe(404);
    const own = await fetch(`${portal.base}${OWNER_API.properties}/${OWNED.marie[1]}`, { headers });
    expect(own.status).toBe(200);
    expect(((await own.json()) as OwnerPropertiesResponse).properties.map((p) => p.id)).toEqual([OWNED.marie[1]]);
    expect((await fetch(`${portal.base}${OWNER_API.properties}`)).status).toBe(401);
  });

  it('an unknown e-mail and a wrong password get the same answer, in the visitor’s language (§8)', async () => {
    const unknown = await login('nobody@example.test', 'whatever-it-is');
    const wrong = await login('paul@example.test', 'not-his-password');
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({ message: LOGIN_FAILED.fr });
    const nl = await login('nobody@example.test', 'whatever-it-is', { language: 'nl' });
    expect(await nl.json()).toEqual({ message: LOGIN_FAILED.nl });
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('a cross-site POST is refused before anything is tried', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const answer = await fetch(
        `${portal.base}${OWNER_API.login}`,
        json({ email: 'marie@example.test', password: PASSWORD }, headers),
      );
      expect(answer.status).toBe(403);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    // A browser's form under `Referrer-Policy: no-referrer` says Origin: null; Sec-Fetch-Site tells.
    const nullOrigin = (site: string) =>
      fetch(
        `${portal.base}${OWNER_API.login}`,
        json({ email: 'paul@example.test', password: 'wrong-again' }, { origin: 'null', 'sec-fetch-site': site }),
      );
    expect((await nullOrigin('cross-site')).status).toBe(403);
    expect((await nullOrigin('same-site')).status).toBe(403);
    expect((await nullOrigin('same-origin')).status).toBe(401);
    const noOrigin = await fetch(`${portal.base}${OWNER_API.logout}`, {
      method: 'POST',
      headers: { cookie: marie, 'sec-fetch-site': 'cross-site' },
    });
    expect(noOrigin.status).toBe(403);
    // The session the refused logout named still holds.
    expect((await fetch(`${portal.base}${OWNER_API.properties}`, { headers: { cookie: marie } })).status).toBe(200);
  });

  // Changed with finding 6 of the security review: 10 failures used to lock the account for everybody
  // for 15 minutes; now the visitor who fails (the account and address pair) is slowed, then stopped,
  // the account is only slowed, and its owner is told.
  it('repeated failures slow the account, then stop the visitor who makes them, unknown e-mails alike; the owner hears of it', async () => {
    const { slowAfter, lockAfter, maxDelaySeconds } = OWNER_POLICY.throttle.pair;
    // Past the pair's and the account's delay after the last failure.
    const waitOut = () => portal.advance((Math.max(maxDelaySeconds, OWNER_POLICY.throttle.account.maxDelaySeconds) + 1) * 1000);
    // The failures of the tests before are forgotten by now.
    portal.advance((OWNER_POLICY.throttle.forgetMinutes + 1) * 60_000);
    for (const email of ['paul@example.test', 'ghost@example.test']) {
      for (let i = 0; i < slowAfter; i++) expect((await login(email, `wrong-${i}`)).status).toBe(401);
      // Slowed: even the right password waits, and the answer says for how long.
      const slowed = await login(email, 'still-wrong');
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
      for (let i = slowAfter; i < lockAfter; i++) {
        waitOut();
        expect((await login(email, `wrong-${i}`)).status).toBe(401);
      }
      waitOut();
      const locked = await login(email, 'anything-at-all');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan((OWNER_POLICY.throttle.lockMinutes - 2) * 60);
    }
    // Paul's right password is refused from this visitor while it is stopped, and works once the stop is over.
    expect((await login('paul@example.test', PASSWORD)).status).toBe(429);
    // Paul is told of the failures on his account, in his language; nobody is told of the unknown e-mail's.
    const notice = await mailTo('paul@example.test', 'Tentatives de connexion refusées');
    expect(notice.parsed.text).toContain(`${OWNER_POLICY.throttle.alertOwnerAfter} fois`);
    portal.advance(OWNER_POLICY.throttle.lockMinutes * 60_000);
  });

  it('a reset link works once, and not after 30 minutes; the same answer for an unknown address', async () => {
    const ask = (email: string) => fetch(`${portal.base}${OWNER_API.passwordReset}`, json({ email }));
    const known = await ask('paul@example.test');
    const unknown = await ask('ghost@example.test');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    const token = tokenIn(await mailTo('paul@example.test', 'nouveau mot de passe'));
    const newPassword = 'noyer-du-jardin-17';
    const use = () =>
      fetch(`${portal.base}${OWNER_API.password}`, json({ token, password: newPassword, passwordConfirm: newPassword }));
    const first = await use();
    expect(first.status).toBe(200);
    expect(cookieOf(first)).toBeTruthy();
    expect((await use()).status).toBe(400);
    expect((await login('paul@example.test', newPassword)).status).toBe(200);

    const seen = new Set(smtp.received.map((m) => m.parsed.messageId));
    await ask('paul@example.test');
    const late = tokenIn(await mails.next((m) => m.to.includes('paul@example.test') && !seen.has(m.parsed.messageId)));
    portal.advance((OWNER_POLICY.resetMinutes + 1) * 60_000);
    const expired = await fetch(`${portal.base}${OWNER_API.password}`, json({ token: late, password: 'trop-tard-pour-ceci' }));
    expect(expired.status).toBe(400);
    expect((await login('paul@example.test', 'trop-tard-pour-ceci')).status).toBe(401);
  });

  it('page views sent through the beacon count today, this week and this month under their source; 30 daily points', async () => {
    const id = String(OWNED.marie[0]);
    // Each view from a visitor of its own: one visitor's views of a property count once in half an hour.
    const beacon = async (referrer: string, n: number) => {
      const visitor = loopbackVisitor(n);
      try {
        return await visitor.fetch(`${portal.base}${PAGE_VIEW_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ propertyId: id, language: 'fr', referrer }),
        });
      } finally {
        await visitor.close();
      }
    };
    const before = (
      (await (
        await fetch(`${portal.base}${OWNER_API.properties}/${id}`, { headers: { cookie: marie } })
      ).json()) as OwnerPropertiesResponse
    ).properties[0];
    for (const [i, referrer] of ['search', 'search', 'portal', 'email', 'direct'].entries())
      expect((await beacon(referrer, 11 + i)).status).toBe(204);
    const after = (
      (await (
        await fetch(`${portal.base}${OWNER_API.properties}/${id}`, { headers: { cookie: marie } })
      ).json()) as OwnerPropertiesResponse
    ).properties[0];
    if (!before || !after) throw new Error('no property');
    for (const period of ['today', 'week', 'month', 'total'] as const) {
      expect(after.views[period].total - before.views[period].total).toBe(5);
      expect(after.views[period].bySource.search - before.views[period].bySource.search).toBe(2);
      expect(after.views[period].bySource.portal - before.views[period].bySource.portal).toBe(1);
      expect(after.views[period].bySource.email - before.views[period].bySource.email).toBe(1);
      expect(after.views[period].bySource.social).toBe(before.views[period].bySource.social);
    }
    expect(after.last30Days).toHaveLength(30);
    expect(after.last30Days.at(-1)?.views).toBe(after.views.today.total);
    expect(after.last30Days.slice(0, 29).every((d) => d.views === 0)).toBe(true);
  });

  it('`vitrine owner list` shows the owners; `remove` takes a property away, then the owner with its sessions', async () => {
    const env = { VITRINE_DB: portal.storeEnv };
    const listed = await runCli(['owner', 'list', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    const owners = JSON.parse(listed.stdout) as { email: string; propertyIds: number[]; hasPassword: boolean }[];
    expect(owners.map((o) => [o.email, o.propertyIds, o.hasPassword])).toEqual([
      ['marie@example.test', [...OWNED.marie], true],
      ['paul@example.test', [...OWNED.paul], true],
    ]);
    expect(listed.stdout).not.toContain('argon2');
    const paul = cookieOf(await login('paul@example.test', 'noyer-du-jardin-17')) ?? '';
    const withoutProperty = await runCli(['owner', 'remove', 'paul@example.test', '--property', String(OWNED.paul[0])], env);
    expect(withoutProperty.code, withoutProperty.stderr).toBe(0);
    const document = (await (
      await fetch(`${portal.base}${OWNER_API.properties}`, { headers: { cookie: paul } })
    ).json()) as OwnerPropertiesResponse;
    expect(document.properties).toEqual([]);
    const removed = await runCli(['owner', 'remove', 'paul@example.test'], env);
    expect(removed.code, removed.stderr).toBe(0);
    expect((await fetch(`${portal.base}${OWNER_API.properties}`, { headers: { cookie: paul } })).status).toBe(401);
    const again = await runCli(['owner', 'remove', 'paul@example.test'], env);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('no owner paul@example.test');
  });

  it('logout ends the session', async () => {
    const answer = await fetch(`${portal.base}${OWNER_API.logout}`, {
      ...json({}),
      headers: { origin: portal.base, cookie: marie },
    });
    expect(answer.status).toBe(204);
    expect((await fetch(`${portal.base}${OWNER_API.properties}`, { headers: { cookie: marie } })).status).toBe(401);
  });

  it('works without JavaScript: a plain form logs in and the login page then shows the portal', async () => {
    const form = (body: Record<string, string>) => ({
      method: 'POST',
      redirect: 'manual' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.base },
      body: new URLSearchParams(body).toString(),
    });
    const wrong = await fetch(
      `${portal.base}${OWNER_API.login}`,
      form({ email: 'marie@example.test', password: 'nope-nope', language: 'nl' }),
    );
    expect(wrong.status).toBe(401);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain(LOGIN_FAILED.nl);
    const right = await fetch(
      `${portal.base}${OWNER_API.login}`,
      form({ email: 'marie@example.test', password: PASSWORD, language: 'nl' }),
    );
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/nl/login/');
    const page = await fetch(`${portal.base}/nl/login/`, { headers: { cookie: cookieOf(right) ?? '' } });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(`REF-${OWNED.marie[0]}`);
    expect(html).toContain('Maison 4100004 &lt;b&gt;');
    expect(html).not.toContain('Maison 4100004 <b>');
    // Without the cookie: the login form.
    expect(await (await fetch(`${portal.base}/nl/login/`)).text()).toContain(`action="${OWNER_API.login}"`);
  });
});

// With the back office configured: an owner with no password of ours logs in with the back office's
// (CheckPersonLogin, owner flag), and sees its properties with the back office's figures.
describe('owner portal with the back office', () => {
  let omnicasa: Awaited<ReturnType<typeof startOmnicasaServer>>;
  let withBackOffice: Awaited<ReturnType<typeof startOwnerPortal>>;
  let owner: Awaited<ReturnType<typeof readFixtureOwner>>;
  beforeAll(async () => {
    owner = await readFixtureOwner();
    omnicasa = await startOmnicasaServer(SAMPLE, () => undefined, { answers: await ownerAnswers() });
    const backOffice = omnicasaOwnerBackOffice({
      baseUrl: omnicasa.url,
      credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
      timeoutMs: 2000,
    });
    // Behind a TLS proxy on loopback: its X-Forwarded-Proto says the visitor came over https.
    withBackOffice = await startOwnerPortal({
      smtpPort: smtp.port,
      backOffice,
      trustProxy: ['127.0.0.1'],
      siteOrigin: 'https://www.eaudheure-immo.test',
    });
  });
  afterAll(async () => {
    await withBackOffice?.close();
    await omnicasa?.close();
  });

  it("logs in an owner the back office knows, with the back office's properties and figures", async () => {
    const base = withBackOffice.base;
    const wrong = await fetch(`${base}${OWNER_API.login}`, {
      ...json({ email: owner.Email, password: 'not-it-at-all' }),
      headers: { 'content-type': 'application/json', origin: base },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: LOGIN_FAILED.fr });
    const right = await fetch(`${base}${OWNER_API.login}`, {
      ...json({ email: owner.Email, password: owner.Password }),
      headers: { 'content-type': 'application/json', origin: base.replace('http:', 'https:'), 'x-forwarded-proto': 'https' },
    });
    expect(right.status).toBe(200);
    // Over https the session cookie is Secure too.
    expect(right.headers.getSetCookie().find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`))).toMatch(/;\s*Secure/i);
    const document = ownerPropertiesResponseSchema.parse(
      await (await fetch(`${base}${OWNER_API.properties}`, { headers: { cookie: cookieOf(right) ?? '' } })).json(),
    );
    expect(document.backOfficeAnswered).toBe(true);
    expect(document.properties.map((p) => p.id)).toEqual([4100004, 4100013]);
    const first = document.properties[0];
    expect(first?.portals.length).toBeGreaterThan(0);
    expect(first?.media.length).toBeGreaterThan(0);
    expect(first?.calendarVisits.some((v) => v.origin === 'back-office')).toBe(true);
    expect(omnicasa.requests.some((r) => r.method === 'CheckPersonLogin' && r.params.IsProprietors === true)).toBe(true);
  });

  // Changed with finding 1 of the security review: Secure used to follow the request's Host (the
  // public site's host or not); now it follows the configured public origin alone.
  it('sets Secure when the public origin is https, whatever Host the request names', async () => {
    const body = JSON.stringify({ email: owner.Email, password: owner.Password });
    const cookieVia = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const url = new URL(`${withBackOffice.base}${OWNER_API.login}`);
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            resolve([response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`)) ?? '');
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    expect(await cookieVia('www.eaudheure-immo.test')).toMatch(/;\s*Secure/i);
    const plain = await cookieVia(new URL(withBackOffice.base).host);
    expect(plain).toMatch(/;\s*HttpOnly/i);
    expect(plain).toMatch(/;\s*Secure/i);
  });

  it('shows our figures when the back office is down, and says so', async () => {
    const base = withBackOffice.base;
    const session = await fetch(`${base}${OWNER_API.login}`, {
      ...json({ email: owner.Email, password: owner.Password }),
      headers: { 'content-type': 'application/json', origin: base },
    });
    await omnicasa.close();
    const document = ownerPropertiesResponseSchema.parse(
      await (await fetch(`${base}${OWNER_API.properties}`, { headers: { cookie: cookieOf(session) ?? '' } })).json(),
    );
    expect(document.backOfficeAnswered).toBe(false);
    expect(document.properties.map((p) => p.id)).toEqual([4100004, 4100013]);
    expect(document.properties[0]?.last30Days).toHaveLength(30);
  });
});
