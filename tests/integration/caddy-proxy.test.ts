import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { Agent, fetch, type RequestInit } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, OWNER_API, OWNER_SESSION_COOKIE, PAGE_PATHS, type Property } from '../../schema/index.js';
import { loopbackCaddyfile, type RunningCaddy, startCaddy } from '../support/caddy.js';
import { runCli } from '../support/cli.js';
import {
  adapted,
  envFileSettings,
  execStartOf,
  flagValue,
  makeInstall,
  readDeployFile,
  type ServeProcess,
  startServe,
  unitEnvironment,
} from '../support/deploy-install.js';
import { validBody } from '../support/form-bodies.js';
import { freeLoopbackPort } from '../support/free-port.js';
import { sharedSampleBuild } from '../support/sample-build.js';
import { addDepartedProperty } from './site-gone.js';

// deploy/ end to end on loopback: Debian's Caddy runs the repository's Caddyfile (its site address
// moved to https://127.0.0.1:<port> with `tls internal`, its upstream to the server's port) in
// front of `vitrine serve` started by vitrine-serve.service's ExecStart, with the settings of
// vitrine.env.example, serving the sample built where vitrine-sync.service builds it. Visitors
// come from 127.0.0.2 and 127.0.0.3 over https, trusting Caddy's local CA.

/** The forms' rate limit for this test: a captcha and a post, twice, per visitor and minute. */
const FORM_RATE = 4;
const SITE_ADDRESS = 'www.agence.example';

/** What GET /api/captcha answers (altcha's challenge). */
interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

let install: string;
let caddy: RunningCaddy;
let serve: ServeProcess;
let origin: string;
let property: Property;
let departedPath: string;
const visitors: Agent[] = [];

/** A visitor leaving from 127.0.0.`n`, trusting Caddy's local CA (the certificate is checked, not waved through). */
function visitor(n: number) {
  const dispatcher = new Agent({ localAddress: `127.0.0.${n}`, connect: { ca: caddy.rootCa } });
  visitors.push(dispatcher);
  const get = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { redirect: 'manual', ...init, dispatcher });
  return {
    get,
    /** A captcha solved as the browser solves it, then the form posted with it. */
    async submit(extraHeaders: Record<string, string> = {}) {
      const challengeAnswer = await get('/api/captcha', { headers: extraHeaders });
      if (challengeAnswer.status !== 200) return challengeAnswer;
      const { algorithm, challenge, maxnumber, salt, signature } = (await challengeAnswer.json()) as Challenge;
      const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
      const captcha = Buffer.from(JSON.stringify({ algorithm, challenge, number: solution?.number, salt, signature })).toString(
        'base64',
      );
      return get('/api/forms/site-contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CAPTCHA_HEADER]: captcha, ...extraHeaders },
        body: JSON.stringify({ ...validBody('site-contact', 'fr'), captcha }),
      });
    },
  };
}

beforeAll(async () => {
  const shared = await sharedSampleBuild();
  install = await mkdtemp(join(tmpdir(), 'vitrine-deploy-'));
  await makeInstall(install);
  const generated = join(install, 'data', 'generated');
  await cp(shared.data, generated, { recursive: true });
  const departed = await addDepartedProperty(generated);
  departedPath = departed.urls.fr as string;
  const properties = JSON.parse(await readFile(join(generated, 'fr', 'properties.json'), 'utf8')) as Property[];
  const sale = properties.find((p) => p.goal === 'sale' && p.status === 'active');
  if (!sale) throw new Error('the sample has no active sale');
  property = sale;

  // Built where the sync unit builds (its --build-out), from the data with a departed property.
  const syncUnit = adapted(await readDeployFile('vitrine-sync.service'), { install });
  const site = flagValue(execStartOf(syncUnit), '--build-out');
  const build = await runCli(['build', '--data', generated, '--media', shared.media, '--out', site]);
  if (build.code !== 0) throw new Error(`the build failed:\n${build.stderr}`);

  const port = await freeLoopbackPort();
  origin = `https://127.0.0.1:${port}`;
  const settings = envFileSettings(adapted(await readDeployFile('vitrine.env.example'), { install })).set;
  const command = execStartOf(adapted(await readDeployFile('vitrine-serve.service'), { install }));
  // The unit's port taken by the machine's own 3000 maybe: a free one, the rest as the unit says.
  serve = await startServe([...command, '--port', '0'], install, {
    ...unitEnvironment(settings, {
      // The public origin is Caddy's here, as www.agence.example is in production.
      VITRINE_PUBLIC_URL: origin,
      VITRINE_FORM_RATE: String(FORM_RATE),
      VITRINE_CAPTCHA_WORK: '100',
    }),
  });
  const upstream = Number(new URL(serve.base).port);
  const real = await readDeployFile('Caddyfile');
  caddy = await startCaddy(await mkdtemp(join(tmpdir(), 'vitrine-caddy-')), (storage) =>
    loopbackCaddyfile(real, { site: SITE_ADDRESS, port, upstream, storage }),
  );
}, 240_000);

