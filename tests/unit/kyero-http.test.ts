import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VitrineError } from '../../pipeline/errors.js';
import { KYERO_FOOTER, KYERO_HEADER, kyeroFeedOf, kyeroPropertyXml } from '../../scripts/kyero/synthetic-feed.js';
import { kyeroSource } from '../../sources/kyero/index.js';
import { parseKyero } from '../../sources/kyero/parse.js';
import { openKyeroFeed } from '../../sources/kyero/transport.js';

// The Kyero transport against a real HTTP server on 127.0.0.1: the body is read as it comes, a body
// past maxBytes is refused, and a redirect to an address the configuration does not name is refused.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const HTTP = { timeoutMs: 5_000, retries: 2, retryDelayMs: 10 };

function listen(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

const routes = new Map<string, Handler>();
let feed: { server: Server; url: string };
let other: { server: Server; url: string };

beforeAll(async () => {
  feed = await listen((req, res) => {
    const route = routes.get(req.url ?? '');
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  other = await listen((_req, res) => res.end(kyeroFeedOf(kyeroPropertyXml(1))));
});
afterAll(async () => {
  await Promise.all([feed, other].map(({ server }) => new Promise((done) => server.close(done))));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(VitrineError);
      return error as VitrineError;
    },
  );

describe('the Kyero feed over HTTP', () => {
  it('reads the fixture feed through the source', async () => {
    const xml = await readFile(resolve(import.meta.dirname, '../fixtures/kyero/feed.xml'));
    routes.set('/feed.xml', (_req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end(xml));
    const read = await kyeroSource({ name: 'partner', location: `${feed.url}/feed.xml`, http: HTTP }).read({
      languages: ['fr', 'en'],
    });
    expect([...(read.languages.get('en')?.properties ?? [])].filter((m) => m.ok)).toHaveLength(6);
    expect(read.requests).toBe(1);
  });

  it('hands on each property before the answer has ended', async () => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((done) => {
      finish = done;
    });
    routes.set('/slow.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write(`${KYERO_HEADER}${kyeroPropertyXml(1)}`);
      // The rest comes only once the reader has the first property in hand.
      void finished.then(() => res.end(`${kyeroPropertyXml(2)}${KYERO_FOOTER}`));
    });
    const opened = await openKyeroFeed(`${feed.url}/slow.xml`, 1 << 20, HTTP);
    const records = parseKyero(opened.chunks, opened);
    const first = await records.next();
    expect(first.value?.position).toBe(1);
    finish();
    const rest = [];
    for await (const record of records) rest.push(record.position);
    expect(rest).toEqual([2]);
  });

  it('refuses a body announced larger than maxBytes', async () => {
    routes.set('/big.xml', (_req, res) => res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)));
    const error = await failure(openKyeroFeed(`${feed.url}/big.xml`, 1000, HTTP));
    expect(error.code).toBe('FEED_REFUSED');
    expect(error.message).toContain('announces 5000 bytes, more than the 1000 bytes allowed');
  });

  it('stops reading a chunked body where it passes maxBytes', async () => {
    routes.set('/endless.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write(KYERO_HEADER);
      const more = () => {
        if (!res.destroyed) res.write(kyeroPropertyXml(3), () => setImmediate(more));
      };
      more(); // never ends: only the reader's bound stops it
    });
    const source = kyeroSource({ name: 'partner', location: `${feed.url}/endless.xml`, http: HTTP, maxBytes: 200_000 });
    const error = await failure(source.read({ languages: ['fr'] }));
    expect(error.code).toBe('FEED_REFUSED');
    expect(error.message).toContain('goes on past, more than the 200000 bytes allowed');
  });

  it('refuses a redirect to an address the configuration does not name', async () => {
    routes.set('/moved.xml', (_req, res) => res.writeHead(302, { location: `${other.url}/feed.xml` }).end());
    const error = await failure(openKyeroFeed(`${feed.url}/moved.xml`, 1 << 20, HTTP));
    expect(error.code).toBe('FEED_REFUSED');
    expect(error.message).toContain('resolves to a loopback address');
  });

  it('follows the redirect when the allowed hosts name that host and port', async () => {
    const port = new URL(other.url).port;
    const opened = await openKyeroFeed(`${feed.url}/moved.xml`, 1 << 20, {
      ...HTTP,
      allowedHosts: [{ host: '127.0.0.1', port }],
    });
    const positions = [];
    for await (const record of parseKyero(opened.chunks, opened)) positions.push(record.position);
    expect(positions).toEqual([1]);
  });

  it('retries a 5xx, and reports a 404 with the feed’s URL', async () => {
    let calls = 0;
    routes.set('/flaky.xml', (_req, res) => {
      calls += 1;
      if (calls < 3) res.writeHead(503).end();
      else res.end(kyeroFeedOf(kyeroPropertyXml(1)));
    });
    const read = await kyeroSource({ name: 'partner', location: `${feed.url}/flaky.xml`, http: HTTP }).read({
      languages: ['fr'],
    });
    expect(read.languages.get('fr')?.properties).toHaveLength(1);
    expect(calls).toBe(3);
    const error = await failure(openKyeroFeed(`${feed.url}/missing.xml`, 1 << 20, HTTP));
    expect(error.code).toBe('FEED_REQUEST_FAILED');
    expect(error.message).toBe(`The Kyero feed ${feed.url}/missing.xml answered HTTP 404`);
  });

  it('a file path that does not exist is a clear error', async () => {
    const error = await failure(openKyeroFeed('/nonexistent/feed.xml', 1000));
    expect(error.message).toMatch(/^The Kyero file \/nonexistent\/feed\.xml cannot be read: ENOENT/);
  });
});
