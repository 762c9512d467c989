import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, FORM_KINDS, FORM_MESSAGES, type FormKind } from '../../schema/index.js';
import { secretOf } from '../../server/submissions/secrets.js';
import { startTestApi, type TestApi } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { validBody } from '../support/form-bodies.js';

// Every route of the API (server/api/*) against hostile requests, one table: each request gets its
// documented status, and a refused one leaves the store as it was (submissions, outbox, page
// views counted before and after). The routes: GET /api/captcha, GET /api/appointments/:propertyId,
// POST /api/forms/:kind (every kind), POST /api/forms/job-contact (the CV, captcha in a header
// first), POST /api/page-views.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** A request sent as written: no URL normalisation (fetch would resolve `..` and `%2e%2e` itself). */
function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const url = new URL(api.base);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A form's body with its captcha: the job form's also in the header, as the browser sends it. */
async function postForm(kind: string, body: string, captcha?: string) {
  return raw('POST', `/api/forms/${kind}`, body, captcha ? { [CAPTCHA_HEADER]: captcha } : {});
}

const deep = (levels: number) => `{"language":"fr","x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const oneLineField = (kind: FormKind) => (kind === 'testimonial' ? 'name' : kind === 'offer' ? 'place' : 'firstName');
const hasEmail = (kind: FormKind) => kind !== 'testimonial';

/** The hostile bodies every form kind is sent, and the status each gets. */
const FORM_CASES: { name: string; status: number; body: (kind: FormKind) => string }[] = [
  { name: 'malformed JSON', status: 400, body: () => '{"language":"fr",' },
  { name: 'not an object', status: 400, body: () => '[1,2,3]' },
  { name: 'JSON null', status: 400, body: () => 'null' },
  {
    name: 'wrong types',
    status: 400,
    body: (kind) => JSON.stringify({ ...validBody(kind, 'fr'), language: 7, email: ['x'], acceptPrivacy: 'yes', firstName: {} }),
  },
  { name: 'nested deeper than 32', status: 400, body: () => deep(10_000) },
  {
    name: '__proto__ key',
    status: 400,
    body: (kind) => JSON.stringify(validBody(kind, 'fr')).replace('{', '{"__proto__":{"x":1},'),
  },
  {
    name: 'CR/LF in the e-mail address',
    status: 400,
    body: (kind) => JSON.stringify({ ...validBody(kind, 'fr'), email: 'a@example.test\r\nBcc: victim@example.test' }),
  },
];

describe.each(FORM_KINDS)('POST /api/forms/%s', (kind) => {
  it.each(FORM_CASES.filter((c) => c.name !== 'CR/LF in the e-mail address' || hasEmail(kind)))(
    '$name → $status, nothing stored',
    async ({ body, status }) => {
      const before = await api.rows();
      const response = await postForm(kind, body(kind), await solvedCaptcha(api.base));
      expect(response.status, response.text).toBe(status);
      expect(await api.rows()).toEqual(before);
    },
  );

  it("a body over the route's limit → 413, nothing stored", async () => {
    const before = await api.rows();
    const size = kind === 'job-contact' ? 7.2 * 1024 * 1024 : 70 * 1024;
    const body = JSON.stringify({ ...validBody(kind, 'fr'), padding: 'x'.repeat(size) });
    const response = await postForm(kind, body, await solvedCaptcha(api.base));
    expect(response.status).toBe(413);
    expect(await api.rows()).toEqual(before);
  });

  it('a replayed captcha → 400 with its text, the replay not stored', async () => {
    // Leaving a search alert needs a real one: stored first.
    let extra = {};
    if (kind === 'unsubscribe') {
      const alert = validBody('demand-register', 'fr');
      const stored = await postForm('demand-register', JSON.stringify({ ...alert, captcha: await solvedCaptcha(api.base) }));
      const { id } = JSON.parse(stored.text) as { id: number };
      const row = await api.db.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirstOrThrow();
      extra = { email: alert.email, token: secretOf(JSON.parse(row.payload), 'visitor', 'alertToken') };
    }
    const captcha = await solvedCaptcha(api.base);
    const first = await postForm(kind, JSON.stringify({ ...validBody(kind, 'fr'), ...extra, captcha }), captcha);
    expect(first.status, first.text).toBe(201);
    const before = await api.rows();
    const replay = await postForm(kind, JSON.stringify({ ...validBody(kind, 'fr'), ...extra, captcha }), captcha);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.text).errors.captcha).toBe(FORM_MESSAGES.fr.captchaInvalid);
    expect(await api.rows()).toEqual(before);
  });

  // Leaving an alert, the newsletter and a saved search (its criteria, checked in tests/unit/alerts-match.test.ts) have no name.
  if (kind !== 'unsubscribe' && kind !== 'newsletter' && kind !== 'save-search')
    it('CR/LF in a one-line field → 201, stored on one line', async () => {
      const field = oneLineField(kind);
      const body = { ...validBody(kind, 'fr'), [field]: 'Ligne un\r\nemail: forged\u2028fin' };
      const captcha = await solvedCaptcha(api.base);
      const response = await postForm(kind, JSON.stringify({ ...body, captcha }), captcha);
      expect(response.status, response.text).toBe(201);
      const { id } = JSON.parse(response.text) as { id: number };
      const row = await api.db.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirstOrThrow();
      expect(JSON.parse(row.payload)[field]).toBe('Ligne un email: forged fin');
    });
});

describe('POST /api/forms/job-contact before its body is read', () => {
  it.each([
    ['no captcha header', {}],
    ['a captcha header that is not a solved challenge', { [CAPTCHA_HEADER]: 'bm90IGEgY2FwdGNoYQ==' }],
  ])('%s → 400 with the captcha text, nothing stored', async (_name, headers: Record<string, string>) => {
    const before = await api.rows();
    const captcha = await solvedCaptcha(api.base);
    const response = await raw(
      'POST',
      '/api/forms/job-contact',
      JSON.stringify({ ...validBody('job-contact', 'fr'), captcha }),
      headers,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors.captcha).toBe(FORM_MESSAGES.fr.captchaInvalid);
    expect(await api.rows()).toEqual(before);
  });
});

/** Paths that try to reach another route or a file, and unknown forms: 404, nothing stored. */
const PATH_CASES: [method: string, path: string, status: number][] = [
  ['POST', '/api/forms/../x', 404],
  ['POST', '/api/forms/../../index.html', 404],
  ['POST', '/api/forms/%2e%2e/x', 404],
  ['POST', '/api/forms/%2e%2e', 404],
  ['POST', '/api/forms/..%2fpage-views', 404],
  ['POST', '/api/forms/site-contact%2f..%2fnewsletter', 404],
  ['POST', '/api/forms/site-contact%2Fx', 404],
  ['POST', '/api/forms/nope', 404],
  ['POST', '/api/forms/__proto__', 404],
  ['POST', '/api/forms/constructor', 404],
  ['POST', '/api/forms//site-contact', 404],
  ['POST', '/api/forms', 404],
  ['GET', '/api/forms/site-contact', 404],
  ['GET', '/api/appointments/..%2f..%2fetc%2fpasswd', 404],
  ['GET', '/api/appointments/-1', 404],
  ['GET', '/api/appointments/4100004.5', 404],
  ['GET', '/api/appointments/abc', 404],
  ['POST', '/api/captcha', 404],
  ['GET', '/api/page-views', 404],
];

describe('paths', () => {
  it.each(PATH_CASES)('%s %s → %i, nothing stored', async (method, path, status) => {
    const before = await api.rows();
    const body = method === 'POST' ? JSON.stringify({ ...validBody('newsletter', 'fr'), captcha: 'x' }) : undefined;
    expect((await raw(method, path, body)).status).toBe(status);
    expect(await api.rows()).toEqual(before);
  });

  it('GET /api/captcha → 200, a challenge not to be cached; GET /api/appointments/4100004 → 200 with its slots', async () => {
    const captcha = await raw('GET', '/api/captcha');
    expect(captcha.status).toBe(200);
    expect(JSON.parse(captcha.text)).toMatchObject({ algorithm: 'SHA-256' });
    const slots = await raw('GET', '/api/appointments/4100004');
    expect(slots.status).toBe(200);
    expect(JSON.parse(slots.text)).toEqual([expect.objectContaining({ id: 'saturday-10' })]);
  });
});

/** The page-view beacon: 204 for a view (stored), the documented status for the rest, nothing stored. */
const VIEW = JSON.stringify({ propertyId: '4100004', language: 'fr', referrer: 'direct' });
const VIEW_CASES: [name: string, body: string, status: number][] = [
  ['malformed JSON', '{"propertyId":', 400],
  ['wrong types', JSON.stringify({ propertyId: 4100004, language: 'xx', referrer: 1 }), 400],
  ['an unknown field', JSON.stringify({ ...JSON.parse(VIEW), ip: '1.2.3.4' }), 400],
  ['CR/LF in the property id', JSON.stringify({ ...JSON.parse(VIEW), propertyId: '4100004\r\n1' }), 400],
  ['nested deeper than 32', deep(480), 400],
  ['over 1 KB', JSON.stringify({ ...JSON.parse(VIEW), padding: 'x'.repeat(2000) }), 413],
];

describe('POST /api/page-views', () => {
  it.each(VIEW_CASES)('%s → %i, nothing stored', async (_name, body, status) => {
    const before = await api.rows();
    expect((await raw('POST', '/api/page-views', body)).status).toBe(status);
    expect(await api.rows()).toEqual(before);
  });

  it('a view → 204, stored once', async () => {
    const before = await api.rows();
    expect((await raw('POST', '/api/page-views', VIEW)).status).toBe(204);
    expect(await api.rows()).toEqual({ ...before, page_views: before.page_views + 1 });
  });
});
