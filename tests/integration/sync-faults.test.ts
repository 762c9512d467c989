import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli, SAMPLE } from '../support/cli.js';
import { type Fault, type PlayedRequest, startOmnicasaServer, TEST_CREDENTIALS } from '../support/omnicasa-server.js';
import { copySnapshot } from '../support/snapshot.js';
import { treeState } from '../support/tree.js';

// Each fault of the back office ends in success or in a failure that names the method, the page and
// the cause, exits non-zero and leaves the last good output byte for byte as it was.

const env = {
  VITRINE_OMNICASA_USER: TEST_CREDENTIALS.user,
  VITRINE_OMNICASA_PASSWORD: TEST_CREDENTIALS.password,
  VITRINE_RETRY_DELAY_MS: '10',
};

let work: string;
let out: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-faults-'));
  out = join(work, 'generated');
  // The last good output comes from yesterday's feed: every price was different, so a sync of
  // today's feed that wrongly got through would change the files.
  const yesterday = await copySnapshot(SAMPLE, join(work, 'yesterday'), (method, _language, items) =>
    method === 'GetPropertyList'
      ? items.map((p) => ({ ...p, Price: typeof p.Price === 'number' ? p.Price + 1000 : p.Price }))
      : items,
  );
  const first = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', yesterday, '--out', out, '--json']);
  expect(first.code, first.stderr + first.stdout).toBe(0);
});

const page2 = (r: PlayedRequest, language: number) =>
  r.method === 'GetPropertyList' && r.params.Limit1 === 31 && r.params.DescriptionLanguageId === language;

interface Case {
  name: string;
  fault: (r: PlayedRequest, seen: number) => Fault | undefined;
  expect: 'success' | RegExp[];
}

const cases: Case[] = [
  {
    name: 'a timeout',
    fault: (r) => (page2(r, 1) ? { kind: 'hang' } : undefined),
    expect: [/GetPropertyList \(nl, page 2, rows 31–60\)/, /no complete answer within 400 ms/, /after 2 tries/],
  },
  {
    name: 'malformed JSON',
    fault: (r) => (page2(r, 2) ? { kind: 'malformed' } : undefined),
    expect: [/GetPropertyList \(fr, page 2, rows 31–60\)/, /not valid JSON/],
  },
  {
    name: 'a truncated body',
    fault: (r) => (page2(r, 3) ? { kind: 'truncated' } : undefined),
    expect: [/GetPropertyList \(en, page 2, rows 31–60\)/, /after 2 tries/],
  },
  {
    name: 'Success:false',
    fault: (r) => (page2(r, 4) ? { kind: 'refused', message: 'Licence expired for this customer' } : undefined),
    expect: [/GetPropertyList \(de, page 2, rows 31–60\)/, /Omnicasa refused the call/, /Licence expired for this customer/],
  },
  {
    name: 'a 404',
    fault: (r) => (r.method === 'GetWebIDList' ? { kind: 'status', status: 404 } : undefined),
    expect: [/GetWebIDList \((fr|nl|en|de), page 1, rows 1–30\)/, /HTTP 404/],
  },
  {
    name: 'the server going away mid-run',
    fault: (r) => (r.n === 12 ? { kind: 'go-away' } : undefined),
    expect: [/Get\w+ \((fr|nl|en|de), page \d, rows \d+–\d+\)/, /(ECONNREFUSED|other side closed|ECONNRESET|SocketError)/],
  },
  // Last: it publishes today's feed, after which a wrongly successful run would change nothing.
  {
    name: 'a 500 then a success is retried and succeeds',
    fault: (r, seen) => (page2(r, 2) && seen === 1 ? { kind: 'status', status: 500 } : undefined),
    expect: 'success',
  },
];

describe('sync against a faulty back office', () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => Promise.all(servers.map((s) => s.close())));

  it.each(cases)('$name', async (c) => {
    const seen = new Map<string, number>();
    const server = await startOmnicasaServer(SAMPLE, (r) => {
      const key = JSON.stringify([r.method, r.params.Limit1, r.params.DescriptionLanguageId]);
      seen.set(key, (seen.get(key) ?? 0) + 1);
      return c.fault(r, seen.get(key) ?? 0);
    });
    servers.push(server);
    const before = await treeState(out);
    const run: CliRun = await runCli(
      [
        'sync',
        '--source',
        'omnicasa',
        '--url',
        server.url,
        '--out',
        out,
        '--page-size',
        '30',
        '--timeout',
        '400',
        '--retries',
        '1',
        '--no-images',
      ],
      env,
    );
    if (c.expect === 'success') {
      expect(run.code, run.stderr).toBe(0);
      expect(server.requests.filter((r) => page2(r, 2))).toHaveLength(2);
      expect(run.stdout).toMatch(/Published \d+ properties/);
    } else {
      expect(run.code, run.stdout + run.stderr).toBe(1);
      for (const pattern of c.expect) expect(run.stderr).toMatch(pattern);
      expect(run.stderr).not.toContain(TEST_CREDENTIALS.password);
      expect(await treeState(out)).toEqual(before);
    }
  });
});
