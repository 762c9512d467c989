import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_API, type AlertView, alertCriteriaSchema, FORM_MESSAGES, FORM_SUCCESS } from '../../schema/index.js';
import type { AlertMailPayload } from '../../server/alerts/mail-payload.js';
import { insertAlert } from '../../server/alerts/store.js';
import { createServer } from '../../server/create-server.js';
import { type Db, openDatabase } from '../../server/db/open-database.js';
import { secretOf } from '../../server/submissions/secrets.js';
import { ALERT_CASE, acceptanceChanges, publishedWithEvents, TEST_PHOTO_DIGEST } from '../support/alert-feed.js';
import { postForm, testMail } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { ROOT, runCli } from '../support/cli.js';
import { validBody } from '../support/form-bodies.js';
import { startOmnicasaServer, TEST_CREDENTIALS } from '../support/omnicasa-server.js';
import { type ReceivedMail, startSmtpServer } from '../support/smtp-server.js';
import { storeText } from '../support/store-dump.js';

// Issue 17's acceptance, with the real parts: a search alert registered through the demand
// register's API, its confirmation e-mail received by an SMTP server on 127.0.0.1 and confirmed with
// its link's key; then `vitrine alerts send` (a child process, as cron runs it, on the server's
// SQLite file) for a sync that added a matching and a non-matching property and lowered a matching
// price: exactly the matching events arrive, once; killed mid-batch and run again, nothing is
// missing or doubled; the e-mail's unsubscribe link and its one-click POST both stop the alert.

/** The sample's site configuration (data/site/site.json): its url is the e-mails' links. */
const SITE_URL = 'https://www.eaudheure-immo.be';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let db: Db;
let dbPath: string;
let app: Awaited<ReturnType<typeof createServer>>;
let base: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dbPath = join(await mkdtemp(join(tmpdir(), 'vitrine-alerts-db-')), 'vitrine.db');
  db = await openDatabase(dbPath);
  const site = await mkdtemp(join(tmpdir(), 'vitrine-alerts-site-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
  app = await createServer({
    siteDir: site,
    api: {
      db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: 1000, windowMs: 60_000 },
      mail: { ...testMail(smtp.port), siteUrl: SITE_URL },
      outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
    },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await smtp?.close();
});

async function until<T>(check: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** `vitrine alerts send` on the test's store, as cron runs it; mails go to the test's SMTP server. */
const CLI_ENV = (smtpToo: boolean) => ({
  VITRINE_DB: dbPath,
  VITRINE_SMTP_URL: smtpToo ? smtp.url : '',
  VITRINE_MAIL_FROM: 'Site <no-reply@eaudheure-immo.be>',
  VITRINE_OMNICASA_URL: '',
});
const sendAlerts = (data: string, ...more: string[]) =>
  runCli(['alerts', 'send', '--data', data, '--config', join(ROOT, 'data', 'site', 'site.json'), ...more], CLI_ENV(true));

/** Every outbox row delivered: what the SMTP server has is all there will be. */
const allDelivered = () =>
  until(async () => {
    const left = await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute();
    return left.length === 0 ? true : undefined;
  });

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
/** A header as the message has it (unfolded), or undefined. */
const headerOf = (mail: ReceivedMail, key: string) =>
  mail.parsed.headerLines
    .find((h) => h.key === key)
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
const alertMailsTo = (email: string) => mailsTo(email).filter((m) => headerOf(m, 'list-unsubscribe') !== undefined);
/** Events published now and later than anything before (an alert hears of what comes after its confirmation). */
const justPublished = () => new Date(Date.now() + 1000);

const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });
const postJson = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The alert page's key from a link of an e-mail. */
function keyOf(link: string) {
  const url = new URL(link);
  return { url, alert: Number(url.searchParams.get('alert')), token: String(url.searchParams.get('token')) };
}

