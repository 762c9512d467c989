import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../server/db/group-commit.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { mailDeliveries } from '../../server/mail/deliver.js';
import { CLAIM_MS, createOutbox } from '../../server/outbox/worker.js';
import { acceptSubmission } from '../../server/submissions/accept.js';
import { solvedCaptcha } from '../support/captcha.js';
import { ROOT } from '../support/cli.js';
import { validBody } from '../support/form-bodies.js';
import { startSmtpServer } from '../support/smtp-server.js';

// The outbox sends each e-mail once where it can, and a repeat is recognisable where it cannot:
// a real SQLite file, a real SMTP server on 127.0.0.1, and a real `vitrine serve` killed mid-delivery.

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const MAIL = {
  from: 'Site <no-reply@eaudheure-immo.be>',
  agencyEmail: 'info@eaudheure-immo.be',
  siteName: "Immobilière de l'Eau d'Heure",
  siteUrl: 'https://www.eaudheure-immo.be',
};

async function storeOne(db: Db) {
  const body = validBody('site-contact', 'fr');
  return acceptSubmission(groupCommit(db), {
    kind: 'site-contact',
    idempotencyKey: body.idempotencyKey,
    language: 'fr',
    payload: body,
    channels: ['agency'],
  });
}

const outboxRow = (db: Db) => db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();

describe('the outbox with the store locked after a send', () => {
  it('sends the e-mail once, and records it as delivered once the lock goes', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'vitrine-outbox-lock-')), 'vitrine.db');
    const db = await openDatabase(path, { busyTimeoutMs: 100 });
    cleanups.push(() => db.destroy());
    await storeOne(db);
    const holder = new Database(path);
    cleanups.push(() => holder.close());
    // The moment the SMTP server has the message, another process takes the write lock (a backup).
    const smtp = await startSmtpServer(0, { onAccept: () => holder.exec('BEGIN IMMEDIATE') });
    cleanups.push(() => smtp.close());
    const mail = mailDeliveries({ ...MAIL, smtpUrl: smtp.url });
    cleanups.push(() => mail.close());
    const outbox = createOutbox(db, { deliver: { agency: mail.agency } });

    await expect(outbox.deliverDue()).rejects.toMatchObject({ code: 'DATABASE_BUSY' });
    expect(smtp.received).toHaveLength(1);
    expect(outbox.unrecorded).toBe(1);
    // The worker's next ticks while the lock is still held: the record is retried, not the send.
    for (let tick = 0; tick < 3; tick++) await expect(outbox.deliverDue()).rejects.toMatchObject({ code: 'DATABASE_BUSY' });
    expect(smtp.received).toHaveLength(1);

    holder.exec('COMMIT');
    expect(await outbox.deliverDue()).toBe(0);
    expect(outbox.unrecorded).toBe(0);
    const row = await outboxRow(db);
    expect(row.delivered_at).not.toBeNull();
    expect(row).toMatchObject({ attempts: 1, claimed_until: null, last_error: null });
    expect(await outbox.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});

/** `vitrine serve` in a child process; resolves with its address once it listens. */
async function serve(env: NodeJS.ProcessEnv, site: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'serve', '--port', '0', '--site', site], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  let out = '';
  child.stderr?.on('data', (d) => {
    out += d;
  });
  for await (const chunk of child.stdout ?? []) {
    out += chunk;
    const base = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
    if (base) return { child, base };
  }
  throw new Error(`vitrine serve did not start: ${out}`);
}

describe('a server killed between the SMTP acceptance and the outbox record', () => {
  it('leaves the claimed delivery alone until its lease ends, then sends it once more with the same Message-ID', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-outbox-crash-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>');
    const path = join(dir, 'vitrine.db');
    let server: ChildProcess | undefined;
    // The SMTP server has the whole message: the sender dies before it hears "250 OK".
    const smtp = await startSmtpServer(0, { onAccept: () => server?.kill('SIGKILL') });
    cleanups.push(() => smtp.close());
    const started = await serve(
      {
        VITRINE_DB: path,
        VITRINE_SMTP_URL: smtp.url,
        VITRINE_MAIL_FROM: MAIL.from,
        VITRINE_CAPTCHA_KEY: 'c'.repeat(40),
        VITRINE_CAPTCHA_WORK: '20',
      },
      dir,
    );
    server = started.child;
    const exited = once(server, 'exit');
    const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(started.base) };
    const answer = await fetch(`${started.base}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(201);
    await exited;
    expect(smtp.received).toHaveLength(1);

    // A second worker (the restarted server, or another instance) on the same file.
    const db = await openDatabase(path);
    cleanups.push(() => db.destroy());
    const mail = mailDeliveries({ ...MAIL, smtpUrl: smtp.url });
    cleanups.push(() => mail.close());
    const outbox = createOutbox(db, { deliver: { agency: mail.agency } });
    const claimed = await outboxRow(db);
    expect(claimed.delivered_at).toBeNull();
    expect(claimed.claimed_until).not.toBeNull();
    expect(await outbox.deliverDue(new Date())).toBe(0);
    expect(smtp.received).toHaveLength(1);

    const afterLease = new Date(Date.now() + CLAIM_MS + 60_000);
    expect(await outbox.deliverDue(afterLease)).toBe(1);
    expect(await outbox.deliverDue(new Date(afterLease.getTime() + CLAIM_MS + 60_000))).toBe(0);
    expect(smtp.received).toHaveLength(2);
    const [first, repeat] = smtp.received.map((m) => m.parsed.messageId);
    expect(first).toMatch(/^<outbox-\d+\.submission-\d+@www\.eaudheure-immo\.be>$/);
    expect(repeat).toBe(first);
    expect((await outboxRow(db)).delivered_at).not.toBeNull();
  }, 60_000);
});
