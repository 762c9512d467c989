import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPageViews } from '../../bench/support/seed-page-views.js';
import { PAGE_VIEW_PATH, REFERRER_CLASSES, type ReferrerClass } from '../../schema/index.js';
import { PROPERTY_VIEW_WINDOW_MS, pageViewRoutes } from '../../server/api/page-views.js';
import { memoryWindowCounter } from '../../server/api/window-counter.js';
import type { Db } from '../../server/db/open-database.js';
import { countViews } from '../../server/db/page-view-counts.js';
import type { UnitsOfWork } from '../../server/db/unit-of-work.js';
import { unitsOfWork } from '../../server/db/units-of-work.js';
import { calendarDay, lastDays, periodStarts } from '../../server/owner/calendar-day.js';
import { CALENDAR_VISITS_MAX } from '../../server/owner/figures/calendar-visits.js';
import { ownerFigures } from '../../server/owner/figures.js';
import { publishedProperties } from '../../server/owner/published.js';
import { acceptSubmission } from '../../server/submissions/accept.js';
import { publishProperties } from '../support/api-server.js';
import { openTestStore, type TestStore } from '../support/test-store.js';

// The owner portal's own figures on a real store (SQLite, or PostgreSQL in the `postgres` project):
// views counted by the beacon route on the agency's day, folded into today / this week / this month / total by source, the 30-day graph, the forms
// received per kind and the visits booked on the site; another property's rows never counted.

const BRUSSELS = 'Europe/Brussels';
const OWN = 4100001;
const OTHER = 4100002;

let db: Db;
let commits: UnitsOfWork;
let store: TestStore;

beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
  commits = unitsOfWork(db);
});

afterEach(async () => {
  await store.close();
});

const figuresAt = async (now: string, ids = [OWN]) => ownerFigures(db, ids, { now: new Date(now), timeZone: BRUSSELS });
const ownAt = async (now: string) => {
  const own = (await figuresAt(now)).get(OWN);
  if (!own) throw new Error('no figures for the own property');
  return own;
};
const zeros = () => Object.fromEntries(REFERRER_CLASSES.map((s) => [s, 0])) as Record<ReferrerClass, number>;

