import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUS,
  BOOKING_LINK_PATH,
  BOOKING_POLICY,
  FORM_ERRORS,
  type Language,
  VISIT_NOTICE_KINDS,
  VISIT_QUERY,
  type VisitSlot,
  visitCalendarPath,
} from '../../schema/index.js';
import { BOOKING_PAGE_TEXTS } from '../../server/api/appointment-links/texts.js';
import { seatsTaken } from '../../server/api/appointments.js';
import { openDatabase } from '../../server/db/open-database.js';
import { ownerFigures } from '../../server/owner/figures.js';
import { startTestApi, type TestApi, testMail } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';
import { calendarOf } from '../support/ical.js';
import { mailWaiter } from '../support/owner-portal.js';
import { type ReceivedMail, startSmtpServer } from '../support/smtp-server.js';
import { outboxDrained, storeText } from '../support/store-dump.js';
import { newTestStoreLocation } from '../support/test-store.js';

// Security review, finding 3, played as the attack was: fake bookings (different e-mails, one
// address) took the seats of a visit slot at once, for good, and the owner portal showed them as
// confirmed visits. Now a booking holds its seat until the link of its e-mail confirms it, a hold
// runs out (the server's clock is moved, never waited for), one address holds one booking of a
// property and one visitor a few, and the links' tokens are in the e-mails alone. A real server on
// 127.0.0.1, a real store (SQLite, or PostgreSQL in the `postgres` project), a real SMTP server.
// Issue 46 at the end: the visit's calendar file on the thank-you page, in the e-mails of a change,
// read by an iCalendar parser (ical.js).

const PROPERTY = 4100004;
const OTHER_PROPERTY = 4100005;
const day = (n: number, hour = 9) => new Date(Date.UTC(2030, 1, n, hour)).toISOString();
const slot = (id: string, n: number, capacity: number, propertyId = PROPERTY): VisitSlot => ({
  id,
  propertyId,
  start: day(n),
  end: day(n, 10),
  capacity,
});
const SLOTS = {
  fakes: slot('fakes', 1, 4),
  rotated: slot('rotated', 2, 4),
  visitorConfirms: slot('visitor-confirms', 3, 2),
  agencyConfirms: slot('agency-confirms', 4, 2),
  lastSeat: slot('last-seat', 5, 1),
  looked: slot('looked-at', 6, 2),
  wrong: slot('wrong-token', 7, 2),
  sameAddress: slot('same-address', 8, 5),
  sameAddressLater: slot('same-address-later', 9, 5),
  elsewhere: slot('elsewhere', 8, 5, OTHER_PROPERTY),
  visitorBound: slot('visitor-bound', 10, 20),
  secrets: slot('secrets', 11, 2),
  // Issue 46: one in summer time, whose Brussels hour is UTC + 2.
  calendar: {
    id: 'calendar',
    propertyId: PROPERTY,
    start: '2030-07-01T09:00:00.000Z',
    end: '2030-07-01T09:30:00.000Z',
    capacity: 3,
  },
  agencyCancels: slot('agency-cancels', 12, 2),
};
const AGENCY = testMail(0).agencyEmail;
const ORIGIN = testMail(0).siteUrl;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mails: ReturnType<typeof mailWaiter>;
let api: TestApi;
let offset = 0;
const clock = () => new Date(Date.now() + offset);
/** Moves the server's clock past every hold made so far. */
const passHolds = () => {
  offset += (BOOKING_POLICY.holdMinutes + 1) * 60_000;
};

