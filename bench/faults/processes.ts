import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../../tests/support/cli.js';
import type { Children } from './row.js';
import { CAPTCHA_KEY, CAPTCHA_WORK, WAIT_LIMIT_MS } from './settings.js';

// The real commands in child processes (`node --import tsx cli/index.ts …`, as cron and systemd
// run them), so that SIGKILL hits the process that does the work, not a wrapper.

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface Started {
  child: ChildProcess;
  /** Settles when the process has exited, with what it printed. */
  finished: Promise<Finished>;
}

/**
 * Starts `vitrine <args>`. `wrap` runs it under `bash -c` with a prefix (the full-disk fallback
 * sets a file size limit there); the shell `exec`s node, so the pid is still the command's own.
 */
export function startVitrine(children: Children, args: string[], env: NodeJS.ProcessEnv = {}, wrap?: string): Started {
  const node = [process.execPath, '--import', 'tsx', 'cli/index.ts', ...args];
  const [command, argv] = wrap ? ['bash', ['-c', `${wrap}; exec "$@"`, 'vitrine', ...node]] : [process.execPath, node.slice(1)];
  const child = children.add(
    spawn(command as string, argv as string[], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const finished = new Promise<Finished>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, finished };
}

/** Runs `vitrine <args>` to its end; killed (and failed) past the wait limit. */
export async function runVitrine(children: Children, args: string[], env: NodeJS.ProcessEnv = {}, wrap?: string) {
  const { child, finished } = startVitrine(children, args, env, wrap);
  const timer = setTimeout(() => child.kill('SIGKILL'), WAIT_LIMIT_MS);
  try {
    const run = await finished;
    if (run.signal === 'SIGKILL') throw new Error(`vitrine ${args[0]} did not end within ${WAIT_LIMIT_MS} ms: ${run.stderr}`);
    return run;
  } finally {
    clearTimeout(timer);
  }
}

/** The environment of a `vitrine serve` the rows drive: a database of the row's own, a light captcha. */
export function serveEnv(db: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    VITRINE_DB: db,
    VITRINE_CAPTCHA_KEY: CAPTCHA_KEY,
    VITRINE_CAPTCHA_WORK: CAPTCHA_WORK,
    VITRINE_FORM_RATE: '1000000',
    VITRINE_SMTP_URL: '',
    ...extra,
  };
}

/** A site of one page: the rows test the API, not the pages. */
export async function tinySite(work: string): Promise<string> {
  await writeFile(join(work, 'index.html'), '<!doctype html><title>site</title>');
  return work;
}

export interface Serving extends Started {
  base: string;
}

/** Starts `vitrine serve` on a free port of 127.0.0.1 and resolves once it listens. */
export function startServe(children: Children, site: string, env: Record<string, string>): Promise<Serving> {
  const started = startVitrine(children, ['serve', '--port', '0', '--host', '127.0.0.1', '--site', site], env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      started.child.kill('SIGKILL');
      reject(new Error(`vitrine serve did not listen within ${WAIT_LIMIT_MS} ms`));
    }, WAIT_LIMIT_MS);
    let out = '';
    started.child.stdout?.on('data', (d) => {
      out += d;
      const base = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (base) {
        clearTimeout(timer);
        resolve({ ...started, base });
      }
    });
    void started.finished.then((run) => {
      clearTimeout(timer);
      reject(new Error(`vitrine serve exited (${run.code ?? run.signal}) before listening: ${run.stderr.trim()}`));
    });
  });
}

/** Kills a process with SIGKILL and resolves once it is gone. */
export async function killHard(started: Started): Promise<void> {
  started.child.kill('SIGKILL');
  await started.finished.catch(() => undefined);
}

/**
 * Resolves once `check` holds, looking every `everyMs`; rejects past `limitMs` naming `what`.
 * For states only a look can tell (a file on disk, a row in a database).
 */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, everyMs = 20, limitMs = WAIT_LIMIT_MS) {
  const deadline = performance.now() + limitMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`gave up waiting for ${what} after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
