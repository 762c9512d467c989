import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VitrineError } from '../../pipeline/errors.js';
import { omnicasaOwnerBackOffice } from '../../sources/omnicasa/back-office/owner.js';
import { SAMPLE } from '../support/cli.js';
import {
  type FixtureOwner,
  ownerAnswers,
  readFixtureOwner,
  startOmnicasaServer,
  TEST_CREDENTIALS,
} from '../support/omnicasa-server.js';

// The owner portal's side of Omnicasa against a real HTTP server on 127.0.0.1 playing the
// service from tests/fixtures/omnicasa-owner/: the back office's owner login, one property's
// portal, media and calendar figures, and a back office that hangs, fails or refuses.

let server: Awaited<ReturnType<typeof startOmnicasaServer>>;
let owner: FixtureOwner;
const warnings: string[] = [];
const backOffice = (timeoutMs = 2_000) =>
  omnicasaOwnerBackOffice({
    baseUrl: server.url,
    credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
    timeoutMs,
    warn: (message) => warnings.push(message),
  });

/** The rejection of a promise that must fail. */
async function failure(promise: Promise<unknown>): Promise<VitrineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VitrineError);
  return error as VitrineError;
}

beforeAll(async () => {
  owner = await readFixtureOwner();
  server = await startOmnicasaServer(SAMPLE, () => undefined, { answers: await ownerAnswers() });
});
afterAll(() => server.close());
beforeEach(() => {
  server.setFaults(() => undefined);
  server.requests.length = 0;
  warnings.length = 0;
});

describe("the back office's owner login", () => {
  it('accepts the owner: her person id, name and properties', async () => {
    const person = await backOffice().checkLogin(` ${owner.Email.toUpperCase()} `, owner.Password);
    expect(person).toEqual({
      personId: owner.PersonID,
      name: 'Marie Dubois',
      email: owner.Email,
      propertyIds: [4100004, 4100013],
    });
    const login = server.requests.find((r) => r.method === 'CheckPersonLogin');
    expect(login?.params).toMatchObject({ Email: owner.Email.toUpperCase(), Password: owner.Password, IsProprietors: true });
    expect(server.requests.find((r) => r.method === 'GetPerson')?.params.ID).toBe(owner.PersonID);
    expect(warnings).toEqual(['GetRelatedProperties: 1 line(s) without a property id skipped']);
  });

  it.each([
    ['a wrong password', () => [owner.Email, `${owner.Password}x`]],
    ['an unknown e-mail', () => ['someone@example.be', owner.Password]],
    ['an empty password', () => [owner.Email, '']],
  ])('refuses %s with null, asking nothing more', async (_, credentials) => {
    const [email, password] = credentials() as [string, string];
    expect(await backOffice().checkLogin(email, password)).toBeNull();
    expect(server.requests.map((r) => r.method)).toEqual(['CheckPersonLogin']);
  });

  it('reads Success:false as a refusal', async () => {
    server.setFaults((r) => (r.method === 'CheckPersonLogin' ? { kind: 'refused', message: 'Login failed' } : undefined));
    expect(await backOffice().checkLogin(owner.Email, owner.Password)).toBeNull();
  });

  it('still logs the owner in when the back office will not give her record or properties', async () => {
    server.setFaults((r) => (r.method === 'CheckPersonLogin' ? undefined : { kind: 'refused', message: 'Not allowed' }));
    expect(await backOffice().checkLogin(owner.Email, owner.Password)).toEqual({
      personId: owner.PersonID,
      name: '',
      email: owner.Email,
      propertyIds: [],
    });
  });

  it.each([
    ['answers 500', { kind: 'status', status: 500 } as const, /CheckPersonLogin.*HTTP 500/],
    ['never answers', { kind: 'hang' } as const, /CheckPersonLogin.*within 300 ms/],
    ['sends broken JSON', { kind: 'malformed' } as const, /CheckPersonLogin.*not valid JSON/],
  ])('throws when the back office %s, without the password anywhere in the error', async (_, fault, message) => {
    server.setFaults(() => fault);
    const error = await failure(backOffice(300).checkLogin(owner.Email, owner.Password));
    expect(error.message).toMatch(message);
    expect(error.code).toBe('FEED_REQUEST_FAILED');
    const everything = `${error.message} ${error.hint} ${error.stack} ${inspect(error, { depth: 20 })}`;
    expect(everything).not.toContain(owner.Password);
    expect(everything).not.toContain(encodeURIComponent(owner.Password));
    expect(everything).not.toContain(TEST_CREDENTIALS.password);
  });

  it('throws when the follow-up calls fail for want of the back office', async () => {
    server.setFaults((r) => (r.method === 'GetRelatedProperties' ? { kind: 'status', status: 503 } : undefined));
    const error = await failure(backOffice(300).checkLogin(owner.Email, owner.Password));
    expect(error.message).toMatch(/^GetRelatedProperties at .*HTTP 503/);
  });
});

