import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, FORM_ERRORS, FORM_MESSAGES, FRIEND_MAILS_PER_DAY } from '../../schema/index.js';
import { startTestApi, type TestApi } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { type ReceivedMail, startSmtpServer } from '../support/smtp-server.js';

// The forms' abuse cases (issue 13, items 4 and 5), each against a real server on 127.0.0.1 and a
// real SMTP server: send-to-friend as a spam relay, a CV that is not what it says, a large body
// sent without a captcha, a deeply nested body, line breaks that forge the agency's e-mail, and
// the visitor's address behind a reverse proxy.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let api: TestApi;

beforeAll(async () => {
  smtp = await startSmtpServer();
  api = await startTestApi({ smtpPort: smtp.port });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** Waits until the SMTP server has received a mail that `match` picks. */
async function mailWhere(match: (mail: ReceivedMail) => boolean, ms = 5000): Promise<ReceivedMail> {
  const end = Date.now() + ms;
  for (;;) {
    const mail = smtp.received.find(match);
    if (mail) return mail;
    if (Date.now() > end) throw new Error('no such mail arrived');
    await new Promise((r) => setTimeout(r, 25));
  }
}
const withSubjectId = (id: number) => (mail: ReceivedMail) => mail.parsed.subject?.includes(`(n° ${id})`) ?? false;

describe('send-to-friend', () => {
  it('mails the friend a fixed text: the sender, the link on our site and the note quoted', async () => {
    const body: Record<string, unknown> = { ...validBody('send-to-friend', 'fr'), note: 'Regarde le jardin !\nEt la cuisine.' };
    const response = await api.post('send-to-friend', { ...body, captcha: await solvedCaptcha(api.base) });
    expect(response.status).toBe(201);
    const mail = await mailWhere((m) => m.to.includes(String(body.friendEmail)));
    const lines = (mail.parsed.text ?? '').trim().split('\n');
    expect(lines[0]).toBe(`${body.firstName} ${body.lastName} pense que ce bien peut vous intéresser :`);
    expect(lines).toContain(`https://www.eaudheure-immo.test${body.propertyUrl}`);
    expect(lines).toEqual(expect.arrayContaining(['Son message :', '> Regarde le jardin !', '> Et la cuisine.']));
  });

  it.each([
    'Voir https://spam.example/offre',
    'Voir www.spam.example',
    'Pilules pas chères sur spam-pharma.com',
    'écrivez à promo@spam.example',
    'http://192.0.2.7/x',
  ])('refuses a note with a link or a domain (%s), and stores nothing', async (note) => {
    const before = await api.rows();
    const body = { ...validBody('send-to-friend', 'fr'), note, captcha: await solvedCaptcha(api.base) };
    const response = await api.post('send-to-friend', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.note).toBe(FORM_MESSAGES.fr.noLinks);
    expect(await api.rows()).toEqual(before);
  });

  it('refuses a name with a link and a note over 300 characters', async () => {
    const spamName = { ...validBody('send-to-friend', 'en'), lastName: 'see cheap-pills.example' };
    const named = await api.post('send-to-friend', { ...spamName, captcha: await solvedCaptcha(api.base) });
    expect(((await named.json()) as { errors: Record<string, string> }).errors.lastName).toBe(FORM_MESSAGES.en.noLinks);
    const long = { ...validBody('send-to-friend', 'en'), note: 'a'.repeat(301) };
    const refused = await api.post('send-to-friend', { ...long, captcha: await solvedCaptcha(api.base) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.note).toBe(FORM_MESSAGES.en.invalid);
  });

  it(`mails one friend's address at most ${FRIEND_MAILS_PER_DAY} times a day, whoever sends, then answers 429 in the visitor's language`, async () => {
    const friend = `Friend.${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < FRIEND_MAILS_PER_DAY; i++) {
      const body = { ...validBody('send-to-friend', 'fr'), friendEmail: i === 1 ? friend.toLowerCase() : friend };
      expect((await api.post('send-to-friend', { ...body, captcha: await solvedCaptcha(api.base) })).status).toBe(201);
    }
    const before = await api.rows();
    const again = { ...validBody('send-to-friend', 'nl'), friendEmail: friend.toUpperCase() };
    const refused = await api.post('send-to-friend', { ...again, captcha: await solvedCaptcha(api.base) });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(FORM_ERRORS.nl.friendLimit);
    expect(await api.rows()).toEqual(before);
    // A retry of an accepted post (same key) is still answered as before, and another friend is not counted.
    const other = { ...validBody('send-to-friend', 'fr'), captcha: await solvedCaptcha(api.base) };
    expect((await api.post('send-to-friend', other)).status).toBe(201);
  });
});

describe('the CV of the job form', () => {
  const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('is refused when its bytes are not a CV type, whatever its name and declared type say', async () => {
    const before = await api.rows();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const body = {
      ...validBody('job-contact', 'fr'),
      cv: { name: 'cv.pdf', type: 'application/pdf', size: html.length, data: html.toString('base64') },
      captcha: await solvedCaptcha(api.base),
    };
    const response = await api.post('job-contact', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors['cv.type']).toBe(FORM_MESSAGES.fr.fileType);
    expect(await api.rows()).toEqual(before);
  });

  it('reaches the agency with the type read from its bytes and a clean name with the matching extension', async () => {
    const body = {
      ...validBody('job-contact', 'fr'),
      cv: {
        name: '..\\..\\C:/Users/x/../evil\r\nX-Forged: 1\u202E.exe',
        type: 'application/msword',
        size: pdf.length,
        data: pdf.toString('base64'),
      },
      captcha: await solvedCaptcha(api.base),
    };
    const response = await api.post('job-contact', body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const mail = await mailWhere(withSubjectId(id));
    expect(mail.parsed.attachments.map((a) => [a.filename, a.contentType, a.size])).toEqual([
      ['evil X-Forged 1.pdf', 'application/pdf', pdf.length],
    ]);
  });

  it('is refused, without a captcha in its header, having sent only its first bytes (400 with the captcha text)', async () => {
    const before = await api.rows();
    const url = new URL(`${api.base}/api/forms/job-contact`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': 6 * 1024 * 1024, 'accept-language': 'nl' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // 64 KB of a 6 MB body, and no more: the answer must come before the rest is sent.
      req.write(`{"cv":{"data":"${'A'.repeat(64 * 1024)}`);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: { captcha: FORM_MESSAGES.nl.captchaInvalid } });
    expect(await api.rows()).toEqual(before);
  });

  it('takes one captcha once: the header and the body must carry the same, and a replay is refused', async () => {
    const body = { ...validBody('job-contact', 'fr'), captcha: await solvedCaptcha(api.base) };
    const other = await solvedCaptcha(api.base);
    const mixed = await api.post('job-contact', body, { [CAPTCHA_HEADER]: other });
    expect(mixed.status).toBe(400);
    expect((await api.post('job-contact', body)).status).toBe(201);
    const before = await api.rows();
    const replay = await api.post('job-contact', { ...validBody('job-contact', 'fr'), captcha: body.captcha });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { errors: Record<string, string> }).errors.captcha).toBe(FORM_MESSAGES.fr.captchaInvalid);
    expect(await api.rows()).toEqual(before);
  });
});

describe('a deeply nested body', () => {
  it('is refused before it is parsed, on every API route that takes JSON', async () => {
    const before = await api.rows();
    // Within each route's body limit (64 KB for a form, 1 KB for a page view).
    const deep = (levels: number) => `{"language":"fr","x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    for (const [path, body] of [
      ['/api/forms/site-contact', deep(20_000)],
      ['/api/page-views', deep(480)],
    ] as const) {
      const response = await fetch(`${api.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { message: string }).message, path).toMatch(/nested deeper than 32/);
    }
    // 32 levels is still a body (refused by its schema, not by its depth).
    const checked = await fetch(`${api.base}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep(31),
    });
    expect(checked.status).toBe(400);
    expect(((await checked.json()) as { errors?: Record<string, string> }).errors).toBeTruthy();
    expect(await api.rows()).toEqual(before);
  });
});

describe("the agency's e-mail", () => {
  it('has no field line forged by a line break in a value, and quotes a message of several lines', async () => {
    const forged: Record<string, unknown> = {
      ...validBody('site-contact', 'fr'),
      firstName: 'Amélie\r\nemail: forged@evil.test',
      lastName: 'Lambotte\u2028phone: 0000',
      message: 'Bonjour,\r\nemail: forged@evil.test\rphone: 0000\u2029Merci',
    };
    const response = await api.post('site-contact', { ...forged, captcha: await solvedCaptcha(api.base) });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const text = (await mailWhere(withSubjectId(id))).parsed.text ?? '';
    const fieldLines = text.split('\n').filter((line) => /^(email|phone):/.test(line));
    expect(fieldLines).toEqual([`email: ${forged.email}`, `phone: ${forged.phone}`]);
    expect(text).toContain('firstName: Amélie email: forged@evil.test\n');
    expect(text).toContain('message:\n> Bonjour,\n> email: forged@evil.test\n> phone: 0000\n> Merci\n');
  });
});

describe('the visitor address behind a reverse proxy', () => {
  const newsletter = (base: string, forwardedFor: string) =>
    fetch(`${base}/api/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: '{}',
    }).then((response) => response.status);
  const view = (base: string, forwardedFor: string) =>
    fetch(`${base}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ propertyId: '4100004', language: 'fr', referrer: 'direct' }),
    }).then((response) => response.status);

  it('without trustProxy: X-Forwarded-For is ignored, a visitor cannot choose a bucket of their own', async () => {
    const own = await startTestApi({ rate: 2, pageViewRate: 1 });
    try {
      const statuses = [];
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push(await newsletter(own.base, address));
      expect(statuses).toEqual([400, 400, 429]);
      for (const address of ['198.51.100.1', '198.51.100.2']) expect(await view(own.base, address)).toBe(204);
      expect((await own.rows()).page_views).toBe(1);
    } finally {
      await own.close();
    }
  });

  it("with trustProxy naming the proxy: each visitor's forwarded address has its own bucket", async () => {
    const own = await startTestApi({ rate: 2, pageViewRate: 1, trustProxy: ['127.0.0.1'] });
    try {
      const statuses = [];
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push(await newsletter(own.base, address));
      expect(statuses).toEqual([400, 400, 400]);
      // One visitor past the limit is still limited, whatever the others do.
      expect([await newsletter(own.base, '198.51.100.1'), await newsletter(own.base, '198.51.100.1')]).toEqual([400, 429]);
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.2']) expect(await view(own.base, address)).toBe(204);
      expect((await own.rows()).page_views).toBe(2);
    } finally {
      await own.close();
    }
  });
});