describe("the agency's calendar", () => {
  it.each([
    // 23:30 UTC on the last day of a month is already the 1st in Brussels (summer: UTC+2, winter: UTC+1).
    ['2026-03-31T23:30:00Z', BRUSSELS, '2026-04-01'],
    ['2026-12-31T23:30:00Z', BRUSSELS, '2027-01-01'],
    ['2026-12-31T22:59:00Z', BRUSSELS, '2026-12-31'],
    ['2026-03-31T23:30:00Z', 'UTC', '2026-03-31'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(calendarDay(new Date(instant), zone)).toBe(day);
  });

  it('starts the week on Monday and the month on the 1st, in the time zone', () => {
    // Sunday 1 March 2026 23:30 UTC is Monday 2 March 00:30 in Brussels.
    expect(periodStarts(new Date('2026-03-01T23:30:00Z'), BRUSSELS)).toEqual({
      today: '2026-03-02',
      week: '2026-03-02',
      month: '2026-03-01',
    });
    expect(periodStarts(new Date('2026-03-01T23:30:00Z'), 'UTC')).toEqual({
      today: '2026-03-01',
      week: '2026-02-23',
      month: '2026-03-01',
    });
  });

  it('lists 30 distinct days ending today, across a change to summer time', () => {
    const days = lastDays(new Date('2026-04-05T22:30:00Z'), BRUSSELS, 30);
    expect(days).toHaveLength(30);
    expect(new Set(days).size).toBe(30);
    expect([days[0], days[29]]).toEqual(['2026-03-08', '2026-04-06']);
  });
});

describe('page views counted by the beacon route', () => {
  let app: FastifyInstance;
  let clock: Date;
  let base: string;

  beforeEach(async () => {
    app = Fastify();
    // The site publishes OWN: only a published property's views count.
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-figures-data-'));
    await publishProperties(dataDir, [OWN]);
    pageViewRoutes(app, {
      commits,
      limit: { max: 1000, counter: memoryWindowCounter(60_000) },
      published: publishedProperties(dataDir),
      oncePerVisitor: memoryWindowCounter(PROPERTY_VIEW_WINDOW_MS),
      timeZone: BRUSSELS,
      now: () => clock,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await app.close();
  });

  const view = async (at: string, propertyId: string | null, referrer: ReferrerClass) => {
    clock = new Date(at);
    const response = await fetch(`${base}${PAGE_VIEW_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ propertyId, language: 'fr', referrer }),
    });
    expect(response.status).toBe(204);
  };

  it('keeps one row per property, day and source, counting the views into it', async () => {
    await view('2026-04-01T08:00:00Z', String(OWN), 'search');
    await view('2026-04-01T09:00:00Z', String(OWN), 'search');
    // Half an hour on (one visitor's views of a property count once a window): the same day's row.
    await view('2026-04-01T09:40:00Z', String(OWN), 'email');
    await view('2026-04-01T09:00:00Z', null, 'search');
    const rows = await db.selectFrom('page_view_days').selectAll().orderBy('property_id').orderBy('source').execute();
    expect(rows).toEqual([
      { property_id: '', day: '2026-04-01', source: 'search', views: 1 },
      { property_id: String(OWN), day: '2026-04-01', source: 'email', views: 1 },
      { property_id: String(OWN), day: '2026-04-01', source: 'search', views: 2 },
    ]);
  });

  it("counts 23:30 UTC on a month's last day as the next day, month and week in Brussels", async () => {
    await view('2026-03-31T21:30:00Z', String(OWN), 'direct'); // 23:30 in Brussels: still Tuesday 31 March
    await view('2026-03-31T23:30:00Z', String(OWN), 'social'); // 01:30 on Wednesday 1 April in Brussels
    expect(await db.selectFrom('page_view_days').select(['day', 'source']).orderBy('day').execute()).toEqual([
      { day: '2026-03-31', source: 'direct' },
      { day: '2026-04-01', source: 'social' },
    ]);
    const april = await ownAt('2026-04-01T10:00:00Z');
    expect(april.views.today).toEqual({ total: 1, bySource: { ...zeros(), social: 1 } });
    expect(april.views.month).toEqual({ total: 1, bySource: { ...zeros(), social: 1 } });
    // The week began on Monday 30 March: both views.
    expect(april.views.week).toEqual({ total: 2, bySource: { ...zeros(), direct: 1, social: 1 } });
    expect(april.views.total.total).toBe(2);
    // Seen from 22:00 UTC on the 31st (midnight in Brussels), the 1 April view is today's.
    const midnight = await ownAt('2026-03-31T22:00:00Z');
    expect([midnight.views.today.total, midnight.views.month.total]).toEqual([1, 1]);
    expect(midnight.views.today.bySource.social).toBe(1);
  });
});

describe('views by period and source', () => {
  const put = (property: number | '', day: string, source: string, views: number) =>
    countViews(db, { property_id: String(property), day, source, views });

  it('sums today, the week from Monday, the month and all time, every source present', async () => {
    // Thursday 16 April 2026 at noon in Brussels.
    const now = '2026-04-16T10:00:00Z';
    await put(OWN, '2026-04-16', 'search', 3);
    await put(OWN, '2026-04-16', 'email', 2);
    await put(OWN, '2026-04-13', 'portal', 5); // Monday: this week
    await put(OWN, '2026-04-12', 'social', 7); // Sunday: last week, this month
    await put(OWN, '2026-03-31', 'direct', 11); // last month
    await put(OWN, '2025-06-01', 'internal', 13);
    await put('', '2026-04-16', 'search', 1000); // the site's other pages
    await put(OTHER, '2026-04-16', 'search', 1000);
    const own = await ownAt(now);
    expect(own.views.today).toEqual({ total: 5, bySource: { ...zeros(), search: 3, email: 2 } });
    expect(own.views.week).toEqual({ total: 10, bySource: { ...zeros(), search: 3, email: 2, portal: 5 } });
    expect(own.views.month).toEqual({ total: 17, bySource: { ...zeros(), search: 3, email: 2, portal: 5, social: 7 } });
    expect(own.views.total).toEqual({
      total: 41,
      bySource: { ...zeros(), search: 3, email: 2, portal: 5, social: 7, direct: 11, internal: 13 },
    });
    expect(Object.keys(own.views.today.bySource)).toEqual([...REFERRER_CLASSES]);
  });

  it("counts a source no class names (a row of an older release) as 'other', in every period", async () => {
    await put(OWN, '2026-04-16', 'legacy', 4);
    await put(OWN, '2026-04-16', 'other', 1);
    await put(OWN, '2025-04-16', 'legacy', 2);
    const own = await ownAt('2026-04-16T10:00:00Z');
    expect(own.views.today).toEqual({ total: 5, bySource: { ...zeros(), other: 5 } });
    expect(own.views.total).toEqual({ total: 7, bySource: { ...zeros(), other: 7 } });
  });

  it('draws the last 30 days oldest first, one point a day, zeros included', async () => {
    await put(OWN, '2026-04-16', 'search', 3);
    await put(OWN, '2026-04-16', 'direct', 1);
    await put(OWN, '2026-03-18', 'direct', 2); // the 30th day back: the first point
    await put(OWN, '2026-03-17', 'direct', 99); // the 31st: out of the graph
    await put(OTHER, '2026-04-10', 'direct', 50);
    const own = await ownAt('2026-04-16T10:00:00Z');
    expect(own.last30Days).toHaveLength(30);
    expect(own.last30Days[0]).toEqual({ day: '2026-03-18', views: 2 });
    expect(own.last30Days[29]).toEqual({ day: '2026-04-16', views: 4 });
    expect(own.last30Days.filter((p) => p.views === 0)).toHaveLength(28);
    expect(own.last30Days.find((p) => p.day === '2026-04-10')?.views).toBe(0);
  });

  it('gives a property without a view zeros everywhere and 30 zero points', async () => {
    const own = await ownAt('2026-04-16T10:00:00Z');
    expect(own.views.total).toEqual({ total: 0, bySource: zeros() });
    expect(own.last30Days.map((p) => p.views)).toEqual(Array(30).fill(0));
    expect(own.communications).toEqual({});
    expect(own.calendarVisits).toEqual([]);
  });

  it('answers for each property asked, once, and for none when asked for none', async () => {
    await put(OWN, '2026-04-16', 'search', 3);
    await put(OTHER, '2026-04-16', 'search', 4);
    const both = await figuresAt('2026-04-16T10:00:00Z', [OWN, OTHER, OWN]);
    expect([...both.keys()]).toEqual([OWN, OTHER]);
    expect([both.get(OWN)?.views.today.total, both.get(OTHER)?.views.today.total]).toEqual([3, 4]);
    expect((await figuresAt('2026-04-16T10:00:00Z', [])).size).toBe(0);
  });

  it("adds up to the seeded views, as the bench's seed writes them", async () => {
    const now = new Date('2026-04-16T10:00:00Z');
    const seeded = await seedPageViews(db, {
      views: 20_000,
      properties: [OWN, OTHER, 4100003],
      days: 90,
      now,
      timeZone: BRUSSELS,
    });
    const figures = await ownerFigures(db, [OWN, OTHER], { now, timeZone: BRUSSELS });
    for (const id of [OWN, OTHER]) {
      const own = figures.get(id);
      expect(own?.views.total.total).toBe(seeded.totals.get(id));
      const bySource = Object.values(own?.views.total.bySource ?? {}).reduce((a, b) => a + b, 0);
      expect(bySource).toBe(seeded.totals.get(id));
      expect(own?.views.today.total).toBe(own?.last30Days.at(-1)?.views);
    }
    expect([...seeded.totals.values()].reduce((a, b) => a + b, 0)).toBe(20_000);
  });
});

describe('communications and booked visits', () => {
  let key = 0;
  const submit = (kind: string, payload: Record<string, unknown>) =>
    acceptSubmission(commits, { kind, idempotencyKey: `k${++key}`, language: 'fr', payload, channels: [] });
  const propertyOf = async (id: number) =>
    (await db.selectFrom('submissions').select('property_id').where('id', '=', id).executeTakeFirstOrThrow()).property_id;

  it.each([
    [OWN, OWN],
    [String(OWN), OWN],
    ['0', null],
    [-4, null],
    [1.5, null],
    ['41a', null],
    [undefined, null],
  ])('stores the property id of a submission whose propertyId is %j as %j', async (given, stored) => {
    const { id } = await submit('contact-me', { propertyId: given });
    expect(await propertyOf(id)).toBe(stored);
  });

  it("counts the forms received about the property by kind, not the portal's own records nor another property's", async () => {
    await submit('contact-me', { propertyId: OWN });
    await submit('contact-me', { propertyId: String(OWN) });
    await submit('visit-request', { propertyId: OWN });
    await submit('owner-login', { propertyId: OWN });
    await submit('contact-me', { propertyId: OTHER });
    await submit('site-contact', {});
    expect((await ownAt('2026-04-16T10:00:00Z')).communications).toEqual({ 'contact-me': 2, 'visit-request': 1 });
  });

  const book = async (propertyId: number, slotStart: string, firstName: string, lastName: string) => {
    const { id } = await submit('appointment', {
      propertyId,
      slotId: `slot-${slotStart}`,
      slotStart,
      slotEnd: slotStart,
      firstName,
      lastName,
      email: 'visitor@example.org',
      message: 'Mon numéro est le 0470 12 34 56',
    });
    await db
      .insertInto('bookings')
      .values({ submission_id: id, property_id: propertyId, slot_id: `slot-${slotStart}`, created_at: new Date().toISOString() })
      .execute();
  };

  it('lists the visits booked on the site, newest first, by first name and initial, without the message', async () => {
    await book(OWN, '2030-01-05T09:00:00.000Z', 'Marie', 'Dubois');
    await book(OWN, '2030-01-12T09:00:00.000Z', 'Jan', 'van den Berg');
    await book(OTHER, '2030-01-19T09:00:00.000Z', 'Paul', 'Other');
    const own = await ownAt('2026-04-16T10:00:00Z');
    expect(own.calendarVisits).toEqual([
      {
        date: '2030-01-12T09:00:00.000Z',
        type: 'visit',
        contact: 'Jan V.',
        subject: '',
        comment: '',
        status: 'confirmed',
        origin: 'site',
      },
      {
        date: '2030-01-05T09:00:00.000Z',
        type: 'visit',
        contact: 'Marie D.',
        subject: '',
        comment: '',
        status: 'confirmed',
        origin: 'site',
      },
    ]);
    expect(JSON.stringify(own.calendarVisits)).not.toMatch(/0470|visitor@|Dubois/);
    expect(own.communications).toEqual({ appointment: 2 });
  });

  it('counts neither a held booking nor a cancelled one, in the visits or in the communications', async () => {
    await book(OWN, '2030-01-05T09:00:00.000Z', 'Marie', 'Dubois');
    await book(OWN, '2030-01-12T09:00:00.000Z', 'Faux', 'Visiteur');
    await book(OWN, '2030-01-19T09:00:00.000Z', 'Autre', 'Faux');
    const [, held, cancelled] = await db.selectFrom('bookings').select('id').orderBy('id').execute();
    await db.updateTable('bookings').set({ status: 'held' }).where('id', '=', Number(held?.id)).execute();
    await db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', Number(cancelled?.id)).execute();
    const own = await ownAt('2026-04-16T10:00:00Z');
    expect(own.calendarVisits.map((v) => v.contact)).toEqual(['Marie D.']);
    expect(own.communications).toEqual({ appointment: 1 });
  });

  it(`lists at most ${CALENDAR_VISITS_MAX} visits, the newest`, async () => {
    for (let day = 1; day <= CALENDAR_VISITS_MAX + 5; day++)
      await book(OWN, new Date(Date.UTC(2030, 0, day, 9)).toISOString(), 'Anne', 'Martin');
    const visits = (await ownAt('2026-04-16T10:00:00Z')).calendarVisits;
    expect(visits).toHaveLength(CALENDAR_VISITS_MAX);
    expect(visits[0]?.date).toBe(new Date(Date.UTC(2030, 0, CALENDAR_VISITS_MAX + 5, 9)).toISOString());
    expect(visits.at(-1)?.date).toBe(new Date(Date.UTC(2030, 0, 6, 9)).toISOString());
  });
});