describe("one property's back-office figures", () => {
  it('maps the portal visits, media views and calendar visits, in the asked language', async () => {
    const figures = await backOffice().figures(4100004, 'nl');
    expect(figures.portals).toEqual([
      { label: 'Immoweb', value: 412 },
      { label: 'Zimmo', value: 96 },
      { label: 'Logic-Immo', value: 0 },
    ]);
    expect(figures.media).toEqual([
      { label: 'Immoweb', value: 215 },
      { label: 'Visite virtuelle', value: 31 },
      { label: 'Brochure PDF', value: 12 },
      { label: 'Vidéo', value: 0 },
    ]);
    expect(figures.visits).toEqual([
      {
        date: '2025-11-29T10:30:00.000Z',
        type: 'Estimation',
        contact: '',
        subject: "Passage de l'expert",
        comment: '',
        status: 'Annulée',
        origin: 'back-office',
      },
      {
        date: new Date(1764252000000).toISOString(),
        type: 'Visite',
        contact: 'Sophie Lambert',
        subject: 'Deuxième visite',
        comment: '',
        status: 'Planifiée',
        origin: 'back-office',
      },
      {
        date: new Date(1763640000000).toISOString(),
        type: 'Visite',
        contact: 'Jan Peeters',
        subject: "Visite de l'appartement",
        comment: 'Intéressé, demande le montant des charges.',
        status: 'Effectuée',
        origin: 'back-office',
      },
    ]);
    const byMethod = Object.fromEntries(server.requests.map((r) => [r.method, r.params]));
    expect(byMethod.GetManyVisitStatisticsOfProperty).toMatchObject({ ID: 4100004, LanguageId: 1 });
    expect(byMethod.GetMediaObjectStatisticsGraphList).toMatchObject({ ObjectIDs: '4100004', LanguageId: 1 });
    expect(byMethod.GetCalendarHistories).toMatchObject({ ObjectID: 4100004, LanguageId: 1 });
    expect(warnings).toEqual([
      'GetManyVisitStatisticsOfProperty (property 4100004): 1 line(s) that could not be read skipped',
      'GetCalendarHistories (property 4100004): 1 line(s) that could not be read skipped',
    ]);
  });

  it('gives empty figures for a property the back office has nothing about', async () => {
    expect(await backOffice().figures(4100013, 'fr')).toEqual({ portals: [], media: [], visits: [] });
  });

  it('runs the three calls together', async () => {
    // This back office answers none of the three before all three have arrived: calls made one
    // after the other would wait on the first until its timeout.
    const answers = await ownerAnswers();
    let arrived = 0;
    let allArrived = () => {};
    const together = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    const held = Object.fromEntries(
      Object.entries(answers).map(([method, answer]) => [
        method,
        async (params: Parameters<typeof answer>[0]) => {
          if (++arrived === 3) allArrived();
          await together;
          return answer(params);
        },
      ]),
    );
    const barrier = await startOmnicasaServer(SAMPLE, () => undefined, { answers: held });
    try {
      const figures = await omnicasaOwnerBackOffice({
        baseUrl: barrier.url,
        credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
        timeoutMs: 5_000,
      }).figures(4100004, 'fr');
      expect(figures.portals).toHaveLength(3);
      expect(barrier.requests.map((r) => r.method).sort()).toEqual([
        'GetCalendarHistories',
        'GetManyVisitStatisticsOfProperty',
        'GetMediaObjectStatisticsGraphList',
      ]);
    } finally {
      await barrier.close();
    }
  });

  it.each(['GetManyVisitStatisticsOfProperty', 'GetMediaObjectStatisticsGraphList', 'GetCalendarHistories'])(
    'throws naming %s when it times out, answers 500 or refuses',
    async (method) => {
      // Long enough for the two other calls to answer first on a loaded machine: the hung one is named.
      server.setFaults((r) => (r.method === method ? { kind: 'hang' } : undefined));
      expect((await failure(backOffice(1500).figures(4100004, 'fr'))).message).toMatch(
        new RegExp(`^${method} at .*within 1500 ms`),
      );
      server.setFaults((r) => (r.method === method ? { kind: 'status', status: 500 } : undefined));
      expect((await failure(backOffice(300).figures(4100004, 'fr'))).message).toMatch(new RegExp(`^${method} at .*HTTP 500`));
      server.setFaults((r) => (r.method === method ? { kind: 'refused', message: 'No access to statistics' } : undefined));
      const refused = await failure(backOffice(300).figures(4100004, 'fr'));
      expect(refused.code).toBe('FEED_REFUSED');
      expect(refused.message).toMatch(new RegExp(`^${method}: .*No access to statistics`));
    },
  );
});
