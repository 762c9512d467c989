import { mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_API, OWNER_SESSION_COOKIE, PAGE_PATHS } from '../../schema/index.js';
import type { Db } from '../../server/db/open-database.js';
import { openDatabase } from '../../server/db/open-database.js';
import { saveOwner, setPasswordHash } from '../../server/owner/accounts.js';
import { argon2Runs } from '../../server/owner/password-work.js';
import { hashPassword } from '../../server/owner/passwords.js';
import { OWNER_POLICY } from '../../server/owner/policy.js';
import { OWNER_TEXTS } from '../../server/owner/view/texts.js';
import { runCli } from '../support/cli.js';
import { mailWaiter, siteConfigWithoutUrl, spawnServe, startOwnerPortal, tokenIn } from '../support/owner-portal.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { newTestStoreLocation, TEST_ENGINE } from '../support/test-store.js';

// The owner portal's security review (findings 1, 4, 6, 8 and 9), each proved by its attack against
// a real server on 127.0.0.1 (in this process, or the real `vitrine serve`), a real store of this
// run's engine and the test SMTP server. Visitors' addresses come in X-Forwarded-For from the trusted
// proxy on 127.0.0.1 (documentation ranges only); the portal's clock is moved, never waited for.

const ORIGIN = 'https://www.eaudheure-immo.test';
const PASSWORD = 'tilleul-au-fond-du-jardin-8';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mails: ReturnType<typeof mailWaiter>;
let portal: Awaited<ReturnType<typeof startOwnerPortal>>;

