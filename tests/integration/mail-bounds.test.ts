import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ERRORS, RECIPIENT_MAILS_PER_DAY } from '../../schema/index.js';
import { startTestApi, type TestApi } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { outboxDrained } from '../support/store-dump.js';

// Issue 48, finding 2: the forms must not let a stranger mail-bomb an address through us. Made from
// the attack (40 demand registers for one address from four visitor addresses in 5 s), against a
// real server on 127.0.0.1, its store (SQLite, or PostgreSQL in the `postgres` project) and a real
// SMTP server: what reaches the address and the agency is counted at the SMTP server.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let api: TestApi;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Behind a proxy on 127.0.0.1: each post names its visitor in X-Forwarded-For.
  api = await startTestApi({ smtpPort: smtp.port, trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const VISITORS = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];

/** Posts the form with a captcha solved by the visitor at `visitor`. */
async function postAs(visitor: string, kind: string, body: Record<string, unknown>) {
  const headers = { 'x-forwarded-for': visitor };
  const response = await api.post(kind, { ...body, captcha: await solvedCaptcha(api.base, headers) }, headers);
  return { status: response.status, body: (await response.json()) as { message?: string; field?: string } };
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
/** The agency's copies that name the address (every field of the form is in its text). */
const agencyCopiesAbout = (address: string) =>
  smtp.received.filter((m) => m.to.includes('agence@eaudheure-immo.test') && (m.parsed.text ?? '').includes(address));

describe('e-mails to an address a visitor typed', () => {
  it('40 demand registers for one address from four visitors: one confirmation, one copy for the agency, a clear answer to the rest', async () => {
    const victim = 'victim.one@example.test';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postAs(VISITORS[i % VISITORS.length] as string, 'demand-register', {
          ...validBody('demand-register', 'fr'),
          email: victim,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(39);
    for (const answer of refused)
      expect(answer).toEqual({ status: 429, body: { message: FORM_ERRORS.fr.confirmationPending, field: 'email' } });
    await outboxDrained(api.db);
    expect(mailsTo(victim)).toHaveLength(1);
    expect(agencyCopiesAbout(victim)).toHaveLength(1);
    // A saved search is another form: its own confirmation may wait beside the demand register's.
    const saved = await postAs(VISITORS[0] as string, 'save-search', { ...validBody('save-search', 'nl'), email: victim });
    expect(saved.status).toBe(201);
    const again = await postAs(VISITORS[1] as string, 'save-search', { ...validBody('save-search', 'nl'), email: victim });
    expect(again).toEqual({ status: 429, body: { message: FORM_ERRORS.nl.confirmationPending, field: 'email' } });
  });

  it(`counts every form that mails the address, the friend's too: ${RECIPIENT_MAILS_PER_DAY} a day, then nothing is stored or sent`, async () => {
    const victim = 'victim.two@example.test';
    const documents = (propertyId: number) => ({ ...validBody('document-request', 'fr'), propertyId, email: victim });
    const friend = () => ({ ...validBody('send-to-friend', 'fr'), friendEmail: victim });
    const firstDocuments = 3;
    for (let i = 0; i < firstDocuments; i++)
      expect((await postAs(VISITORS[i % 4] as string, 'document-request', documents(4100010 + i))).status).toBe(201);
    for (let i = firstDocuments; i < RECIPIENT_MAILS_PER_DAY; i++)
      expect((await postAs(VISITORS[i % 4] as string, 'send-to-friend', friend())).status).toBe(201);
    const before = await api.rows();
    expect(await postAs(VISITORS[0] as string, 'document-request', documents(4100099))).toEqual({
      status: 429,
      body: { message: FORM_ERRORS.fr.recipientLimit, field: 'email' },
    });
    expect(await postAs(VISITORS[1] as string, 'send-to-friend', friend())).toEqual({
      status: 429,
      body: { message: FORM_ERRORS.fr.recipientLimit, field: 'friendEmail' },
    });
    expect(await api.rows()).toEqual(before);
    await outboxDrained(api.db);
    expect(mailsTo(victim)).toHaveLength(RECIPIENT_MAILS_PER_DAY);
    // Another address is not held back by this one's bound.
    const other = await postAs(VISITORS[2] as string, 'document-request', {
      ...documents(4100099),
      email: 'someone.else@example.test',
    });
    expect(other.status).toBe(201);
  });

  it('holds under posts that arrive together (several server instances share one count)', async () => {
    const victim = 'victim.three@example.test';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postAs(VISITORS[i % 4] as string, 'document-request', {
          ...validBody('document-request', 'de'),
          propertyId: 4100100 + i,
          email: victim,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(RECIPIENT_MAILS_PER_DAY);
    expect(answers.filter((a) => a.status === 429 && a.body.message === FORM_ERRORS.de.recipientLimit)).toHaveLength(
      12 - RECIPIENT_MAILS_PER_DAY,
    );
    await outboxDrained(api.db);
    expect(mailsTo(victim)).toHaveLength(RECIPIENT_MAILS_PER_DAY);
  });
});
