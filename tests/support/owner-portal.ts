import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, PAGE_PATHS } from '../../schema/index.js';
import { createServer } from '../../server/create-server.js';
import type { OwnerBackOffice } from '../../server/owner/back-office.js';
import { OWNER_REGION_ID } from '../../server/owner/view/region.js';
import { testMail } from './api-server.js';
import type { ReceivedMail } from './smtp-server.js';
import { openTestStore } from './test-store.js';

// A `vitrine serve` with the owner portal for a test: its own database, login pages holding the
// portal's placeholder as the build writes it, published titles for a few properties, a clock the
// test can move, mail to the test's SMTP server.

export const OWNED = { marie: [4100004, 4100005], paul: [4100006] } as const;

export async function startOwnerPortal(options: {
  smtpPort: number;
  backOffice?: OwnerBackOffice;
  trustProxy?: boolean | string[];
  siteOrigin?: string;
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
      owners: {
        siteDir,
        dataDir,
        siteOrigin: options.siteOrigin,
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
