import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './cli.js';

// The real `vitrine serve` in a child process (`node --import tsx cli/index.ts serve`, as systemd runs
// it), so that a SIGKILL hits the process that does the work, not a wrapper.

export interface ServeProcess {
  child: ChildProcess;
  /** Where it listens: http://127.0.0.1:<port>. */
  base: string;
  /** Until it exits; SIGKILL, as a crash or the OOM killer would end it. */
  readonly running: boolean;
  /** Kills it with SIGKILL and resolves once it is gone. */
  kill(): Promise<void>;
  /** What it printed so far (for a failure's message). */
  output(): string;
}

/** A folder holding a site of one page: these tests are about the API, not the pages. */
export async function tinySite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-serve-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>');
  return dir;
}

/** Starts `vitrine serve` on a free port of 127.0.0.1 with `env` added to ours; resolves once it listens. */
export function startServe(site: string, env: NodeJS.ProcessEnv): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'serve', '--port', '0', '--site', site], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const serving = (base: string): ServeProcess => ({
    child,
    base,
    get running() {
      return running();
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    output: () => out,
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const base = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (base) resolve(serving(base));
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`vitrine serve exited (${code ?? signal}): ${out}`)));
  });
}
