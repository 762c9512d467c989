import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../tests/support/cli.js';

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

/** Starts `vitrine serve` on a free port of 127.0.0.1; resolves once it listens. */
export function startServe(options: ServeOptions): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'cli/index.ts',
      'serve',
      '--port',
      '0',
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
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      const base = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (base)
        resolve({
          child,
          base,
          get running() {
            return running();
          },
          kill: end('SIGKILL'),
          stop: end('SIGTERM'),
          output: () => out,
        });
    });
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`vitrine serve exited (${code ?? signal}): ${out}`)));
  });
}