beforeAll(async () => {
  mails = mailWaiter(() => smtp.received);
  smtp = await startSmtpServer(0, { onAccept: (mail) => mails.onAccept(mail) });
  portal = await startOwnerPortal({ smtpPort: smtp.port, trustProxy: ['127.0.0.1'], siteOrigin: ORIGIN });
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

/** An owner with a password, in Dutch (the e-mails then speak Dutch). */
async function owner(db: Db, email: string) {
  const saved = await saveOwner(db, { email, name: 'Lotte Peeters', language: 'nl', propertyIds: [4100004] });
  await setPasswordHash(db, saved.id, await hashPassword(PASSWORD));
  return saved;
}

const post = (base: string, path: string, body: unknown, visitor?: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(visitor !== undefined && { 'x-forwarded-for': visitor }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
const login = (email: string, password: string, visitor: string, base = portal.base) =>
  post(base, OWNER_API.login, { email, password, language: 'nl' }, visitor);
const mailTo = (address: string, subject: string) =>
  mails.next((m) => m.to.includes(address) && (m.parsed.subject ?? '').includes(subject));

/** A built site of one page: the real server's API is what these tests are about. */
async function tinySite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-owner-abuse-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>');
  return dir;
}

/** A POST with a Host of the sender's choosing (fetch sets its own), as curl would send it. */
function postWithHost(base: string, path: string, host: string, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const url = new URL(`${base}${path}`);
  return new Promise<{ status: number; cookie: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (response) => {
        response.resume();
        const cookies = [response.headers['set-cookie'] ?? []].flat();
        resolve({
          status: response.statusCode ?? 0,
          cookie: cookies.find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`)) ?? '',
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

describe('finding 1: the links mailed and the Secure cookie come from the configured public origin only', () => {
  it('vitrine serve refuses to start without one, in one sentence saying how to give it', async () => {
    const store = await newTestStoreLocation();
    try {
      const started = await spawnServe(['--config', await siteConfigWithoutUrl(), '--site', await tinySite()], {
        VITRINE_DB: store.env,
        VITRINE_CAPTCHA_KEY: 'c'.repeat(40),
        VITRINE_SMTP_URL: '',
        VITRINE_PUBLIC_URL: '',
      });
      if ('stop' in started) await started.stop();
      expect('exited' in started && started.exited.code).toBe(2);
      const stderr = 'exited' in started ? started.exited.stderr : '';
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(
        /^vitrine serve: .*public address, which is missing: set "url" in .*site\.json or VITRINE_PUBLIC_URL/,
      );
    } finally {
      await store.drop();
    }
  });

  it('with VITRINE_PUBLIC_URL, a reset asked with Host and X-Forwarded-Host evil.example mails a link on the public origin; the cookie is Secure', async () => {
    const store = await newTestStoreLocation();
    const db = await openDatabase(store.location);
    await owner(db, 'host@example.test');
    await db.destroy();
    const started = await spawnServe(['--config', await siteConfigWithoutUrl(), '--site', await tinySite()], {
      VITRINE_DB: store.env,
      VITRINE_CAPTCHA_KEY: 'c'.repeat(40),
      VITRINE_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      VITRINE_TRUST_PROXY: '127.0.0.1',
      VITRINE_PUBLIC_URL: ORIGIN,
    });
    try {
      if (!('stop' in started)) throw new Error(`vitrine serve did not start: ${started.exited.stderr}`);
      const evil = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      const asked = await postWithHost(
        started.base,
        OWNER_API.passwordReset,
        'evil.example',
        { email: 'host@example.test' },
        evil,
      );
      expect(asked.status).toBe(202);
      const mail = await mailTo('host@example.test', 'nieuwe wachtwoord');
      expect(mail.parsed.text).toContain(`${ORIGIN}${PAGE_PATHS.login.nl}?token=${tokenIn(mail)}`);
      expect(mail.parsed.text).not.toContain('evil.example');
      // Over plain http on 127.0.0.1, with a Host of the sender's: Secure, because the public site is https.
      const loggedIn = await postWithHost(started.base, OWNER_API.login, 'evil.example', {
        email: 'host@example.test',
        password: PASSWORD,
      });
      expect(loggedIn.status).toBe(200);
      expect(loggedIn.cookie).toMatch(/;\s*Secure/i);
    } finally {
      if ('stop' in started) await started.stop();
      await store.drop();
    }
  });

  it('an http public origin gets no Secure cookie, even when a trusted proxy says https', async () => {
    const trial = await startOwnerPortal({ smtpPort: smtp.port, trustProxy: ['127.0.0.1'], siteOrigin: 'http://127.0.0.1' });
    try {
      await owner(trial.db, 'trial@example.test');
      const answer = await post(trial.base, OWNER_API.login, { email: 'trial@example.test', password: PASSWORD }, '192.0.2.10', {
        'x-forwarded-proto': 'https',
        origin: trial.base.replace('http:', 'https:'),
      });
      expect(answer.status).toBe(200);
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`)) ?? '';
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    } finally {
      await trial.close();
    }
  });

  it('`vitrine owner invite` takes its link from VITRINE_PUBLIC_URL, and refuses to invite without a public origin', async () => {
    const env = { VITRINE_DB: portal.storeEnv, VITRINE_SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const invite = (email: string, more: string[], extra: Record<string, string>) =>
      runCli(['owner', 'invite', email, '--property', '4100004', '--language', 'nl', ...more], { ...env, ...extra });
    const run = await invite('invited@example.test', [], { VITRINE_PUBLIC_URL: 'https://vitrine-public.test' });
    expect(run.code, run.stderr).toBe(0);
    const mail = await mailTo('invited@example.test', 'eigenaarsportaal');
    expect(mail.parsed.text).toContain(`https://vitrine-public.test${PAGE_PATHS.login.nl}?token=`);
    const refused = await invite('nobody-yet@example.test', ['--config', await siteConfigWithoutUrl()], {
      VITRINE_PUBLIC_URL: '',
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/VITRINE_PUBLIC_URL/);
    const listed = await runCli(['owner', 'list', '--json'], env);
    expect((JSON.parse(listed.stdout) as { email: string }[]).map((o) => o.email)).not.toContain('nobody-yet@example.test');
  });
});

describe('finding 4: argon2 only for a real link, bounded, and every owner route under a rate limit', () => {
  it('200 posts with a made-up token get 400 and run no hash', async () => {
    const before = argon2Runs();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          portal.base,
          OWNER_API.password,
          { token: `made-up-token-${String(i).padStart(8, '0')}`, password: 'a-long-new-password', language: 'nl' },
          `198.51.100.${(i % 200) + 1}`,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(400));
    expect(await answers[0]?.json()).toEqual({ message: OWNER_TEXTS.nl['api.linkInvalid'] });
    expect(argon2Runs()).toBe(before);
  });

  it('with the bound full, a burst of logins gets some 503s with Retry-After in the visitor’s language, and no 500', async () => {
    const { concurrency, waiting } = OWNER_POLICY.argon2;
    const burst = await Promise.all(
      Array.from({ length: 8 * (concurrency + waiting) }, (_, i) =>
        login(`burst-${i}@example.test`, 'not-a-password-of-anyone', `192.0.2.${i + 1}`),
      ),
    );
    const statuses = burst.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(concurrency);
    const busy = burst.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({ message: OWNER_TEXTS.nl['api.busy'] });
    }
  });

  it('answers 429 past its figure per visitor (an IPv6 /64 as one), in the visitor’s language, with Retry-After', async () => {
    const max = 5;
    const limited = await startOwnerPortal({
      smtpPort: smtp.port,
      trustProxy: ['127.0.0.1'],
      siteOrigin: ORIGIN,
      requests: { max, windowMs: 3_600_000 },
    });
    try {
      const ask = (visitor: string) =>
        fetch(`${limited.base}${OWNER_API.properties}?language=de`, { headers: { 'x-forwarded-for': visitor } });
      // Twice the figure and one: whatever window boundary falls among them, one window holds more than `max`.
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 1; i <= 2 * max + 1; i++) {
        const answer = await ask(`2001:db8:5::${i.toString(16)}`);
        statuses.push(answer.status);
        if (answer.status === 429) refused ??= answer;
      }
      expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
      if (!refused) throw new Error(`no 429 in ${statuses.join(', ')}`);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()) as { message: string }).toEqual({
        message: expect.stringMatching(/^Zu viele Anfragen\. Versuchen Sie es in \d+ Sekunden erneut\.$/),
      });
      // Another visitor is not held back by this one.
      expect((await ask('2001:db8:6::1')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('finding 6: strangers cannot lock an owner out', () => {
  it('after failures from three addresses, the owner logs in from theirs; the attacking pairs are stopped; the owner is told once', async () => {
    const victim = 'lotte@example.test';
    await owner(portal.db, victim);
    const attackers = ['198.51.100.21', '198.51.100.22', '198.51.100.23'];
    const failures = new Map(attackers.map((a) => [a, 0]));
    const { lockAfter } = OWNER_POLICY.throttle.pair;
    // Round after round from each address, as fast as the throttle lets them (its Retry-After moves the clock).
    for (let round = 0; round < lockAfter; round++)
      for (const attacker of attackers) {
        for (;;) {
          const answer = await login(victim, `guess-${round}-${attacker}`, attacker);
          if (answer.status === 401) break;
          expect(answer.status).toBe(429);
          portal.advance(Number(answer.headers.get('retry-after')) * 1000);
        }
        failures.set(attacker, (failures.get(attacker) ?? 0) + 1);
      }
    expect([...failures.values()]).toEqual(attackers.map(() => lockAfter));
    // Each attacking pair is stopped, even with the right password.
    for (const attacker of attackers) expect((await login(victim, PASSWORD, attacker)).status).toBe(429);

    // The owner, from an address of their own: in at once, or after at most the account's capped delay.
    let own = await login(victim, PASSWORD, '192.0.2.200');
    if (own.status === 429) {
      const wait = Number(own.headers.get('retry-after'));
      expect(wait).toBeLessThanOrEqual(OWNER_POLICY.throttle.account.maxDelaySeconds);
      portal.advance(wait * 1000);
      own = await login(victim, PASSWORD, '192.0.2.200');
    }
    expect(own.status).toBe(200);
    // The owner's login does not free the attackers.
    expect((await login(victim, PASSWORD, attackers[0] ?? '')).status).toBe(429);

    const notice = await mailTo(victim, 'Geweigerde aanmeldpogingen');
    expect(notice.parsed.text).toContain(`${ORIGIN}${PAGE_PATHS.login.nl}`);
    expect(notice.parsed.text).toContain(`${OWNER_POLICY.throttle.alertOwnerAfter} keer`);
    // Once for the burst: one notice queued for thirty failures.
    const notices = await portal.db
      .selectFrom('submissions')
      .select('payload')
      .where('kind', '=', 'owner-login-failures')
      .execute();
    expect(notices.filter((n) => JSON.stringify(n.payload).includes(victim))).toHaveLength(1);
  });
});

describe('finding 8: the login throttle counts an IPv6 /64 as one visitor', () => {
  it('failures from many addresses of one /64 meet the visitor limit as one address', async () => {
    const { lockAfter, slowAfter } = OWNER_POLICY.throttle.address;
    let slowed = 0;
    for (let i = 1; i <= lockAfter; i++) {
      for (;;) {
        // A new address of 2001:db8::/64 and a new e-mail each time: neither the pair nor the account counts up.
        const answer = await login(`rotating-${i}@example.test`, 'a-guess-each-time', `2001:db8::${i.toString(16)}`);
        if (answer.status === 401) break;
        expect(answer.status).toBe(429);
        slowed += 1;
        portal.advance(Number(answer.headers.get('retry-after')) * 1000);
      }
    }
    expect(slowed).toBeGreaterThanOrEqual(lockAfter - slowAfter);
    const stopped = await login('rotating-last@example.test', 'a-guess-each-time', '2001:db8::ffff');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan((OWNER_POLICY.throttle.lockMinutes - 2) * 60);
    // The next /64 is another visitor.
    expect((await login('rotating-last@example.test', 'a-guess-each-time', '2001:db8:0:1::1')).status).toBe(401);
  });
});

describe('finding 9: the reset route tells nothing of which addresses have accounts', () => {
  const hold = async (on: boolean) => {
    if (TEST_ENGINE === 'postgres') {
      if (on) {
        await sql`create function hold_tokens() returns trigger language plpgsql as $$ begin raise exception 'held'; end $$`.execute(
          portal.db,
        );
        await sql`create trigger hold_tokens before insert on owner_tokens for each row execute function hold_tokens()`.execute(
          portal.db,
        );
      } else {
        await sql`drop trigger hold_tokens on owner_tokens`.execute(portal.db);
        await sql`drop function hold_tokens()`.execute(portal.db);
      }
    } else if (on) {
      await sql`create trigger hold_tokens before insert on owner_tokens begin select raise(abort, 'held'); end`.execute(
        portal.db,
      );
    } else {
      await sql`drop trigger hold_tokens`.execute(portal.db);
    }
  };
  const ask = (email: string) => post(portal.base, OWNER_API.passwordReset, { email, language: 'nl' }, '192.0.2.90');

  it('answers a known and an unknown address alike while the store refuses the link; the e-mail comes once it takes it', async () => {
    await owner(portal.db, 'reset@example.test');
    await hold(true);
    let known: Response;
    let unknown: Response;
    try {
      known = await ask('reset@example.test');
      unknown = await ask('no-account@example.test');
    } finally {
      await hold(false);
    }
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const body = await known.json();
    expect(body).toEqual(await unknown.json());
    expect(body).toEqual({ message: OWNER_TEXTS.nl['api.resetSent'] });

    expect((await ask('reset@example.test')).status).toBe(202);
    const mail = await mailTo('reset@example.test', 'nieuwe wachtwoord');
    expect(mail.parsed.text).toContain(`${ORIGIN}${PAGE_PATHS.login.nl}?token=${tokenIn(mail)}`);
  });
});
