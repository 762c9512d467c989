import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VisitSlot } from '../../schema/index.js';
import { configuredSlots } from '../../server/api/appointments.js';
import { createServer } from '../../server/create-server.js';
import { openDatabase } from '../../server/db/open-database.js';

/**
 * The built site as `vitrine serve` serves it: with its API (a SQLite file of its own, no mail:
 * submissions wait in the outbox), so the pages' calls to /api are answered as in production; with
 * `ownersData`, the owner portal too. `data` (or `ownersData`) is the sync's output the site was built
 * from: only the properties it publishes have their page views counted.
 */
export async function startSite(siteDir: string, options: { slots?: VisitSlot[]; ownersData?: string; data?: string } = {}) {
  const db = await openDatabase(join(await mkdtemp(join(tmpdir(), 'vitrine-site-api-')), 'vitrine.db'));
  const app = await createServer({
    siteDir,
    api: {
      db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 200, validMs: 60_000 },
      defaultLanguage: 'fr',
      // The tests post more forms in a minute than one visitor may.
      rateLimit: { max: 1000, windowMs: 60_000 },
      appointments: configuredSlots(options.slots ?? []),
      dataDir: options.data,
      // The owner portal, with the sync's output for its titles (ownersData: the generated folder).
      ...(options.ownersData !== undefined && {
        // An http public origin: the Chromium tests log in over http://127.0.0.1 (no Secure cookie there).
        owners: { siteDir, dataDir: options.ownersData, timeZone: 'Europe/Brussels', siteOrigin: 'http://127.0.0.1' },
      }),
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    base,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
