import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedAgent } from '../../pipeline/feed/address-guard.js';
import { httpGet } from '../../pipeline/feed/http-get.js';
import { openKyeroFeed } from '../../sources/kyero/index.js';
import { createHttpTransport } from '../../sources/omnicasa/index.js';
import { type H2Server, startH2Server } from '../support/h2-server.js';

// undici 8 offers HTTP/2 to every TLS server; our connections stay on HTTP/1.1, where their timeouts
// and connection bounds were measured: the Omnicasa transport (the sync, form deliveries, the owner
// portal) and the address-guarded agent (the Kyero feed, the photos).

let server: H2Server;
beforeAll(async () => {
  server = await startH2Server();
});
afterAll(() => server?.close());

const versionIn = (body: Buffer | string) => (JSON.parse(body.toString()) as { httpVersion: string }).httpVersion;
const GET = { timeoutMs: 10_000, retries: 0, retryDelayMs: 1 };

describe('HTTP/1.1 to a server that speaks HTTP/2', () => {
  it('is what undici 8 would speak otherwise: the server answers HTTP/2 to a default agent', async () => {
    const agent = new Agent();
    try {
      const response = await httpGet(`${server.base}/`, { ...GET, dispatcher: agent });
      expect(versionIn(response.body)).toBe('2.0');
    } finally {
      await agent.close();
    }
  });

  it('the Omnicasa transport', async () => {
    const transport = createHttpTransport({
      baseUrl: `${server.base}/OmnicasaService.svc/`,
      credentials: { CustomerName: 'agency', CustomerPassword: 'secret' },
      retries: 0,
    });
    const answer = await transport.call({ method: 'GetWebIDList' }, {}, new AbortController().signal);
    expect(answer).toEqual({ httpVersion: '1.1' });
  });

  it('the guarded agent of the photos', async () => {
    const agent = createGuardedAgent({ allowed: [{ host: '127.0.0.1' }] });
    try {
      const response = await httpGet(`${server.base}/photo.jpg`, { ...GET, dispatcher: agent });
      expect(versionIn(response.body)).toBe('1.1');
    } finally {
      await agent.close();
    }
  });

  it('the Kyero feed', async () => {
    const feed = await openKyeroFeed(`${server.base}/kyero.xml`, 1_000_000, { timeoutMs: 10_000, retries: 0 });
    const chunks: Uint8Array[] = [];
    for await (const chunk of feed.chunks) chunks.push(chunk);
    expect(versionIn(Buffer.concat(chunks))).toBe('1.1');
  });
});