/** An alert registered through a form, its confirmation e-mail received, and confirmed as the page does. */
async function registeredAndConfirmed(kind: 'demand-register' | 'save-search', body: Record<string, unknown>) {
  const response = await postForm(base, kind, { ...body, captcha: await solvedCaptcha(base) });
  expect(response.status, await response.clone().text()).toBe(201);
  const email = String(body.email);
  const confirmation = await until(() => mailsTo(email)[0]);
  const link = /https:\/\/\S+confirm=1/.exec(confirmation.parsed.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link in: ${confirmation.parsed.text}`);
  const key = keyOf(link);
  const confirmed = await json<AlertView>(await postJson(ALERT_API.confirm, { alert: key.alert, token: key.token }));
  expect(confirmed).toMatchObject({ status: 200, body: { alert: key.alert, state: 'active' } });
  return { email, confirmation, link, ...key };
}

/** What an alert e-mail tells: its payload as queued (event ids), found by its Message-ID's submission. */
async function payloadOf(mail: ReceivedMail): Promise<AlertMailPayload> {
  const submission = Number(/submission-(\d+)@/.exec(mail.parsed.messageId ?? '')?.[1]);
  const row = await db.selectFrom('submissions').select('payload').where('id', '=', submission).executeTakeFirstOrThrow();
  return JSON.parse(row.payload) as AlertMailPayload;
}

describe('a search alert from the demand register', () => {
  const body: Record<string, unknown> = {
    ...validBody('demand-register', 'fr'),
    ...ALERT_CASE.criteria,
    frequency: 'instant',
  };
  let alert: Awaited<ReturnType<typeof registeredAndConfirmed>>;
  let firstMail: ReceivedMail;

  it('is confirmed from its e-mail (double opt-in): the link opens the alert page, the page POSTs the key', async () => {
    // Before confirming: a send with events for it sends it nothing.
    const response = await postForm(base, 'demand-register', { ...body, captcha: await solvedCaptcha(base) });
    expect(response.status).toBe(201);
    const confirmation = await until(() => mailsTo(String(body.email))[0]);
    expect(confirmation.parsed.subject).toBe('Confirmez votre alerte de biens');
    const link = /https:\/\/\S+confirm=1/.exec(confirmation.parsed.text ?? '')?.[0] ?? '';
    const key = keyOf(link);
    expect(key.url.origin + key.url.pathname).toBe(`${SITE_URL}/fr/mon-alerte/`);
    expect(key.token).toMatch(/^[\w-]{24}$/);
    // The HTML part has the same link (escaped in its attribute).
    expect(confirmation.parsed.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    // A GET shows the alert and changes nothing (mail scanners open links).
    const view = await json<AlertView>(await fetch(`${base}${ALERT_API.view}${key.alert}?token=${key.token}`));
    expect(view.body).toMatchObject({ alert: key.alert, state: 'unconfirmed', language: 'fr', frequency: 'instant' });
    expect(view.body.email).toMatch(/^a•••@example\.test$/);
    expect(view.body.criteria).toMatchObject(ALERT_CASE.criteria);
    const early = await acceptanceChanges(new Date());
    expect((await sendAlerts(early.data)).code).toBe(0);
    await allDelivered();
    expect(mailsTo(String(body.email))).toHaveLength(1);

    // The page's button, twice (a double click): confirmed once.
    for (let click = 0; click < 2; click++) {
      const confirmed = await json<AlertView>(await postJson(ALERT_API.confirm, { alert: key.alert, token: key.token }));
      expect(confirmed).toMatchObject({ status: 200, body: { state: 'active' } });
    }
    // A wrong token or an unknown alert: 404 with one sentence in the request's language.
    for (const wrong of [
      { alert: key.alert, token: `${key.token.slice(1)}x` },
      { alert: key.alert + 1000, token: key.token },
      { alert: key.alert, token: 'short' },
    ]) {
      const refused = await json<{ message: string }>(await postJson(ALERT_API.confirm, { ...wrong, language: 'nl' }));
      expect(refused).toEqual({
        status: 404,
        body: { message: 'Deze link naar uw zoekopdracht is niet geldig, of de zoekopdracht bestaat niet meer.' },
      });
    }
    alert = { email: String(body.email), confirmation, link, ...key };
  });

  let firstSync: Awaited<ReturnType<typeof acceptanceChanges>>;

  it('gets exactly the matching events of a sync, once, in one e-mail with cards, a text part and the one-click headers', async () => {
    firstSync = await acceptanceChanges(justPublished());
    const { data, events } = firstSync;
    const run = await sendAlerts(data);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^1 alert e-mails queued/);
    await allDelivered();
    const mails = alertMailsTo(alert.email);
    expect(mails).toHaveLength(1);
    firstMail = mails[0] as ReceivedMail;
    const payload = await payloadOf(firstMail);
    const expected = events.filter((e) => e.propertyId !== ALERT_CASE.otherNew).map((e) => e.id);
    expect(payload.events.sort()).toEqual(expected.sort());
    expect(payload.cards.map((c) => c.propertyId).sort()).toEqual([ALERT_CASE.matchingNew, ALERT_CASE.dropped].sort());

    const { parsed } = firstMail;
    expect(parsed.subject).toBe("2 biens pour votre recherche – Immobilière de l'Eau d'Heure");
    // Each e-mail's links carry a token of its own, not the confirmation's; the store holds neither.
    const mailToken = keyOf(/^<(.+)>$/.exec(headerOf(firstMail, 'list-unsubscribe') ?? '')?.[1] ?? 'https://x').token;
    expect(mailToken).toMatch(/^[\w-]{24}$/);
    expect(mailToken).not.toBe(alert.token);
    const stored = await storeText(db);
    expect(stored).not.toContain(mailToken);
    expect(stored).not.toContain(alert.token);
    const oneClick = `${SITE_URL}${ALERT_API.unsubscribe}?alert=${alert.alert}&token=${mailToken}`;
    expect(headerOf(firstMail, 'list-unsubscribe')).toBe(`<${oneClick}>`);
    expect(headerOf(firstMail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const text = parsed.text ?? '';
    const html = String(parsed.html);
    for (const part of [text, html]) {
      expect(part).toContain('Nouveau');
      expect(part).toContain('Prix en baisse');
      expect(part).toContain('€ 161.000');
      expect(part).toContain('au lieu de € 175.000');
      expect(part).toContain('Mettet');
      expect(part).not.toContain(`/${ALERT_CASE.otherNew}/`);
    }
    for (const card of payload.cards) {
      expect(text).toContain(card.url);
      expect(html).toContain(`href="${card.url}"`);
      expect(card.url.startsWith(`${SITE_URL}/fr/a-vendre/`)).toBe(true);
    }
    // The new property's photo: a JPEG variant on the site's media, absolute.
    expect(html).toContain(`src="${SITE_URL}/media/ab/${TEST_PHOTO_DIGEST}/600.jpg"`);
    // The manage link (the alert page without confirm) and the unsubscribe link, in both parts.
    const manage = `${SITE_URL}/fr/mon-alerte/?alert=${alert.alert}&token=${mailToken}`;
    expect(text).toContain(`Modifier mon alerte: ${manage}\n`);
    expect(text).toContain(`Me désinscrire: ${manage}&unsubscribe=1`);
    expect(html).toContain(`href="${manage.replaceAll('&', '&amp;')}"`);
  });

  it('gets nothing from a second send of the same sync', async () => {
    const before = await db.selectFrom('submissions').select('id').where('kind', '=', 'alert-mail').execute();
    const run = await sendAlerts(firstSync.data);
    expect(run.stdout).toMatch(/^0 alert e-mails queued/);
    expect(await db.selectFrom('submissions').select('id').where('kind', '=', 'alert-mail').execute()).toEqual(before);
    await allDelivered();
    expect(alertMailsTo(alert.email)).toHaveLength(1);
  });

  it('can be changed from the manage page, and is stopped by its e-mail’s unsubscribe link (the page’s POST)', async () => {
    const criteria = { ...ALERT_CASE.criteria, budgetMax: 180_000, bedrooms: 1 };
    const changed = await json<AlertView>(
      await postJson(ALERT_API.update, { alert: alert.alert, token: alert.token, criteria, frequency: 'daily' }),
    );
    expect(changed).toMatchObject({ status: 200, body: { state: 'active', frequency: 'daily', criteria } });
    const invalid = await json<{ errors: Record<string, string> }>(
      await postJson(ALERT_API.update, {
        alert: alert.alert,
        token: alert.token,
        criteria: { ...criteria, budgetMin: 300_000 },
        frequency: 'daily',
      }),
    );
    expect(invalid).toEqual({ status: 400, body: { errors: { 'criteria.budgetMax': FORM_MESSAGES.fr.numberInvalid } } });

    const link = /Me désinscrire: (\S+)/.exec(firstMail.parsed.text ?? '')?.[1] ?? '';
    const key = keyOf(link);
    expect(key.url.searchParams.get('unsubscribe')).toBe('1');
    const left = await json<AlertView & { message: string }>(
      await postJson(ALERT_API.unsubscribe, { alert: key.alert, token: key.token }),
    );
    expect(left).toMatchObject({ status: 200, body: { state: 'unsubscribed', message: FORM_SUCCESS.fr.unsubscribed } });
    expect(left.body.message).toBe('Vous avez été désinscrit');
    // A left alert is not changed, nor brought back by its old confirmation link.
    const update = await postJson(ALERT_API.update, { alert: alert.alert, token: alert.token, criteria, frequency: 'instant' });
    expect(update.status).toBe(409);
    const reconfirmed = await json<AlertView>(await postJson(ALERT_API.confirm, { alert: alert.alert, token: alert.token }));
    expect(reconfirmed.body.state).toBe('unsubscribed');
  });

  it('a saved search’s alert is stopped by the one-click POST of its List-Unsubscribe header; neither gets more', async () => {
    const saved = await registeredAndConfirmed('save-search', {
      ...validBody('save-search', 'fr'),
      criteria: ALERT_CASE.criteria,
      frequency: 'instant',
      listUrl: '/fr/a-vendre/?city=mettet&type=2',
    });
    // Another alert, left alone: the later sync's e-mail reaches it.
    const control = await registeredAndConfirmed('save-search', {
      ...validBody('save-search', 'fr'),
      criteria: ALERT_CASE.criteria,
      frequency: 'instant',
    });
    const before = await acceptanceChanges(justPublished());
    expect((await sendAlerts(before.data)).code).toBe(0);
    await allDelivered();
    const mail = await until(() => alertMailsTo(saved.email)[0]);
    expect((await payloadOf(mail)).links.list).toBe(`${SITE_URL}/fr/a-vendre/?city=mettet&type=2`);
    const url = new URL(/^<(https:[^>]+)>$/.exec(headerOf(mail, 'list-unsubscribe') ?? '')?.[1] ?? '');
    expect(url.origin).toBe(SITE_URL);
    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to that URL, without cookies.
    const response = await fetch(`${base}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe('Vous avez été désinscrit');
    // The multipart/form-data body RFC 8058 prefers is taken too (and a second click is no change).
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const again = await fetch(`${base}${url.pathname}${url.search}`, { method: 'POST', body: form });
    expect(again.status).toBe(200);

    const later = await publishedWithEvents(justPublished(), [
      ...before.events,
      { kind: 'price-drop', propertyId: ALERT_CASE.matchingNew, formerPrice: 170_000 },
    ]);
    const counts = () => [alertMailsTo(alert.email).length, alertMailsTo(saved.email).length, alertMailsTo(control.email).length];
    const counted = counts();
    expect((await sendAlerts(later.data)).code).toBe(0);
    await allDelivered();
    expect(counts()).toEqual([counted[0], counted[1], (counted[2] as number) + 1]);
  });
});

