import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from '../../tests/support/cli.js';

// `vitrine serve` in a process of its own for bench/serve, on the store it is given (a SQLite file or
// a postgres:// URL), its limits out of the load's way.

/** One key for every instance, as several instances behind a load balancer are given it (VITRINE_CAPTCHA_KEY). */
const CAPTCHA_KEY = 'b'.repeat(40);
/** What the server said on stderr, kept to explain a run that did not answer 2xx. */
const KEPT_STDERR = 4000;

export interface ServeProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  base: string;
  /** The end of what it wrote on stderr. */
  stderr: () => string;
  /** Ends it and waits for its exit (its store connections closed). */
  stop: () => Promise<void>;
}

export interface ServeOptions {
  /** VITRINE_DB: a SQLite path or a postgres:// URL. */
  store: string;
  /** SQLite's durability (PostgreSQL keeps its own). */
  sync?: 'NORMAL' | 'FULL';
}

function serveEnv({ store, sync = 'FULL' }: ServeOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    VITRINE_DB: store,
    // Every beacon of the load is counted: all come from one address.
    VITRINE_PAGE_VIEW_RATE: '100000000',
    VITRINE_DB_SYNC: sync,
    VITRINE_CAPTCHA_KEY: CAPTCHA_KEY,
    // The browser's proof of work is not what is measured: a light one, solved before the run.
    VITRINE_CAPTCHA_WORK: '10',
    VITRINE_FORM_RATE: '10000000',
    VITRINE_SMTP_URL: '',
  };
}

export async function startServe(options: ServeOptions): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'serve', '--port', '0'], {
    cwd: ROOT,
    env: serveEnv(options),
  });
  // Read, so that a server logging many faults never blocks on a full pipe.
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr = (stderr + d).slice(-KEPT_STDERR);
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const address = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (address) resolve(address);
    });
    child.on('exit', (code) => reject(new Error(`vitrine serve exited with ${code}: ${out}${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    base,
    stderr: () => stderr,
    stop: () => {
      child.kill();
      return exited;
    },
  };
}
