import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Property } from '../schema/index.js';
import { createServer } from '../server/create-server.js';
import { openDatabase } from '../server/db/open-database.js';

// `npm run screenshots`: the README's pictures, taken again from the site that `npm start` (or
// `vitrine sync --source sample`, with its photos, and `vitrine build`) made: dist/client and
// data/generated. The site is served on 127.0.0.1 by the real server with a throwaway store, and
// Debian's Chromium (as the tests use it: CHROMIUM_PATH, else /usr/bin/chromium) takes each picture
// once the page has loaded.

const ROOT = join(import.meta.dirname, '..');
const SITE = join(ROOT, 'dist', 'client');
const GENERATED = join(ROOT, 'data', 'generated');
const OUT = join(ROOT, 'docs', 'screenshots');

/** Each picture: its file, its page, its viewport. */
interface Shot {
  file: string;
  path: string;
  width: number;
  height: number;
}

async function shots(): Promise<Shot[]> {
  const properties = JSON.parse(await readFile(join(GENERATED, 'fr', 'properties.json'), 'utf8')) as Property[];
  const shown = properties.find((p) => p.goal === 'sale' && p.status === 'active' && p.pictures.length > 2) ?? properties[0];
  if (!shown)
    throw new Error(
      `${GENERATED}/fr/properties.json lists no property: run \`npm start\` (or vitrine sync --source sample) first`,
    );
  const desktop = { width: 1280, height: 900 };
  const phone = { width: 375, height: 812 };
  return [
    { file: 'home-1280.png', path: '/fr/', ...desktop },
    { file: 'detail-1280.png', path: shown.url, ...desktop },
    { file: 'list-1280.png', path: '/fr/a-vendre/', ...desktop },
    { file: 'home-375.png', path: '/fr/', ...phone },
    { file: 'detail-375.png', path: shown.url, ...phone },
    { file: 'list-375.png', path: '/fr/a-vendre/', ...phone },
  ];
}

async function main() {
  await access(join(SITE, 'index.html')).catch(() => {
    throw new Error(`no site is built in ${SITE}: run \`npm start\` (or vitrine sync --source sample, then vitrine build) first`);
  });
  const store = await mkdtemp(join(tmpdir(), 'vitrine-screenshots-'));
  const db = await openDatabase(join(store, 'vitrine.db'));
  const app = await createServer({
    siteDir: SITE,
    api: {
      db,
      captcha: { hmacKey: 'screenshots'.repeat(4), maxNumber: 200, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
      dataDir: GENERATED,
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Only the loopback resolves: a picture never shows what another host sent.
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  try {
    for (const shot of await shots()) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
      await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(OUT, shot.file) });
      await page.close();
      console.log(`docs/screenshots/${shot.file}: ${shot.path} at ${shot.width}×${shot.height}`);
    }
  } finally {
    await browser.close();
    await app.close();
    await db.destroy();
    await rm(store, { recursive: true, force: true });
  }
}

await main();
