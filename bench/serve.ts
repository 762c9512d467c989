import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { solvedCaptcha } from '../tests/support/captcha.js';
import { ROOT } from '../tests/support/cli.js';
import { validBody } from '../tests/support/form-bodies.js';

// bench/serve: `vitrine serve` in its own process, driven from this one over loopback with
// autocannon: accepted form submissions (each with its own solved captcha and key, stored in SQLite
// before the answer), then a property page and a list page of the built site. Needs a built site.

const SUBMISSIONS = 10_000;

async function startServe(dir: string, sync: 'NORMAL' | 'FULL'): Promise<{ child: ChildProcess; base: string }> {
  const env = {
    ...process.env,
    VITRINE_DB: join(dir, `vitrine-${sync}.db`),
    VITRINE_DB_SYNC: sync,
    VITRINE_CAPTCHA_KEY: 'b'.repeat(40),
    // The browser's proof of work is not what is measured: a light one, solved before the run.
    VITRINE_CAPTCHA_WORK: '10',
    VITRINE_FORM_RATE: '10000000',
    VITRINE_SMTP_URL: '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'serve', '--port', '0'], { cwd: ROOT, env });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const address = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (address) resolve(address);
    });
    child.on('exit', (code) => reject(new Error(`vitrine serve exited with ${code}: ${out}`)));
  });
  return { child, base };
}

interface Run {
  result: autocannon.Result;
  /** From the first request to the last answer: autocannon's own start and finish fall on its 1 s ticks. */
  seconds: number;
}

function load(options: autocannon.Options): Promise<Run> {
  return new Promise((resolve, reject) => {
    const first = performance.now();
    let last = first;
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, seconds: (last - first) / 1000 }),
    );
    instance.on('response', () => {
      last = performance.now();
    });
  });
}

/** Requests per second counts the 2xx answers only (an error is no accepted submission). */
function row(name: string, { result: r, seconds }: Run) {
  const rate = Math.round(r['2xx'] / seconds).toLocaleString('en');
  return `| ${name} | ${rate} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx + r.errors} |`;
}

async function submissions(base: string) {
  const bodies: string[] = [];
  for (let i = 0; i < SUBMISSIONS; i++) {
    bodies.push(JSON.stringify({ ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) }));
  }
  let next = 0;
  return load({
    url: `${base}/api/forms/site-contact`,
    connections: 32,
    amount: SUBMISSIONS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
}

export async function benchServe(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-serve-'));
  const properties = JSON.parse(await readFile(join(ROOT, 'data', 'generated', 'fr', 'properties.json'), 'utf8')) as {
    url: string;
  }[];
  const rows = ['| load | requests/s | p50 | p99 | not 2xx |', '|---|---:|---:|---:|---:|'];
  for (const sync of ['FULL', 'NORMAL'] as const) {
    const { child, base } = await startServe(dir, sync);
    try {
      const forms = await submissions(base);
      rows.push(row(`form submissions accepted (site-contact, synchronous=${sync}${sync === 'FULL' ? ', shipped' : ''})`, forms));
      if (sync === 'FULL') {
        // Little's law: at 32 connections and 3,000 requests/s a request waits 10.7 ms on average
        // whatever the server does; 8 connections show the latency of a server that keeps up.
        for (const connections of [8, 32])
          for (const [name, path] of [
            ['property page', properties[0]?.url ?? '/fr/'],
            ['list page', '/fr/a-vendre/'],
          ] as const) {
            const pages = await load({
              url: `${base}${path}`,
              connections,
              duration: 5,
              headers: { 'accept-encoding': 'gzip' },
            });
            const shown = path.length > 40 ? `${path.slice(0, 40)}…` : path;
            rows.push(row(`${name} (${shown}, gzip, ${connections} connections)`, pages));
          }
      }
    } finally {
      child.kill();
    }
  }
  await rm(dir, { recursive: true, force: true });
  return rows.join('\n');
}