describe('vitrine alerts send killed mid-batch', () => {
  // 6,300 alerts written, a run killed, a run again and every e-mail delivered: 24 s on a 2-core machine beside another test file.
  it('queues, when run again, what the killed run had not: no e-mail twice, none missing', async () => {
    // Many alerts, one in 210 of them a match: the others' events are handled without an e-mail. So
    // many that the run lasts long beyond the moment the test sees its fiftieth alert handled.
    const count = 6300;
    const confirmedAt = new Date(Date.now() - 60_000).toISOString();
    const wanted = alertCriteriaSchema.parse(ALERT_CASE.criteria);
    const elsewhere = alertCriteriaSchema.parse({ ...ALERT_CASE.criteria, zones: ['Gent'] });
    const matching: string[] = [];
    const ids: number[] = [];
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i++) {
        const email = `batch.${i}@example.test`;
        if (i % 210 === 0) matching.push(email);
        const criteria = i % 210 === 0 ? wanted : elsewhere;
        const alert = {
          email,
          language: 'nl',
          criteria,
          frequency: 'instant' as const,
          token: `token-${i}-abcdefghijklmn`,
          submissionId: 0,
        };
        ids.push(await insertAlert(trx, alert, new Date(confirmedAt)));
      }
      await trx
        .updateTable('alerts')
        .set({ confirmed_at: confirmedAt, handled_through: confirmedAt })
        .where('id', '>=', ids[0] as number)
        .where('id', '<=', ids.at(-1) as number)
        .execute();
    });
    const { data, events } = await acceptanceChanges(justPublished());
    /** The batch's alerts whose events a run has handled (committed). */
    const handled = async () =>
      Number(
        (
          await db
            .selectFrom('alerts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('id', '>=', ids[0] as number)
            .where('id', '<=', ids.at(-1) as number)
            .where('handled_through', '>', confirmedAt)
            .executeTakeFirstOrThrow()
        ).n,
      );

    // One alert a transaction, no SMTP: the e-mails wait in the outbox.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'cli/index.ts', 'alerts', 'send', '--data', data, '--batch', '1', '--frequency', 'instant'],
      { cwd: ROOT, env: { ...process.env, ...CLI_ENV(false), VITRINE_DB_BUSY_MS: '60000' }, stdio: 'ignore' },
    );
    const exited = once(child, 'exit');
    await until(async () => ((await handled()) >= 50 ? true : undefined), 30_000);
    // Frozen at once (perhaps inside a transaction, which the kill then leaves uncommitted), then killed.
    child.kill('SIGSTOP');
    expect(child.exitCode).toBeNull();
    const atKill = await handled();
    expect(atKill).toBeGreaterThanOrEqual(50);
    expect(atKill).toBeLessThan(count);
    child.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');

    const rerun = await runCli(['alerts', 'send', '--data', data], CLI_ENV(true));
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(await handled()).toBe(count);
    expect((await runCli(['alerts', 'send', '--data', data], CLI_ENV(true))).stdout).toMatch(/^0 alert e-mails queued/);
    await allDelivered();
    const expected = events
      .filter((e) => e.propertyId !== ALERT_CASE.otherNew)
      .map((e) => e.id)
      .sort();
    for (const email of matching) {
      const mails = alertMailsTo(email);
      expect(mails, email).toHaveLength(1);
      expect((await payloadOf(mails[0] as ReceivedMail)).events.sort()).toEqual(expected);
      expect(mails[0]?.parsed.subject).toMatch(/^2 panden voor uw zoekopdracht/);
    }
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('batch.')))).toHaveLength(matching.length);
  }, 120_000);
});

