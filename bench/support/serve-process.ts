import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../tests/support/cli.js';
import { freeLoopbackPort } from '../../tests/support/free-port.js';

// The real `vitrine serve` in a child process (`node --import tsx cli/index.ts serve`, as systemd runs
// it), for bench/serve and for the tests that kill it: a SIGKILL hits the process that does the work,
// not a wrapper.

/** What the server printed, kept to explain a run that failed: the end of it. */
const KEPT_OUTPUT = 8000;

export interface ServeProcess {
  child: ChildProcess;
  /** Where it listens: http://127.0.0.1:<port>. */
  base: string;
  /** Until it exits. */
  readonly running: boolean;
  /** SIGKILL, as a crash or the OOM killer would end it; resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as an operator stops it (its store connections closed); resolves once it is gone. */
  stop(): Promise<void>;
  /** The end of what it printed so far. */
  output(): string;
}

export interface ServeOptions {
  /** Added to this process's environment: VITRINE_DB and the other settings. */
  env: NodeJS.ProcessEnv;
  /** The built site it serves (`--site`); the default's otherwise. */
  site?: string;
  /** The sync's output it reads (`--data`): the properties whose page views count. The default's otherwise. */
  data?: string;
}

/** A folder holding a site of one page, for runs about the API, not the pages. */
export async function tinySite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-serve-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>');
  return dir;
}

/**
 * Starts `vitrine serve` on a free port of 127.0.0.1; resolves once it listens: told by its first log
 * line, or, when its log is off (VITRINE_LOG_LEVEL=silent, a bench's comparison), by its /healthz.
 */
export async function startServe(options: ServeOptions): Promise<ServeProcess> {
  const silent = options.env.VITRINE_LOG_LEVEL === 'silent';
  const port = silent ? await freeLoopbackPort() : 0;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'cli/index.ts',
      'serve',
      '--port',
      String(port),
      ...(options.site ? ['--site', options.site] : []),
      ...(options.data ? ['--data', options.data] : []),
    ],
    { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Both pipes read, so that a server logging many faults never blocks on a full one.
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk).slice(-KEPT_OUTPUT);
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = (signal: NodeJS.Signals) => async () => {
    if (running()) child.kill(signal);
    await exited;
  };
  const started = (base: string): ServeProcess => ({
    child,
    base,
    get running() {
      return running();
    },
    kill: end('SIGKILL'),
    stop: end('SIGTERM'),
    output: () => out,
  });
  return new Promise((resolve, reject) => {
    let listening = false;
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      // Looked for until found: the request log that follows is only kept.
      const base = listening || silent ? undefined : /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (base) {
        listening = true;
        resolve(started(base));
      }
    });
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`vitrine serve exited (${code ?? signal}): ${out}`)));
    if (silent) {
      const base = `http://127.0.0.1:${port}`;
      void answering(`${base}/healthz`, running).then((up) => up && resolve(started(base)), reject);
    }
  });
}

/** Asks `url` every 50 ms until it answers 200, or `running` says the server is gone (false). */
async function answering(url: string, running: () => boolean): Promise<boolean> {
  while (running()) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