beforeAll(async () => {
  mails = mailWaiter(() => smtp.received);
  smtp = await startSmtpServer(0, { onAccept: (mail) => mails.onAccept(mail) });
  // Behind a proxy on the loopback: a test gives its visitor an address (documentation ranges) by X-Forwarded-For.
  api = await startTestApi({ smtpPort: smtp.port, clock, slots: Object.values(SLOTS), trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

interface Booked {
  status: number;
  id: number;
  email: string;
  answer: { id?: number; status?: string; message?: string; field?: string };
}

/** Posts the appointment form as the browser does; `address` is the visitor's, else the loopback's. */
async function book(
  target: VisitSlot,
  options: { language?: Language; address?: string; email?: string; firstName?: string } = {},
): Promise<Booked> {
  const headers: Record<string, string> = options.address ? { 'x-forwarded-for': options.address } : {};
  const body = {
    ...validBody('appointment', options.language ?? 'fr'),
    propertyId: target.propertyId,
    slotId: target.id,
    ...(options.email && { email: options.email }),
    ...(options.firstName && { firstName: options.firstName }),
    captcha: await solvedCaptcha(api.base, headers),
  };
  const response = await api.post('appointment', body, headers);
  const answer = (await response.json()) as Booked['answer'];
  return { status: response.status, id: answer.id ?? 0, email: String(body.email), answer };
}

async function remaining(target: VisitSlot): Promise<number | undefined> {
  const slots = (await (await fetch(`${api.base}/api/appointments/${target.propertyId}`)).json()) as {
    id: string;
    remaining: number;
  }[];
  return slots.find((s) => s.id === target.id)?.remaining;
}

/** The visits the owner portal lists for the slot (server/owner/figures.ts, what the portal shows). */
async function ownerVisits(target: VisitSlot) {
  const figures = await ownerFigures(api.db, [target.propertyId], { now: clock(), timeZone: 'Europe/Brussels' });
  return (figures.get(target.propertyId)?.calendarVisits ?? []).filter((visit) => visit.date === target.start);
}

const bookingRow = (id: number) =>
  api.db.selectFrom('bookings').selectAll().where('submission_id', '=', id).executeTakeFirstOrThrow();
const visitorMail = (email: string) => mails.next((m) => m.to.includes(email));
const agencyMail = (id: number, title = '') =>
  mails.next(
    (m) => m.to.includes(AGENCY) && (m.parsed.subject ?? '').includes(`(n° ${id})`) && (m.parsed.subject ?? '').includes(title),
  );

/** The token of the e-mail's link to booking `id` (the link on the site's public origin). */
function tokenIn(mail: ReceivedMail, id: number): string {
  const link = new RegExp(`${ORIGIN.replace(/\./g, '\\.')}${BOOKING_LINK_PATH}${id}\\?token=([A-Za-z0-9_-]+)`);
  const token = link.exec(mail.parsed.text ?? '')?.[1];
  if (!token) throw new Error(`no link to booking ${id} in: ${mail.parsed.text}`);
  return token;
}

const openPage = (id: number | string, token: string, extra = '') =>
  fetch(`${api.base}${BOOKING_LINK_PATH}${id}?token=${encodeURIComponent(token)}${extra}`);

/** A button of the page: a plain form POST, as a browser without JavaScript sends it. */
const press = (id: number | string, action: 'confirm' | 'cancel', token: string) =>
  fetch(`${api.base}${BOOKING_LINK_PATH}${id}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, action }).toString(),
  });

/** The agency's e-mail of what was done to booking `id` ("Visite confirmée", "Visite annulée"). */
const agencyNotice = (title: string, id: number) =>
  mails.next(
    (m) =>
      m.to.includes(AGENCY) &&
      (m.parsed.subject ?? '').includes(title) &&
      (m.parsed.text ?? '').includes(`bookingReference: ${id}\n`),
  );

const outcomeOf = (html: string) => /data-outcome="([^"]+)"/.exec(html)?.[1];
const noticesOf = async (kind: string, id: number) =>
  (await api.db.selectFrom('submissions').select('payload').where('kind', '=', kind).execute()).filter(
    (row) => JSON.parse(row.payload).bookingReference === id,
  );

describe('fake bookings (finding 3)', () => {
  it('four from one address hold seats for the hold time only: the fourth is past the visitor’s bound, the owner sees none', async () => {
    expect(await remaining(SLOTS.fakes)).toBe(4);
    const fakes: Booked[] = [];
    for (let i = 0; i < 4; i++) fakes.push(await book(SLOTS.fakes));
    expect(fakes.map((fake) => fake.status)).toEqual([201, 201, 201, 429]);
    expect(fakes.slice(0, 3).map((fake) => fake.answer.status)).toEqual([
      APPOINTMENT_STATUS,
      APPOINTMENT_STATUS,
      APPOINTMENT_STATUS,
    ]);
    expect(APPOINTMENT_STATUS).not.toBe('confirmed');
    expect(fakes[3]?.answer.message).toBe(FORM_ERRORS.fr.appointmentsHeldTooMany);
    expect(await remaining(SLOTS.fakes)).toBe(1);
    for (const fake of fakes.slice(0, 3)) expect((await bookingRow(fake.id)).status).toBe('held');
    expect(await ownerVisits(SLOTS.fakes)).toEqual([]);

    passHolds();
    expect(await remaining(SLOTS.fakes)).toBe(4);
    expect(await ownerVisits(SLOTS.fakes)).toEqual([]);
    // The address's holds ran out with them: it may book again.
    expect((await book(SLOTS.fakes)).status).toBe(201);
  });

  it('from four addresses they fill a slot until their holds pass; then a real visitor books', async () => {
    const fakes = await Promise.all(
      ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14'].map((address) => book(SLOTS.rotated, { address })),
    );
    expect(fakes.map((fake) => fake.status)).toEqual([201, 201, 201, 201]);
    expect(await remaining(SLOTS.rotated)).toBe(0);
    const early = await book(SLOTS.rotated, { address: '198.51.100.1' });
    expect(early.status).toBe(409);
    expect(early.answer.message).toBe(FORM_ERRORS.fr.appointmentsFull);

    passHolds();
    expect(await remaining(SLOTS.rotated)).toBe(4);
    expect((await book(SLOTS.rotated, { address: '198.51.100.1' })).status).toBe(201);
    expect(await ownerVisits(SLOTS.rotated)).toEqual([]);
  });
});

describe('the links of a booking’s e-mails', () => {
  it('the visitor’s link confirms: the owner sees a confirmed visit, the agency is told, the seat stays past the hold; cancelled, it goes', async () => {
    const booked = await book(SLOTS.visitorConfirms, { language: 'nl', address: '198.51.100.2' });
    expect(booked.status).toBe(201);
    const mail = await visitorMail(booked.email);
    expect(mail.parsed.subject).toBe('Bevestig uw bezoek');
    expect(mail.parsed.text).toContain(`${BOOKING_POLICY.holdMinutes} minuten`);
    const token = tokenIn(mail, booked.id);
    expect(mail.parsed.text).toContain(`${ORIGIN}${BOOKING_LINK_PATH}${booked.id}?token=${token}&action=cancel`);

    const page = await openPage(booked.id, token);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`action="${BOOKING_LINK_PATH}${booked.id}/confirm"`);
    expect(html).toContain(`action="${BOOKING_LINK_PATH}${booked.id}/cancel"`);
    expect((await bookingRow(booked.id)).status).toBe('held');
    expect(await ownerVisits(SLOTS.visitorConfirms)).toEqual([]);

    const confirmed = await press(booked.id, 'confirm', token);
    expect(confirmed.status).toBe(200);
    const answer = await confirmed.text();
    expect(outcomeOf(answer)).toBe('confirmed');
    expect(answer).toContain(BOOKING_PAGE_TEXTS.nl.outcomes.confirmed);
    expect((await bookingRow(booked.id)).status).toBe('confirmed');
    expect(await ownerVisits(SLOTS.visitorConfirms)).toEqual([expect.objectContaining({ status: 'confirmed', origin: 'site' })]);
    expect((await agencyNotice('Visite confirmée', booked.id)).parsed.text).toContain(booked.email);

    // A second click changes nothing and tells the agency nothing more.
    expect(outcomeOf(await (await press(booked.id, 'confirm', token)).text())).toBe('already-confirmed');
    expect(await noticesOf('appointment-confirmed', booked.id)).toHaveLength(1);

    passHolds();
    expect(await remaining(SLOTS.visitorConfirms)).toBe(1);
    expect(await ownerVisits(SLOTS.visitorConfirms)).toHaveLength(1);

    // Confirmed, it may still be cancelled from the same e-mail: the seat is free, the owner sees no visit.
    expect(outcomeOf(await (await press(booked.id, 'cancel', token)).text())).toBe('cancelled');
    expect(await remaining(SLOTS.visitorConfirms)).toBe(2);
    expect(await ownerVisits(SLOTS.visitorConfirms)).toEqual([]);
  });

  it('the agency’s link, with a token of its own, confirms too', async () => {
    const booked = await book(SLOTS.agencyConfirms, { address: '198.51.100.3' });
    expect(booked.status).toBe(201);
    const agency = await agencyMail(booked.id, 'à confirmer');
    const agencyToken = tokenIn(agency, booked.id);
    const visitorToken = tokenIn(await visitorMail(booked.email), booked.id);
    expect(agencyToken).not.toBe(visitorToken);

    expect(outcomeOf(await (await press(booked.id, 'confirm', agencyToken)).text())).toBe('confirmed');
    expect((await bookingRow(booked.id)).status).toBe('confirmed');
    expect(await ownerVisits(SLOTS.agencyConfirms)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    // The agency did it: no notice of it to itself. The visitor's link shows the visit confirmed.
    expect(await noticesOf('appointment-confirmed', booked.id)).toEqual([]);
    expect(await (await openPage(booked.id, visitorToken)).text()).toContain('data-booking-status="confirmed"');
  });

  it('the cancel link frees the seat for the next visitor, and the agency is told', async () => {
    const first = await book(SLOTS.lastSeat, { address: '198.51.100.4' });
    expect(first.status).toBe(201);
    const second = await book(SLOTS.lastSeat, { address: '198.51.100.5' });
    expect(second.status).toBe(409);
    expect(second.answer.message).toBe(FORM_ERRORS.fr.appointmentsFull);

    const token = tokenIn(await visitorMail(first.email), first.id);
    const question = await (await openPage(first.id, token, '&action=cancel')).text();
    expect(question).toContain(BOOKING_PAGE_TEXTS.fr.cancelTitle);
    expect(question.indexOf('/cancel"')).toBeLessThan(question.indexOf('/confirm"'));
    expect((await bookingRow(first.id)).status).toBe('held');

    const cancelled = await (await press(first.id, 'cancel', token)).text();
    expect(outcomeOf(cancelled)).toBe('cancelled');
    expect(cancelled).toContain(BOOKING_PAGE_TEXTS.fr.agencyTold);
    expect((await bookingRow(first.id)).status).toBe('cancelled');
    expect(await remaining(SLOTS.lastSeat)).toBe(1);
    const notice = await agencyNotice('Visite annulée', first.id);
    expect(notice.parsed.text).toContain(first.email);
    // A cancelled booking is not confirmed by its old link.
    expect(outcomeOf(await (await press(first.id, 'confirm', token)).text())).toBe('already-cancelled');
    expect((await book(SLOTS.lastSeat, { address: '198.51.100.5' })).status).toBe(201);
    expect(await ownerVisits(SLOTS.lastSeat)).toEqual([]);
  });

  it('a GET of a link changes nothing (a mail scanner opens them), and the page escapes what the visitor typed', async () => {
    const booked = await book(SLOTS.looked, { address: '198.51.100.6', firstName: 'Zoé <b>&"' });
    expect(booked.status).toBe(201);
    const mail = await visitorMail(booked.email);
    const token = tokenIn(mail, booked.id);
    const agencyToken = tokenIn(await agencyMail(booked.id, 'à confirmer'), booked.id);
    const before = { row: await bookingRow(booked.id), rows: await api.rows() };
    for (const extra of ['', '&action=cancel', '&action=confirm']) {
      for (const key of [token, agencyToken]) {
        const page = await openPage(booked.id, key, extra);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('Zoé &lt;b&gt;&amp;&quot;');
        expect(html).not.toContain('<b>');
      }
    }
    const head = await fetch(`${api.base}${BOOKING_LINK_PATH}${booked.id}?token=${token}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await bookingRow(booked.id)).toEqual(before.row);
    expect(await api.rows()).toEqual(before.rows);
    expect(await remaining(SLOTS.looked)).toBe(1);
  });

  it('a wrong token gets the same 404 as an unknown booking, and changes nothing', async () => {
    const booked = await book(SLOTS.wrong, { address: '198.51.100.7' });
    const other = await book(SLOTS.wrong, { address: '198.51.100.8' });
    const token = tokenIn(await visitorMail(booked.email), booked.id);
    const otherToken = tokenIn(await visitorMail(other.email), other.id);
    const unknown = await openPage(999_999_999, token);
    expect(unknown.status).toBe(404);
    const unknownPage = await unknown.text();
    const before = { row: await bookingRow(booked.id), rows: await api.rows() };
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answers = [
      await openPage(booked.id, wrong),
      await openPage(booked.id, otherToken),
      await openPage(booked.id, 'not-a-token'),
      await fetch(`${api.base}${BOOKING_LINK_PATH}${booked.id}`),
      await openPage('abc', token),
      await press(booked.id, 'confirm', wrong),
      await press(booked.id, 'cancel', otherToken),
      await press(999_999_999, 'cancel', token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(unknownPage);
    }
    expect(await bookingRow(booked.id)).toEqual(before.row);
    expect(await api.rows()).toEqual(before.rows);
  });
});

describe('the bounds of holds', () => {
  it('one e-mail address holds one booking of a property at a time: the second is refused in the visitor’s language', async () => {
    const address = '198.51.100.9';
    const first = await book(SLOTS.sameAddress, { language: 'nl', address });
    expect(first.status).toBe(201);
    const again = await book(SLOTS.sameAddressLater, { language: 'nl', address, email: first.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.answer).toMatchObject({ message: FORM_ERRORS.nl.appointmentAlreadyHeld, field: 'email' });
    // Another property is another booking; once the first is confirmed, it holds no more.
    expect((await book(SLOTS.elsewhere, { language: 'nl', address, email: first.email })).status).toBe(201);
    const token = tokenIn(await visitorMail(first.email), first.id);
    expect(outcomeOf(await (await press(first.id, 'confirm', token)).text())).toBe('confirmed');
    expect((await book(SLOTS.sameAddressLater, { language: 'nl', address, email: first.email })).status).toBe(201);
  });

  it(`a visitor holds ${BOOKING_POLICY.heldPerVisitor} bookings at once, from any address of their IPv6 /64`, async () => {
    const visitor = (n: number) => `2001:db8:1:2::${n}`;
    const held = [];
    for (let n = 1; n <= BOOKING_POLICY.heldPerVisitor; n++)
      held.push(await book(SLOTS.visitorBound, { language: 'de', address: visitor(n) }));
    expect(held.map((booking) => booking.status)).toEqual(held.map(() => 201));
    const past = await book(SLOTS.visitorBound, { language: 'de', address: visitor(99) });
    expect(past.status).toBe(429);
    expect(past.answer.message).toBe(FORM_ERRORS.de.appointmentsHeldTooMany);
    expect((await book(SLOTS.visitorBound, { language: 'de', address: '2001:db8:1:3::1' })).status).toBe(201);
    // The store knows the visitor by a hash, never by the address.
    const rows = await api.db.selectFrom('bookings').select('visitor_hash').execute();
    expect(JSON.stringify(rows)).not.toMatch(/2001:db8|198\.51\.100|192\.0\.2|127\.0\.0\.1/);
    // Once their holds run out, the visitor books again.
    passHolds();
    expect((await book(SLOTS.visitorBound, { language: 'de', address: visitor(100) })).status).toBe(201);
  });
});

describe('the links’ tokens', () => {
  it('are in the e-mails, and the store holds only their hashes', async () => {
    const booked = await book(SLOTS.secrets, { address: '198.51.100.10' });
    expect(booked.status).toBe(201);
    const visitorToken = tokenIn(await visitorMail(booked.email), booked.id);
    const agencyToken = tokenIn(await agencyMail(booked.id, 'à confirmer'), booked.id);
    const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
    expect(await bookingRow(booked.id)).toMatchObject({
      visitor_token_hash: sha256(visitorToken),
      agency_token_hash: sha256(agencyToken),
    });
    // Once both e-mails are recorded as delivered, the payload has given its secrets up: no row of any table holds them.
    await outboxDrained(api.db);
    const stored = await storeText(api.db);
    expect(stored).not.toContain(visitorToken);
    expect(stored).not.toContain(agencyToken);
    // The links work all the same.
    expect(outcomeOf(await (await press(booked.id, 'confirm', visitorToken)).text())).toBe('confirmed');
  });
});

describe('a store from before holds', () => {
  it('keeps its bookings as confirmed visits (they were booked under the old rule), once, on opening', async () => {
    const { location, drop } = await newTestStoreLocation();
    const first = await openDatabase(location);
    // The bookings table as it was: the columns of holds taken away again, one booking in it.
    await first.schema.dropIndex('bookings_visitor').execute();
    for (const column of ['status', 'held_until', 'visitor_token_hash', 'agency_token_hash', 'visitor_hash', 'settled_at'])
      await first.schema.alterTable('bookings').dropColumn(column).execute();
    const payload = {
      propertyId: PROPERTY,
      slotId: SLOTS.secrets.id,
      slotStart: SLOTS.secrets.start,
      firstName: 'Marie',
      lastName: 'Dubois',
    };
    const { id } = await first
      .insertInto('submissions')
      .values({
        kind: 'appointment',
        idempotency_key: 'old',
        language: 'fr',
        payload: JSON.stringify(payload),
        created_at: day(1),
        property_id: PROPERTY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await first
      .insertInto('bookings')
      .values({ submission_id: id, property_id: PROPERTY, slot_id: SLOTS.secrets.id, created_at: day(1) })
      .execute();
    await first.destroy();
    try {
      for (let open = 0; open < 2; open++) {
        const db = await openDatabase(location);
        try {
          const rows = await db.selectFrom('bookings').selectAll().execute();
          expect(rows).toEqual([
            expect.objectContaining({ submission_id: id, status: 'confirmed', held_until: null, visitor_token_hash: null }),
          ]);
          // Its seat stays taken for good, and the owner sees the visit confirmed.
          expect(await seatsTaken(db, PROPERTY, SLOTS.secrets.id, new Date(Date.UTC(2029, 0, 1)))).toBe(1);
          const figures = await ownerFigures(db, [PROPERTY], { now: new Date(), timeZone: 'Europe/Brussels' });
          expect(figures.get(PROPERTY)?.calendarVisits).toEqual([
            expect.objectContaining({ contact: 'Marie D.', status: 'confirmed' }),
          ]);
        } finally {
          await db.destroy();
        }
      }
    } finally {
      await drop();
    }
  });
});

/** The calendar part of an e-mail (nodemailer's icalEvent: a text/calendar alternative). */
function calendarIn(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar in: ${mail.parsed.subject}`);
  return calendarOf(part.content.toString('utf8'));
}

describe('the visit in the calendar (issue 46)', () => {
  it('the thank-you page’s key reads the held visit’s file, in Europe/Brussels; a confirmation replaces it in both e-mails', async () => {
    const booked = await book(SLOTS.calendar, { address: '198.51.100.40', language: 'nl' });
    expect(booked.status).toBe(201);
    const redirect = new URL(String((booked.answer as { redirect?: string }).redirect), ORIGIN);
    expect(redirect.searchParams.get(VISIT_QUERY.id)).toBe(String(booked.id));
    const key = redirect.searchParams.get(VISIT_QUERY.key) ?? '';
    const file = await fetch(`${api.base}${visitCalendarPath(booked.id)}?key=${key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="visit-${booked.id}.ics"`);
    const held = calendarOf(await file.text());
    expect(held).toMatchObject({ method: 'PUBLISH', sequence: 0, status: 'TENTATIVE', zone: 'Europe/Brussels', hasZone: true });
    // 09:00 UTC in July is 11:00 in Brussels, and names the slot's instant.
    expect(held.local).toBe('2030-07-01T11:00:00');
    expect(held.start).toBe(SLOTS.calendar.start);
    expect(held.uid).toBe(`visit-${booked.id}@${new URL(ORIGIN).hostname}`);
    expect(held.summary).toContain('Bezoek');

    // The key reads this booking's file and no other; a wrong one gets the booking links' 404.
    const other = await book(SLOTS.calendar, { address: '198.51.100.41' });
    for (const wrong of [`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, 'short']) {
      expect((await fetch(`${api.base}${visitCalendarPath(booked.id)}?key=${wrong}`)).status).toBe(404);
    }
    expect((await fetch(`${api.base}${visitCalendarPath(other.id)}?key=${key}`)).status).toBe(404);

    const token = tokenIn(await visitorMail(booked.email), booked.id);
    const page = await (await openPage(booked.id, token)).text();
    expect(page).toContain(`href="${visitCalendarPath(booked.id)}?token=${token}"`);
    expect(outcomeOf(await (await press(booked.id, 'confirm', token)).text())).toBe('confirmed');
    const visitor = await mails.next((m) => m.to.includes(booked.email) && (m.parsed.text ?? '').includes('agenda'));
    const confirmed = calendarIn(visitor);
    expect(confirmed).toMatchObject({
      method: 'PUBLISH',
      uid: held.uid,
      sequence: 1,
      status: 'CONFIRMED',
      start: SLOTS.calendar.start,
    });
    const agency = calendarIn(await agencyNotice('Visite confirmée', booked.id));
    expect(agency).toMatchObject({ uid: held.uid, sequence: 1, status: 'CONFIRMED', local: '2030-07-01T11:00:00' });
    expect(agency.summary).toContain('Visite');
    // The e-mail's link reads the same file, as it is now.
    const now = calendarOf(await (await fetch(`${api.base}${visitCalendarPath(booked.id)}?token=${token}`)).text());
    expect(now).toMatchObject({ uid: held.uid, sequence: 1, status: 'CONFIRMED' });
  });

  it('an agency’s cancellation tells the visitor, with the file that removes the visit; the agency hears nothing of its own act', async () => {
    const booked = await book(SLOTS.agencyCancels, { address: '198.51.100.42' });
    const visitorToken = tokenIn(await visitorMail(booked.email), booked.id);
    const agencyToken = tokenIn(await agencyMail(booked.id, 'à confirmer'), booked.id);
    expect(outcomeOf(await (await press(booked.id, 'confirm', visitorToken)).text())).toBe('confirmed');
    const first = calendarIn(await mails.next((m) => m.to.includes(booked.email) && (m.parsed.text ?? '').includes('agenda')));

    expect(outcomeOf(await (await press(booked.id, 'cancel', agencyToken)).text())).toBe('cancelled');
    const mail = await mails.next((m) => m.to.includes(booked.email) && m.parsed.subject === 'Votre visite est annulée');
    expect(mail.parsed.text).toContain('L’agence a dû annuler');
    expect(calendarIn(mail)).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' });
    await outboxDrained(api.db);
    expect(await noticesOf(VISIT_NOTICE_KINDS.agency.cancel, booked.id)).toHaveLength(1);
    // Of the agency's own act, no e-mail to the agency: only the visitor's channel was queued.
    const toAgency = smtp.received.filter(
      (m) => m.to.includes(AGENCY) && (m.parsed.text ?? '').includes(`bookingReference: ${booked.id}\n`),
    );
    expect(toAgency.map((m) => m.parsed.subject)).toEqual([expect.stringContaining('Visite confirmée')]);
    // A second click: nothing more to anyone.
    expect(outcomeOf(await (await press(booked.id, 'cancel', agencyToken)).text())).toBe('already-cancelled');
    expect(await noticesOf(VISIT_NOTICE_KINDS.agency.cancel, booked.id)).toHaveLength(1);
  });
});
