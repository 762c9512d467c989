import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase } from '../tests/support/test-store.js';
import { benchServeEnv } from './support/bench-serve-env.js';
import { formBodies, postsOf, SUBMISSION_CONNECTIONS, SUBMISSION_PATH, SUBMISSIONS } from './support/form-submissions.js';
import { type CombinedRun, evenShares, loadTogether, percentile } from './support/load.js';
import { type ServeProcess, startServe } from './support/serve-process.js';

// bench/serve's stores: the same 10,000 accepted `site-contact` submissions over 32 connections
// against one `vitrine serve` on SQLite (synchronous=FULL, as shipped), one on PostgreSQL, and three
// sharing one PostgreSQL database with the load spread evenly over them. Each run has a fresh store:
// a SQLite file in a temp folder, or a database created on the tests' PostgreSQL server
// (VITRINE_TEST_POSTGRES, tests/support/test-store.ts) and dropped afterwards. The instances share
// the captcha key through VITRINE_CAPTCHA_KEY, as operators running several are told to.

const HEADER = ['| store | submissions/s | p99 | not 2xx |', '|---|---:|---:|---:|'];

export async function benchServeStores(): Promise<string> {
  const rows = [...HEADER, await sqliteRow()];
  for (const instances of [1, 3]) rows.push(await postgresRow(instances));
  return rows.join('\n');
}

async function sqliteRow(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-stores-'));
  try {
    const server = await startServe({ env: benchServeEnv(join(dir, 'vitrine.db')) });
    try {
      return storeRow('SQLite (synchronous=FULL), one instance', await submitTo([server]));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgresRow(instances: number): Promise<string> {
  const shape = instances === 1 ? 'one instance' : `${instances} instances`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  try {
    database = await createTestDatabase();
  } catch (error) {
    // The other figures still print: a machine without the server says so in the table.
    console.error(`bench/serve: ${(error as Error).message}`);
    return `| PostgreSQL, ${shape} | not measured: no PostgreSQL server | | |`;
  }
  try {
    const servers = await startInstances(database.url, instances);
    let run: CombinedRun;
    try {
      run = await submitTo(servers);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
    const { stored, version } = await storedSubmissions(database.url);
    return storeRow(`PostgreSQL ${version}, ${shape}`, run, stored);
  } finally {
    await database.drop();
  }
}

/** The first alone (it creates the tables), then the others at once; none left running if one fails. */
async function startInstances(url: string, count: number): Promise<ServeProcess[]> {
  const first = await startServe({ env: benchServeEnv(url) });
  const others = await Promise.allSettled(Array.from({ length: count - 1 }, () => startServe({ env: benchServeEnv(url) })));
  const started = [first, ...others.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))];
  const failed = others.find((o) => o.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((server) => server.stop()));
    throw failed.reason;
  }
  return started;
}

/**
 * The submissions, spread evenly: each server gets its share of the requests (10,000 split 3,334 /
 * 3,333 / 3,333) over its share of the 32 connections (11 / 11 / 10), from one autocannon instance
 * each, all at once. The captchas are all issued by the first server: the others verify them with
 * the key they share.
 */
async function submitTo(servers: ServeProcess[]): Promise<CombinedRun> {
  const [first] = servers;
  if (!first) throw new Error('no server to submit to');
  const bodies = await formBodies(first.base, SUBMISSIONS);
  const cursor = { next: 0 };
  const connections = evenShares(SUBMISSION_CONNECTIONS, servers.length);
  const amounts = evenShares(SUBMISSIONS, servers.length);
  const run = await loadTogether(
    servers.map((server, i) => ({
      url: `${server.base}${SUBMISSION_PATH}`,
      connections: connections[i],
      amount: amounts[i],
      requests: postsOf(bodies, cursor),
    })),
  );
  // A refused submission is explained by the server's own sentence (a 503's store fault).
  if (run.failed > 0) for (const server of servers) console.error(`bench/serve: ${server.base} said:\n${server.output()}`);
  return run;
}

/** Submissions the database holds, and the server's major version. */
async function storedSubmissions(url: string): Promise<{ stored: number; version: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = await client.query<{ n: number }>('select count(*)::int as n from submissions');
    const version = await client.query<{ server_version: string }>('show server_version');
    return { stored: count.rows[0]?.n ?? 0, version: version.rows[0]?.server_version.split('.')[0] ?? '' };
  } finally {
    await client.end();
  }
}

/**
 * Submissions per second are the 2xx answers over the wall time; p99 is over every 2xx answer's
 * latency (nearest rank). With `stored`, the rows the database holds must be the 2xx answers: a
 * "thank you" for a submission that was not stored, or a stored one the visitor was told failed.
 */
function storeRow(name: string, run: CombinedRun, stored?: number): string {
  const rate = Math.round(run.accepted / run.seconds).toLocaleString('en');
  let shown = name;
  if (stored !== undefined) {
    const matches = stored === run.accepted;
    if (!matches)
      console.error(`bench/serve: ${name}: ${stored} submissions stored but ${run.accepted} answered 2xx: they must be equal`);
    shown += matches ? ` (${stored.toLocaleString('en')} stored)` : ` (MISMATCH: ${stored} stored for ${run.accepted} accepted)`;
  }
  return `| ${shown} | ${rate} | ${percentile(run.latencies, 99)} ms | ${run.failed} |`;
}
