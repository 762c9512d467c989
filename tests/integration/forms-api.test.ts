import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_OF, FORM_ERRORS, FORM_KINDS, type FormKind, type VisitSlot } from '../../schema/index.js';
import { configuredSlots } from '../../server/api/appointments.js';
import { createServer } from '../../server/create-server.js';
import type { Db } from '../../server/db/open-database.js';
import { pendingDeliveries } from '../../server/outbox/admin.js';
import { secretOf } from '../../server/submissions/secrets.js';
import { postForm } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { startOmnicasaServer, TEST_CREDENTIALS } from '../support/omnicasa-server.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { openTestStore, type TestStore } from '../support/test-store.js';

// POST /api/forms/{kind} with a real store (SQLite, or PostgreSQL in the `postgres` project) and a
// real SMTP server on 127.0.0.1: every kind is stored before the answer and arrives as an e-mail
// with its fields; mistakes get §5's messages.

const AGENCY = 'agence@eaudheure-immo.test';
const inDays = (days: number, hour: number) => new Date(Date.UTC(2030, 0, 1 + days, hour)).toISOString();
const SLOTS: VisitSlot[] = [
  { id: 'saturday-10', propertyId: 4100004, start: inDays(4, 9), end: inDays(4, 10), capacity: 5 },
  { id: 'last-seat', propertyId: 4100004, start: inDays(5, 9), end: inDays(5, 10), capacity: 1 },
];
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: Awaited<ReturnType<typeof createServer>>;
let base: string;