afterAll(async () => {
  await Promise.all(visitors.map((agent) => agent.close()));
  await caddy?.stop();
  // SIGTERM, as systemd stops it: an exit 0, or the signal's own end, which systemd counts as clean.
  if (serve)
    expect([
      { code: 0, signal: null },
      { code: null, signal: 'SIGTERM' },
    ]).toContainEqual(await serve.stop());
});

describe('vitrine serve behind Caddy (deploy/Caddyfile, vitrine-serve.service)', () => {
  it('serves the home page, a list, a property, a departed property (410) and an internal path (301) over https', async () => {
    const { get } = visitor(2);
    const root = await get('/');
    expect([root.status, root.headers.get('location')]).toEqual([302, PAGE_PATHS.home.fr]);
    const home = await get(PAGE_PATHS.home.fr, { headers: { 'accept-encoding': 'br' } });
    expect(home.status).toBe(200);
    // Vitrine's own compression reaches the visitor: Caddy has no `encode` of its own.
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(await home.text()).toMatch(/<html lang="fr"/);
    const list = await get(PAGE_PATHS.sale.fr);
    expect(list.status).toBe(200);
    expect(await list.text()).toMatch(/<html lang="fr"/);
    const page = await get(property.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(String(property.id));
    const gone = await get(departedPath);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
    const internal = await get(PAGE_PATHS.sale.internal);
    expect([internal.status, internal.headers.get('location')]).toEqual([301, PAGE_PATHS.sale.fr]);
  });

  it("takes a form (201) and counts each visitor's forwarded address apart in the forms' rate limit", async () => {
    const first = visitor(2);
    const second = visitor(3);
    expect((await first.submit()).status).toBe(201);
    expect((await first.submit()).status).toBe(201);
    // Its fifth request of the minute: past VITRINE_FORM_RATE for 127.0.0.2.
    expect((await first.get('/api/captcha')).status).toBe(429);
    // Another visitor, though it names the first in its own X-Forwarded-For (Caddy sends the address
    // it sees): behind one proxy address, without VITRINE_TRUST_PROXY, it would share the first's limit.
    expect((await second.submit({ 'x-forwarded-for': '127.0.0.2' })).status).toBe(201);
  });

  it("an owner logs in through Caddy and gets a Secure session cookie (the public origin's https)", async () => {
    const invite = await runCli(
      [
        'owner',
        'invite',
        'marie@example.test',
        '--property',
        String(property.id),
        '--name',
        'Marie Dupont',
        '--data',
        join(install, 'data', 'generated'),
      ],
      {
        VITRINE_DB: envFileSettings(adapted(await readDeployFile('vitrine.env.example'), { install })).set.VITRINE_DB,
        VITRINE_PUBLIC_URL: origin,
        VITRINE_SMTP_URL: '',
      },
    );
    expect(invite.code, invite.stderr).toBe(0);
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(invite.stdout)?.[1];
    expect(token, invite.stdout).toBeDefined();
    const owner = visitor(4);
    const password = 'un mot de passe assez long';
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
    expect((await owner.get(OWNER_API.password, json({ token, password, passwordConfirm: password }))).status).toBe(200);
    const login = await owner.get(OWNER_API.login, json({ email: 'marie@example.test', password }));
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    const session = cookie.split(';')[0] as string;
    expect((await owner.get(OWNER_API.properties, { headers: { cookie: session } })).status).toBe(200);
  });
});
