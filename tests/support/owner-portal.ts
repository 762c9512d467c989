import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, PAGE_PATHS } from '../../schema/index.js';
import { createServer } from '../../server/create-server.js';
import type { OwnerBackOffice } from '../../server/owner/back-office.js';
import { OWNER_REGION_ID } from '../../server/owner/view/region.js';
import type { StaffContentOptions } from '../../server/staff/context.js';
import { testMail } from './api-server.js';
import { type CliRun, ROOT } from './cli.js';
import type { ReceivedMail } from './smtp-server.js';
import { openTestStore } from './test-store.js';

// A `vitrine serve` with the owner portal and /admin/ for a test: its own database, login pages holding the
// portal's placeholder as the build writes it, published titles for a few properties, a clock the
// test can move, mail to the test's SMTP server.

export const OWNED = { marie: [4100004, 4100005], paul: [4100006] } as const;

/** The test portal's public origin unless a test gives one: http, as a trial on a laptop. */
export const TEST_SITE_ORIGIN = 'http://www.eaudheure-immo.test';

export async function startOwnerPortal(options: {
  smtpPort: number;
  backOffice?: OwnerBackOffice;
  trustProxy?: boolean | string[];
  /** The configured public origin: the e-mails' links and the cookie's Secure flag (an http one by default). */
  siteOrigin?: string;
  /** The portal's per-visitor rate limit: the tests post more in a minute than one visitor may, by default. */
  requests?: { max: number; windowMs: number };
  /** The bound on argon2 work; the policy's by default. */
  argon2?: { concurrency: number; waiting: number };
  /** What /admin/ edits (a copy of data/site/ the test made); none: the accounts only. */
  content?: StaffContentOptions;
}) {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-owner-'));
  const store = await openTestStore();
  const { db } = store;
  const siteDir = join(dir, 'site');
  const dataDir = join(dir, 'data');
  for (const language of LANGUAGES) {
    await mkdir(join(siteDir, PAGE_PATHS.login[language]), { recursive: true });
    await writeFile(
      join(siteDir, PAGE_PATHS.login[language], 'index.html'),
      `<!doctype html><html lang="${language}"><title>login</title><main><h1>Owner login</h1><div id="${OWNER_REGION_ID}" class="owner-portal"><p>needs the server</p></div></main></html>`,
    );
    await mkdir(join(dataDir, language), { recursive: true });
    const titles = [...OWNED.marie, ...OWNED.paul].map((id) => ({
      id,
      title: `Maison ${id} <b>`,
      reference: `REF-${id}`,
      url: `/${language}/bien/${id}/`,
    }));
    await writeFile(join(dataDir, language, 'properties.json'), JSON.stringify(titles));
  }
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  let offset = 0;
  // One clock for the portal and the page views it counts: moved on, "today" stays the views' day.
  const clock = () => new Date(Date.now() + offset);
  const server = await createServer({
    siteDir,
    trustProxy: options.trustProxy,
    api: {
      db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
      pageViewRate: { max: 1000, windowMs: 60_000 },
      clock,
      mail: testMail(options.smtpPort),
      outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
      // /admin/ beside it (issue 45): the same store, clock and limits.
      staff: {
        siteOrigin: options.siteOrigin ?? TEST_SITE_ORIGIN,
        issuer: 'Agence Eau d’Heure',
        ...(options.content && { content: options.content }),
        requests: options.requests ?? { max: 10_000, windowMs: 60_000 },
        clock,
      },
      owners: {
        siteDir,
        dataDir,
        siteOrigin: options.siteOrigin ?? TEST_SITE_ORIGIN,
        requests: options.requests ?? { max: 10_000, windowMs: 60_000 },
        ...(options.argon2 && { argon2: options.argon2 }),
        timeZone: 'Europe/Brussels',
        backOffice: options.backOffice,
        clock,
      },
    },
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    db,
    base,
    dir,
    /** The store's VITRINE_DB value, for the CLI's commands on it. */
    storeEnv: store.env,
    /** Moves the portal's clock on (a lock's end, a link's expiry) without waiting. */
    advance: (ms: number) => {
      offset += ms;
    },
    close: async () => {
      await server.close();
      await store.close();
    },
  };
}

/** The next e-mail (already received or still to come) that matches: follows the SMTP server's events. */
export function mailWaiter(received: () => ReceivedMail[]) {
  const waiting: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  return {
    onAccept: (mail: ReceivedMail) => {
      for (const w of [...waiting])
        if (w.match(mail)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(mail);
        }
    },
    next: (match: (m: ReceivedMail) => boolean): Promise<ReceivedMail> => {
      const known = received().find(match);
      return known ? Promise.resolve(known) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

/** The link's token in an owner e-mail. */
export const tokenIn = (mail: ReceivedMail): string => {
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1];
  if (!token) throw new Error(`no link in the e-mail: ${mail.parsed.text}`);
  return token;
};

/** The sample's site configuration in a folder of its own, without its "url" (the public origin). */
export async function siteConfigWithoutUrl(): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-no-url-'));
  await cp(join(ROOT, 'data', 'site'), join(work, 'site'), { recursive: true });
  // The sample's images sit beside its configuration folder.
  await symlink(join(ROOT, 'data', 'sample'), join(work, 'sample'));
  const path = join(work, 'site', 'site.json');
  const { url: _gone, ...config } = JSON.parse(await readFile(path, 'utf8'));
  await writeFile(path, JSON.stringify(config));
  return path;
}

export type ServeStart = { exited: CliRun } | { base: string; stop: () => Promise<void> };

/**
 * `vitrine serve` in a child process, on a free port of 127.0.0.1: where it listens once it says so,
 * or how it exited when it refused to start.
 */
export function spawnServe(args: string[], env: NodeJS.ProcessEnv): Promise<ServeStart> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'serve', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const base = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(stdout)?.[1];
      if (base)
        resolve({
          base,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ exited: { code, signal, stdout, stderr } }));
  });
}