async function startApp(options: { smtpPort: number; rate?: number; db?: Db }) {
  const site = await mkdtemp(join(tmpdir(), 'vitrine-forms-site-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
  const server = await createServer({
    siteDir: site,
    api: {
      db: options.db ?? db,
      captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
      defaultLanguage: 'fr',
      rateLimit: { max: options.rate ?? 1000, windowMs: 60_000 },
      mail: {
        smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
        from: 'Site <no-reply@eaudheure-immo.test>',
        agencyEmail: AGENCY,
        siteName: "Immobilière de l'Eau d'Heure",
        siteUrl: 'https://www.eaudheure-immo.test',
      },
      outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
      appointments: configuredSlots(SLOTS),
    },
  });
  return { server, base: await server.listen({ port: 0, host: '127.0.0.1' }) };
}

const post = (kind: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postForm(base, kind, body, headers);

async function until<T>(check: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let store: TestStore;

beforeAll(async () => {
  store = await openTestStore();
  db = store.db;
  smtp = await startSmtpServer();
  ({ server: app, base } = await startApp({ smtpPort: smtp.port }));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await store?.close();
});

/** A search alert stored through the API: its address and unsubscribe token. */
async function alertOf(language: 'fr' | 'nl' = 'fr') {
  const alert = validBody('demand-register', language);
  const response = await post('demand-register', { ...alert, captcha: await solvedCaptcha(base) });
  const { id } = (await response.json()) as { id: number };
  const row = await db.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirstOrThrow();
  return { email: String(alert.email), token: String(secretOf(JSON.parse(row.payload), 'visitor', 'alertToken')) };
}

describe('every form kind', () => {
  it.each(FORM_KINDS)('%s: stored, answered with its thank-you page, e-mailed to the agency', async (kind) => {
    // Leaving a search alert takes the token of one (the alert's e-mail link).
    const own = kind === 'unsubscribe' ? await alertOf() : {};
    const body = { ...validBody(kind as FormKind, 'fr'), ...own, captcha: await solvedCaptcha(base) };
    const response = await post(kind, body);
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as { id: number; redirect?: string; message?: string };
    if (kind === 'unsubscribe') expect(answer.message).toBe('Vous avez été désinscrit');
    // A booking's thank-you page also gets its number and the key of its calendar file (issue 46).
    else if (kind === 'appointment')
      expect(answer.redirect).toMatch(new RegExp(`^/fr/merci/contact-appointment/\\?visit=${answer.id}&key=[\\w-]{43}$`));
    else expect(answer.redirect).toBe(`/fr/merci/${FEEDBACK_OF[kind as FormKind]}/`);
    const stored = await db.selectFrom('submissions').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(stored.kind).toBe(kind);
    const mail = await until(() => smtp.received.find((m) => m.parsed.subject?.includes(`(n° ${answer.id})`)));
    expect(mail.to).toEqual([AGENCY]);
    // Every text the visitor typed is in the e-mail.
    for (const value of Object.values(body).filter(
      (v): v is string => typeof v === 'string' && v.length > 2 && v !== body.captcha && v !== body.idempotencyKey,
    ))
      if (!['fr', 'nl', 'en', 'de'].includes(value)) expect(mail.parsed.text).toContain(value);
  });
});

describe('a submission', () => {
  it('sent twice with the same key (a double click, a retry) is stored once and e-mailed once', async () => {
    const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) };
    const [first, second] = await Promise.all([post('site-contact', body), post('site-contact', body)]);
    const ids = [await first.json(), await second.json()].map((a) => (a as { id: number }).id);
    expect(ids[0]).toBe(ids[1]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const rows = await db.selectFrom('submissions').select('id').where('idempotency_key', '=', body.idempotencyKey).execute();
    expect(rows).toHaveLength(1);
    await until(() => smtp.received.find((m) => m.parsed.subject?.includes(`(n° ${ids[0]})`)));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.parsed.subject?.includes(`(n° ${ids[0]})`))).toHaveLength(1);
  });

  it("gets §5's messages, verbatim in French, per field, for an empty form", async () => {
    const response = await post('site-contact', { language: 'fr', idempotencyKey: randomUUID() });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      firstName: "Vous n'avez pas saisi votre prénom",
      lastName: "Vous n'avez pas saisi votre nom",
      email: 'Votre adresse mail est invalide',
      phone: "Vous n'avez pas saisi votre téléphone",
      title: "Vous n'avez pas selectionné votre titre",
    });
  });

  it('is refused without a solved captcha, and a solved one counts once', async () => {
    const body = validBody('newsletter', 'nl');
    const none = await post('newsletter', { ...body, captcha: 'bm90IGEgY2FwdGNoYQ==' });
    expect(none.status).toBe(400);
    const captcha = await solvedCaptcha(base);
    expect((await post('newsletter', { ...body, captcha })).status).toBe(201);
    const replay = await post('newsletter', { ...validBody('newsletter', 'nl'), captcha });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { errors: Record<string, string> }).errors.captcha).toBeTruthy();
  });

  it('with the honeypot filled is answered as a success and not stored', async () => {
    const body = { ...validBody('site-contact', 'fr'), website: 'http://spam.test', captcha: await solvedCaptcha(base) };
    const response = await post('site-contact', body);
    expect(response.status).toBe(200);
    expect(await db.selectFrom('submissions').select('id').where('idempotency_key', '=', body.idempotencyKey).execute()).toEqual(
      [],
    );
  });

  it("refuses a second document request for the same property with §8's text", async () => {
    const body = validBody('document-request', 'fr');
    expect((await post('document-request', { ...body, captcha: await solvedCaptcha(base) })).status).toBe(201);
    const again = await post('document-request', { ...body, idempotencyKey: randomUUID(), captcha: await solvedCaptcha(base) });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('Vous avez déjà demandé les documents pour ce bien.');
  });

  it('mails the friend the property (send-to-friend) and the visitor a confirmation (document request)', async () => {
    const body = validBody('send-to-friend', 'nl');
    const { id } = (await (await post('send-to-friend', { ...body, captcha: await solvedCaptcha(base) })).json()) as {
      id: number;
    };
    const friend = await until(() => smtp.received.find((m) => m.to.includes(String(body.friendEmail))));
    expect(friend.parsed.text).toContain(String(body.propertyUrl));
    expect(id).toBeGreaterThan(0);
  });

  it("mails a search alert's confirmation link; the unsubscribe form with its token stops it; another token or address is refused", async () => {
    const { email, token } = await alertOf('nl');
    expect(token).toMatch(/^[\w-]{24}$/);
    const mail = await until(() => smtp.received.find((m) => m.to.includes(email)));
    // Issue 17: the visitor's e-mail asks to confirm the alert (double opt-in), on the alert page.
    const link = new URL(/https:\S+/.exec(mail.parsed.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/nl/mijn-zoekopdracht/');
    const alert = await db.selectFrom('alerts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(Object.fromEntries(link.searchParams)).toEqual({ alert: String(alert.id), token, confirm: '1' });
    const leave = (change: Record<string, string>) =>
      solvedCaptcha(base).then((captcha) =>
        post('unsubscribe', { ...validBody('unsubscribe', 'nl'), email, token, ...change, captcha }),
      );
    for (const wrong of [{ token: `${token.slice(1)}x` }, { email: 'someone.else@example.test' }] as Record<string, string>[]) {
      const refused = await leave(wrong);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(FORM_ERRORS.nl.unsubscribeInvalid);
    }
    const left = await leave({ email: email.toUpperCase() });
    expect(left.status).toBe(201);
    expect(((await left.json()) as { message: string }).message).toBe('U bent uitgeschreven');
    const stopped = await db.selectFrom('alerts').select('unsubscribed_at').where('id', '=', alert.id).executeTakeFirstOrThrow();
    expect(stopped.unsubscribed_at).not.toBeNull();
  });

  it('answers a body over the limit with 413 and a readable text in the visitor language', async () => {
    const response = await post(
      'site-contact',
      { ...validBody('site-contact', 'nl'), message: 'x'.repeat(70 * 1024) },
      { 'accept-language': 'nl-BE' },
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(FORM_ERRORS.nl.tooLarge);
  });
});

describe('the job form', () => {
  it('takes a CV of a few MB and mails it to the agency as an attachment, and refuses a file over 5 MB', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 32)]);
    const body = {
      ...validBody('job-contact', 'fr'),
      cv: { name: 'cv-amelie.pdf', type: 'application/pdf', size: pdf.length, data: pdf.toString('base64') },
      captcha: await solvedCaptcha(base),
    };
    const response = await post('job-contact', body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const mail = await until(() => smtp.received.find((m) => m.parsed.subject?.includes(`(n° ${id})`)));
    expect(mail.parsed.attachments.map((a) => [a.filename, a.size])).toEqual([['cv-amelie.pdf', pdf.length]]);
    expect(mail.parsed.text).toContain('cv-amelie.pdf');
    const big = {
      ...validBody('job-contact', 'fr'),
      cv: { name: 'big.pdf', type: 'application/pdf', size: 6 * 1024 * 1024, data: 'AAAA' },
    };
    const refused = await post('job-contact', { ...big, captcha: await solvedCaptcha(base) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors['cv.size']).toBe('Le fichier dépasse 5 Mo');
  });
});

