import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OmnicasaParams } from '../../sources/omnicasa/request.js';
import { createSnapshotResponder } from '../../sources/omnicasa/snapshot.js';

// A real HTTP server on 127.0.0.1 that plays the Omnicasa JSON service from snapshot files
// (DESIGN.md, Sources) and injects the faults a back office really shows.

export const TEST_CREDENTIALS = { user: 'agence-test', password: 's3cret-test' };

export interface PlayedRequest {
  /** 1-based order of arrival. */
  n: number;
  method: string;
  params: OmnicasaParams;
}

export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'truncated' }
  | { kind: 'refused'; message: string }
  | { kind: 'slow'; ms: number }
  | { kind: 'go-away' };

export type FaultPlan = (request: PlayedRequest) => Fault | undefined;

/** Answers a method from its parameters: the whole response body, or undefined to fall back to the snapshot. */
export type Answer = (params: OmnicasaParams) => unknown | Promise<unknown>;

export interface OmnicasaServerOptions {
  /** Methods answered from their parameters instead of a snapshot file (see ownerAnswers). */
  answers?: Record<string, Answer>;
  /** Read the snapshot's files at every call, so that a test's edits between syncs are seen. */
  reread?: boolean;
}

export async function startOmnicasaServer(
  snapshotDir: string,
  plan: FaultPlan = () => undefined,
  options: OmnicasaServerOptions = {},
) {
  const respond = createSnapshotResponder(snapshotDir, { reread: options.reread });
  const requests: PlayedRequest[] = [];
  const sockets = new Set<Socket>();
  let faults = plan;

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = /\/([A-Za-z]+)Json$/.exec(url.pathname)?.[1];
    let params: OmnicasaParams = {};
    try {
      params = JSON.parse(url.searchParams.get('json') ?? '{}');
    } catch {
      res.writeHead(400).end('bad json parameter');
      return;
    }
    const played = { n: requests.length + 1, method: method ?? url.pathname, params };
    requests.push(played);
    const fault = faults(played);
    if (fault?.kind === 'go-away') {
      server.close();
      for (const socket of sockets) socket.destroy();
      return;
    }
    if (fault?.kind === 'hang') return; // never answers: the client's timeout must fire
    if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms));
    if (fault?.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'text/plain' }).end(`fault ${fault.status}`);
      return;
    }
    if (!method) {
      res.writeHead(404).end('Endpoint not found.');
      return;
    }
    const result = `${method}JsonResult`;
    if (
      fault?.kind === 'refused' ||
      params.CustomerName !== TEST_CREDENTIALS.user ||
      params.CustomerPassword !== TEST_CREDENTIALS.password
    ) {
      const message = fault?.kind === 'refused' ? fault.message : 'Invalid customer name or password';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ [result]: { Code: 1, Message: message, Success: false, Value: null } }));
      return;
    }
    const body = (await options.answers?.[method]?.(params)) ?? (await respond(method, params));
    if (body === undefined) {
      res.writeHead(404).end('Endpoint not found.');
      return;
    }
    const text = JSON.stringify(body);
    if (fault?.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(`${text.slice(0, 200)},,}`);
      return;
    }
    if (fault?.kind === 'truncated') {
      // Announces the whole body, sends half of it, then drops the connection.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.write(text.slice(0, Math.floor(text.length / 2)));
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(text);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/1.12/OmnicasaService.svc/`,
    requests,
    setFaults(next: FaultPlan) {
      faults = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// The owner portal's methods (server/omnicasa/owner.ts), answered from the fixtures in
// tests/fixtures/omnicasa-owner/ and the call's parameters: one owner account, her person
// record and properties, and per property <Method>.<id>.json (an empty list for other ids).

export const OWNER_FIXTURES = fileURLToPath(new URL('../fixtures/omnicasa-owner/', import.meta.url));

/** The account the fake back office accepts (owner.json). */
export interface FixtureOwner {
  Email: string;
  Password: string;
  PersonID: number;
}

const envelope = (method: string, value: unknown) => ({
  [`${method}JsonResult`]: { Code: 0, Message: '', Success: true, Value: value },
});
const emptyList = (method: string) => envelope(method, { From: 1, To: 0, Items: [], RowsCount: 0 });

async function fixture(dir: string, name: string): Promise<unknown | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, name), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function readFixtureOwner(dir = OWNER_FIXTURES): Promise<FixtureOwner> {
  return (await fixture(dir, 'owner.json')) as FixtureOwner;
}

export async function ownerAnswers(dir = OWNER_FIXTURES): Promise<Record<string, Answer>> {
  const owner = await readFixtureOwner(dir);
  const isOwner = (email: unknown) => typeof email === 'string' && email.trim().toLowerCase() === owner.Email.toLowerCase();
  const perProperty = (method: string, idParam: string) => async (params: OmnicasaParams) =>
    (await fixture(dir, `${method}.${Number(params[idParam])}.json`)) ?? emptyList(method);
  // A wrong password, an unknown e-mail or a login without the owner flag: Value 0, as fw4's
  // client reads a refusal (intval). Success:false is played with the 'refused' fault.
  const login: Answer = (p) =>
    isOwner(p.Email) && p.Password === owner.Password && p.IsProprietors === true
      ? fixture(dir, 'CheckPersonLogin.json')
      : envelope('CheckPersonLogin', 0);
  const person: Answer = (p) => (p.ID === owner.PersonID ? fixture(dir, 'GetPerson.json') : envelope('GetPerson', null));
  const properties: Answer = (p) =>
    isOwner(p.Email) ? fixture(dir, 'GetRelatedProperties.json') : emptyList('GetRelatedProperties');
  return Object.fromEntries([
    ['CheckPersonLogin', login],
    ['GetPerson', person],
    ['GetRelatedProperties', properties],
    ['GetManyVisitStatisticsOfProperty', perProperty('GetManyVisitStatisticsOfProperty', 'ID')],
    ['GetMediaObjectStatisticsGraphList', perProperty('GetMediaObjectStatisticsGraphList', 'ObjectIDs')],
    ['GetCalendarHistories', perProperty('GetCalendarHistories', 'ObjectID')],
  ]);
}
