import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServeProcess, startServe, tinySite } from '../../bench/support/serve-process.js';
import { openDatabase } from '../../server/db/open-database.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';

// Non-negotiable 3: a server killed (SIGKILL) in the middle of a burst of submissions loses none
// that it answered with success. The real `vitrine serve`, a real SQLite file.

let server: ServeProcess | undefined;
afterAll(() => server?.kill());

describe('vitrine serve killed during a burst', () => {
  it('keeps every submission it answered with success', async () => {
    const dir = await tinySite();
    const env = {
      VITRINE_DB: join(dir, 'vitrine.db'),
      VITRINE_CAPTCHA_KEY: 'c'.repeat(40),
      VITRINE_CAPTCHA_WORK: '20',
      VITRINE_FORM_RATE: '100000',
      VITRINE_SMTP_URL: '',
    };
    const started = await startServe({ site: dir, env });
    server = started;
    const answered: number[] = [];
    let failures = 0;
    const send = async () => {
      try {
        const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(started.base) };
        const response = await fetch(`${started.base}/api/forms/site-contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status === 201) answered.push(((await response.json()) as { id: number }).id);
      } catch {
        failures++;
      }
    };
    // Twenty visitors at once, until the server is killed after its first 150 answers.
    const workers = Array.from({ length: 20 }, async () => {
      while (started.running) {
        await send();
        if (answered.length >= 150) await started.kill();
      }
    });
    await Promise.all(workers);
    expect(answered.length).toBeGreaterThanOrEqual(150);
    expect(failures).toBeGreaterThan(0);

    const db = await openDatabase(env.VITRINE_DB);
    try {
      const stored = new Set((await db.selectFrom('submissions').select('id').execute()).map((r) => r.id));
      expect(answered.filter((id) => !stored.has(id))).toEqual([]);
      // Each still has its delivery waiting in the outbox.
      const waiting = await db.selectFrom('outbox').select('submission_id').where('delivered_at', 'is', null).execute();
      expect(new Set(waiting.map((w) => w.submission_id)).size).toBeGreaterThanOrEqual(answered.length);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