describe('appointments', () => {
  it('lists the slots with their seats, books one (held until confirmed, e-mailed) and refuses the last seat twice', async () => {
    const slots = (await (await fetch(`${base}/api/appointments/4100004`)).json()) as (VisitSlot & { remaining: number })[];
    const before = slots.find((s) => s.id === 'last-seat');
    expect(before?.remaining).toBe(1);
    const book = async (language: 'fr' | 'nl') =>
      post('appointment', { ...validBody('appointment', language), slotId: 'last-seat', captcha: await solvedCaptcha(base) });
    const [a, b] = await Promise.all([book('fr'), book('nl')]);
    const answers = [
      { status: a.status, body: (await a.json()) as { status?: string; message?: string } },
      { status: b.status, body: (await b.json()) as { status?: string; message?: string } },
    ].sort((x, y) => x.status - y.status);
    expect(answers.map((x) => x.status)).toEqual([201, 409]);
    // Finding 3: a booking holds its seat until the visitor confirms it from the e-mail.
    expect(answers[0]?.body.status).toBe('held');
    expect([FORM_ERRORS.fr.appointmentsFull, FORM_ERRORS.nl.appointmentsFull]).toContain(answers[1]?.body.message);
    const after = (await (await fetch(`${base}/api/appointments/4100004`)).json()) as { id: string; remaining: number }[];
    expect(after.find((s) => s.id === 'last-seat')?.remaining).toBe(0);
    // The visitor is asked to confirm, with the slot's time and the links.
    await until(() => smtp.received.find((m) => /Confirmez votre visite|Bevestig uw bezoek/.test(m.parsed.subject ?? '')));
  });

  it('refuses a slot that does not exist', async () => {
    const response = await post('appointment', {
      ...validBody('appointment', 'fr'),
      slotId: 'never',
      captcha: await solvedCaptcha(base),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.slotId).toBe(
      "Vous n'avez pas choisi de rendez-vous",
    );
  });
});

describe('with the mail server down', () => {
  it('accepts and keeps submissions, and delivers them once it is back', async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    // A database of its own: the other server's worker, whose mail server is up, must not deliver these.
    const ownStore = await openTestStore();
    const own = await startApp({ smtpPort: port, db: ownStore.db });
    const previous = base;
    base = own.base;
    try {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await post('site-contact', { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) });
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: number }).id);
      }
      await new Promise((r) => setTimeout(r, 400));
      const pending = await pendingDeliveries(ownStore.db);
      expect(pending.map((p) => p.submissionId)).toEqual(ids);
      expect(pending.every((p) => p.attempts >= 1 && p.lastError)).toBe(true);
      const back = await startSmtpServer(port);
      try {
        for (const id of ids) await until(() => back.received.find((m) => m.parsed.subject?.includes(`(n° ${id})`)), 8000);
      } finally {
        await back.close();
      }
    } finally {
      await own.server.close();
      await ownStore.close();
      base = previous;
    }
  });
});

