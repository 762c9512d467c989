import { afterEach, describe, expect, it } from 'vitest';
import { FORM_ERRORS, PAGE_VIEW_PATH, type ReferrerClass } from '../../schema/index.js';
import { publishProperties, startTestApi, type TestApi, viewsCounted } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';

// The page-view beacon and the forms' limit, attacked as the security review did (findings 7 and 8),
// each against a real server on 127.0.0.1 and a real store (SQLite, or PostgreSQL in the `postgres`
// project): forged views in the owner's figures, made-up ids growing the table, and one visitor
// rotating through the addresses of an IPv6 /64 past every per-visitor limit.

/** A published property of the test server (TEST_PUBLISHED). */
const PUBLISHED = '4100004';
/** The server's clock in the middle of a window of every limit (a minute's, half an hour's): no test meets a window's end. */
const MID_WINDOW = () => new Date('2030-01-07T10:10:20Z');

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function start(options: Parameters<typeof startTestApi>[0] = {}): Promise<TestApi> {
  api = await startTestApi({ clock: MID_WINDOW, trustProxy: ['127.0.0.1'], ...options });
  return api;
}

/** A beacon as a page sends it, from the visitor the trusted proxy (127.0.0.1) names. */
const beacon = (server: TestApi, propertyId: string | null, referrer: ReferrerClass, from?: string) =>
  fetch(`${server.base}${PAGE_VIEW_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from && { 'x-forwarded-for': from }) },
    body: JSON.stringify({ propertyId, language: 'fr', referrer }),
  }).then((response) => response.status);

/** The rows of both count tables: a dropped view changes neither. */
const countRows = async (server: TestApi) => ({
  days: await server.db.selectFrom('page_view_days').selectAll().orderBy('property_id').orderBy('source').execute(),
  totals: await server.db.selectFrom('page_view_totals').selectAll().orderBy('property_id').orderBy('source').execute(),
});

describe("forged page views in the owner's figures (finding 7)", () => {
  it('counts 20 beacons for one published property from one visitor, each naming "social", as 1 view', async () => {
    const server = await start();
    for (let i = 0; i < 20; i++) expect(await beacon(server, PUBLISHED, 'social', '198.51.100.7')).toBe(204);
    expect(await viewsCounted(server.db, PUBLISHED)).toBe(1);
    expect((await countRows(server)).days).toEqual([{ property_id: PUBLISHED, day: '2030-01-07', source: 'social', views: 1 }]);
  });

  it('adds no row and no view for 30 beacons naming made-up ids, answering each with the quiet 204', async () => {
    const server = await start();
    expect(await beacon(server, PUBLISHED, 'direct', '198.51.100.7')).toBe(204);
    const before = await countRows(server);
    for (let i = 0; i < 30; i++) {
      const madeUp = String(900_000_000_000 + i * 7919);
      expect(await beacon(server, madeUp, i % 2 ? 'social' : 'portal', `198.51.100.${10 + i}`)).toBe(204);
    }
    expect(await countRows(server)).toEqual(before);
    expect(await viewsCounted(server.db)).toBe(1);
  });

  it("counts a published property's views from two different visitors as 2", async () => {
    const server = await start();
    for (const visitor of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.2'])
      expect(await beacon(server, PUBLISHED, 'search', visitor)).toBe(204);
    expect(await viewsCounted(server.db, PUBLISHED)).toBe(2);
  });

  it('counts a property from the sync that publishes it on, re-reading the output when its manifest changes', async () => {
    const server = await start();
    expect(await beacon(server, '4100005', 'direct', '198.51.100.1')).toBe(204);
    expect(await viewsCounted(server.db, '4100005')).toBe(0);
    await publishProperties(server.dataDir, [4100004, 4100005]);
    expect(await beacon(server, '4100005', 'direct', '198.51.100.1')).toBe(204);
    expect(await viewsCounted(server.db, '4100005')).toBe(1);
  });

  it('keeps counting every view of a page that is not a property, up to the per-visitor limit', async () => {
    const server = await start({ pageViewRate: 3 });
    for (let i = 0; i < 5; i++) expect(await beacon(server, null, 'direct', '198.51.100.7')).toBe(204);
    expect(await viewsCounted(server.db, '')).toBe(3);
  });
});

describe('IPv6 addresses grouped by their /64 (finding 8)', () => {
  it('meets the beacon limit as one visitor whichever address of its /64 it rotates to; another /64 is not limited', async () => {
    const server = await start({ pageViewRate: 3 });
    for (let i = 1; i <= 8; i++) expect(await beacon(server, null, 'direct', `2001:db8::${i}`)).toBe(204);
    expect(await viewsCounted(server.db)).toBe(3);
    expect(await beacon(server, null, 'direct', '2001:db8:0:1::1')).toBe(204);
    expect(await viewsCounted(server.db)).toBe(4);
  });

  it("meets the forms' rate limit as one visitor whichever address of its /64 it rotates to; another /64 is not limited", async () => {
    const server = await start({ rate: 2 });
    // The captchas come from a visitor of their own (a counted request too), so that only the posts count below.
    const post = async (from: string, solver: string) => {
      const captcha = await solvedCaptcha(server.base, { 'x-forwarded-for': solver });
      return server.post('site-contact', { ...validBody('site-contact', 'fr'), captcha }, { 'x-forwarded-for': from });
    };
    const statuses: number[] = [];
    const refused: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await post(`2001:db8::${i}`, `192.0.2.${i}`);
      statuses.push(response.status);
      if (response.status === 429) refused.push(((await response.json()) as { message: string }).message);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(refused).toEqual([FORM_ERRORS.fr.tooManyRequests, FORM_ERRORS.fr.tooManyRequests]);
    expect((await post('2001:db8:0:1::1', '192.0.2.9')).status).toBe(201);
    expect((await server.rows()).submissions).toBe(3);
  });
});