describe('the alert API against hostile requests', () => {
  /** The alerts table as it is: a refused request changes nothing in it. */
  const alertsRows = () => db.selectFrom('alerts').selectAll().orderBy('id').execute();
  const send = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${base}${path}`, { method: 'POST', headers, body });

  it.each([
    ['malformed JSON', ALERT_API.confirm, '{"alert":', 400],
    ['not an object', ALERT_API.confirm, '[1,2,3]', 404],
    ['JSON null', ALERT_API.unsubscribe, 'null', 404],
    ['wrong types', ALERT_API.unsubscribe, '{"alert":{"x":1},"token":["a"]}', 404],
    ['an id that is no number', ALERT_API.confirm, '{"alert":"1 or 1=1","token":"abcdefghijklmnopqrstuvwx"}', 404],
    ['nested deeper than 32', ALERT_API.update, `{"alert":1,"x":${'['.repeat(5000)}${']'.repeat(5000)}}`, 400],
    ['__proto__ key', ALERT_API.confirm, '{"__proto__":{"x":1},"alert":1,"token":"abcdefghijklmnopqrstuvwx"}', 400],
    ['a body over 16 KB', ALERT_API.update, JSON.stringify({ alert: 1, token: 'x'.repeat(20_000) }), 413],
    [
      'update with criteria of the wrong shape',
      ALERT_API.update,
      '{"alert":1,"token":"abcdefghijklmnopqrstuvwx","criteria":7}',
      400,
    ],
  ])('%s → %i, nothing changed', async (_name, path, body, status) => {
    const before = await alertsRows();
    const response = await send(path, body);
    expect(response.status, await response.clone().text()).toBe(status);
    expect(
      typeof ((await response.json()) as { message?: string; errors?: unknown }).message === 'string' || status === 400,
    ).toBe(true);
    expect(await alertsRows()).toEqual(before);
  });

  it('answers a GET of another path under /api/alerts/ with 404 and changes nothing (no state change on GET)', async () => {
    const before = await alertsRows();
    for (const path of [
      'unsubscribe?alert=1&token=abcdefghijklmnopqrstuvwx',
      'confirm',
      '1',
      '1?token=short',
      'x?token=abcdefghijklmnopqrstuvwx',
    ]) {
      const response = await fetch(`${base}${ALERT_API.view}${path}`, { headers: { 'accept-language': 'de-BE' } });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Dieser Link zu Ihrem Suchauftrag ist ungültig, oder der Suchauftrag besteht nicht mehr.',
      );
    }
    expect(await alertsRows()).toEqual(before);
  });

  it('counts the alert routes in the rate limit of the forms', async () => {
    const limited = await createServer({
      siteDir: await mkdtemp(join(tmpdir(), 'vitrine-alerts-site-')),
      api: {
        db,
        captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
        defaultLanguage: 'fr',
        rateLimit: { max: 2, windowMs: 60_000 },
      },
    });
    const own = await limited.listen({ port: 0, host: '127.0.0.1' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${own}${ALERT_API.view}1?token=abcdefghijklmnopqrstuvwx`)).status);
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the unsubscribe form with the back office configured', () => {
  it('stops our own alert without asking the back office, and forwards a token of the back office', async () => {
    const backOffice = await startOmnicasaServer(await mkdtemp(join(tmpdir(), 'vitrine-alerts-omnicasa-')), () => undefined, {
      answers: Object.fromEntries(
        ['DemandRegister', 'UnsubscribeDemandPerson'].map((method) => [
          method,
          () => ({ [`${method}JsonResult`]: { Code: 0, Message: '', Success: true, Value: null } }),
        ]),
      ),
    });
    const server = await createServer({
      siteDir: await mkdtemp(join(tmpdir(), 'vitrine-alerts-site-')),
      api: {
        db,
        captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
        defaultLanguage: 'fr',
        rateLimit: { max: 1000, windowMs: 60_000 },
        omnicasa: {
          baseUrl: backOffice.url,
          credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
        },
        outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
      },
    });
    const own = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const body: Record<string, unknown> = { ...validBody('demand-register', 'fr'), ...ALERT_CASE.criteria };
      const registered = await postForm(own, 'demand-register', { ...body, captcha: await solvedCaptcha(own) });
      expect(registered.status).toBe(201);
      const { id } = (await registered.json()) as { id: number };
      const payload = JSON.parse(
        (await db.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirstOrThrow()).payload,
      );
      await until(() => backOffice.requests.find((r) => r.method === 'DemandRegister' && r.params.Email === body.email));
      const leave = async (token: string) => {
        const response = await postForm(own, 'unsubscribe', {
          ...validBody('unsubscribe', 'fr'),
          email: body.email,
          token,
          captcha: await solvedCaptcha(own),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: number }).id;
      };
      // No mail goes out from this server: the confirmation's token is still the payload's secret.
      const ours = await leave(String(secretOf(payload, 'visitor', 'alertToken')));
      const alert = await db
        .selectFrom('alerts')
        .select('unsubscribed_at')
        .where('id', '=', payload.alertId)
        .executeTakeFirstOrThrow();
      expect(alert.unsubscribed_at).not.toBeNull();
      const theirs = await leave('a-token-of-the-back-office');
      await until(() => backOffice.requests.find((r) => r.method === 'UnsubscribeDemandPerson'));
      const channels = async (submission: number) =>
        (await db.selectFrom('outbox').select('channel').where('submission_id', '=', submission).execute())
          .map((r) => r.channel)
          .sort();
      expect(await channels(ours)).toEqual(['agency']);
      expect(await channels(theirs)).toEqual(['agency', 'omnicasa']);
      expect(backOffice.requests.filter((r) => r.method === 'UnsubscribeDemandPerson').map((r) => r.params.Token)).toEqual([
        'a-token-of-the-back-office',
      ]);
    } finally {
      await server.close();
      await backOffice.close();
    }
  });
});

describe('vitrine sync', () => {
  it('sends the instant alerts after a sync that published, when the environment names the store', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'vitrine-alerts-sync-')), 'generated');
    const withStore = await runCli(['sync', '--no-images', '--source', 'sample', '--out', out], CLI_ENV(false));
    expect(withStore.code, withStore.stderr).toBe(0);
    expect(withStore.stdout).toMatch(/\n\d+ alert e-mails queued for \d+ confirmed alerts/);
    const without = await runCli(['sync', '--no-images', '--source', 'sample', '--out', `${out}-2`], {
      ...CLI_ENV(false),
      VITRINE_DB: '',
    });
    expect(without.code).toBe(0);
    expect(without.stdout).not.toMatch(/alert e-mails/);
  });
});