describe('rate limits', () => {
  it('answers the form posts past the limit with 429 and a readable text', async () => {
    const own = await startApp({ smtpPort: smtp.port, rate: 3 });
    try {
      const statuses: number[] = [];
      let text = '';
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${own.base}/api/forms/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
          body: '{}',
        });
        statuses.push(response.status);
        if (response.status === 429) text = ((await response.json()) as { message: string }).message;
        else await response.text();
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(text).toBe(FORM_ERRORS.fr.tooManyRequests);
    } finally {
      await own.server.close();
    }
  });
});

describe('with the back office configured', () => {
  it('forwards each form it takes to its Omnicasa method with the visitor and the property', async () => {
    // The fake back office answers the write methods with Success:true, in every language.
    const snapshot = await mkdtemp(join(tmpdir(), 'vitrine-omnicasa-writes-'));
    for (const method of ['ContactOnMe', 'ContactOnMeProject', 'DemandRegister', 'UnsubscribeDemandPerson'])
      for (const language of ['fr', 'nl', 'en', 'de'])
        await writeFile(
          join(snapshot, `${method}.${language}.json`),
          JSON.stringify({ [`${method}JsonResult`]: { Code: 0, Message: '', Success: true, Value: null } }),
        );
    const backOffice = await startOmnicasaServer(snapshot);
    const ownStore = await openTestStore();
    const ownDb = ownStore.db;
    const site = await mkdtemp(join(tmpdir(), 'vitrine-forms-site-'));
    const server = await createServer({
      siteDir: site,
      api: {
        db: ownDb,
        captcha: { hmacKey: 'k'.repeat(40), maxNumber: 500, validMs: 60_000 },
        defaultLanguage: 'fr',
        omnicasa: {
          baseUrl: backOffice.url,
          credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
        },
        outbox: { pollMs: 50, retryDelayMs: 100, maxDelayMs: 200 },
      },
    });
    const own = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const send = async (kind: FormKind, language: 'fr' | 'nl') => {
        const body = { ...validBody(kind, language), captcha: await solvedCaptcha(own) };
        const response = await fetch(`${own}/api/forms/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(201);
        return body as Record<string, unknown>;
      };
      const contact = await send('contact-me', 'nl');
      const alert = await send('demand-register', 'fr');
      const project = await send('contact-construction', 'fr');
      const leaving = await send('unsubscribe', 'fr');
      const played = (method: string, email: unknown) =>
        until(() => backOffice.requests.find((r) => r.method === method && r.params.Email === email));
      expect((await played('ContactOnMe', contact.email)).params).toMatchObject({
        ID: 4100004,
        LanguageId: 1,
        FirstName: contact.firstName,
        Name: contact.lastName,
        Phone: contact.phone,
        CustomerName: TEST_CREDENTIALS.user,
      });
      expect((await played('ContactOnMe', contact.email)).params.Comment).toContain(String(contact.message));
      expect((await played('DemandRegister', alert.email)).params).toMatchObject({
        Goal: 0,
        TypeOfPropertyIDs: '1,2',
        Cities: 'Mettet,Florennes',
        LanguageId: 2,
      });
      expect((await played('ContactOnMeProject', project.email)).params).toMatchObject({ ProjectID: 9001 });
      expect((await played('UnsubscribeDemandPerson', leaving.email)).params).toMatchObject({ Token: leaving.token });
      // Every delivery went through: nothing waits.
      await new Promise((r) => setTimeout(r, 300));
      expect((await pendingDeliveries(ownDb)).filter((p) => p.channel === 'omnicasa')).toEqual([]);
    } finally {
      await server.close();
      await ownStore.close();
      await backOffice.close();
    }
  });
});
