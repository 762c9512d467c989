import { spawn } from 'node:child_process';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from './cli.js';

// deploy/ as an operator installs it, on this machine: the units, the wrapper and the environment
// file read from the repository and adapted to a folder of the test's own (the checkout's
// /opt/vitrine and the configuration's /etc/vitrine are the test's), so that a test runs what the
// files say rather than a copy of it.

export const DEPLOY = join(ROOT, 'deploy');
/** Where docs/operations.md puts the checkout and the environment file. */
export const INSTALL_ROOT = '/opt/vitrine';
export const ENV_FILE = '/etc/vitrine/vitrine.env';
export const BACKUPS = '/var/backups/vitrine';

export const readDeployFile = (name: string) => readFile(join(DEPLOY, name), 'utf8');

/** The file's text with the checkout, the environment file and the backups where the test has them. */
export function adapted(text: string, place: { install: string; envFile?: string; backups?: string }): string {
  let moved = text.replaceAll(INSTALL_ROOT, place.install);
  if (place.envFile) moved = moved.replaceAll(ENV_FILE, place.envFile);
  return place.backups ? moved.replaceAll(BACKUPS, place.backups) : moved;
}

/** A unit's setting (its last assignment, as systemd reads a list-less one). */
export function unitSetting(unit: string, key: string): string | undefined {
  const lines = [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))];
  return lines.at(-1)?.[1]?.trim();
}

/** A unit's ExecStart as the program and its arguments (ours hold no quotes, which the test checks). */
export function execStartOf(unit: string): string[] {
  const line = unitSetting(unit, 'ExecStart');
  if (!line) throw new Error('the unit has no ExecStart');
  if (/["'\\$%]/.test(line)) throw new Error(`ExecStart holds quotes, escapes or specifiers that this split ignores: ${line}`);
  return line.split(/\s+/);
}

/** The value after `flag` in a command line. */
export function flagValue(command: readonly string[], flag: string): string {
  const at = command.indexOf(flag);
  const value = at < 0 ? undefined : command[at + 1];
  if (value === undefined) throw new Error(`${flag} is not in ${command.join(' ')}`);
  return value;
}

/** An environment file's assignments (KEY=value lines), and the settings it names commented out (#KEY=value). */
export function envFileSettings(text: string): { set: Record<string, string>; commented: Record<string, string> } {
  const set: Record<string, string> = {};
  const commented: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const assignment = /^(#?)([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!assignment) continue;
    const [, hash, key = '', value = ''] = assignment;
    (hash ? commented : set)[key] = value.trim();
  }
  return { set, commented };
}

/**
 * A checkout of the test's own as the units see /opt/vitrine: the repository's bin/ and
 * node_modules/ (links: Node.js runs bin/vitrine.js from where the link points), its data/site
 * and data/sample, and data/ otherwise its own.
 */
export async function makeInstall(install: string): Promise<void> {
  await mkdir(join(install, 'data'), { recursive: true });
  for (const name of ['node_modules', 'bin']) await symlink(join(ROOT, name), join(install, name));
  // The site configuration names photos of the bundled sample beside it.
  for (const name of ['site', 'sample']) await symlink(join(ROOT, 'data', name), join(install, 'data', name));
}

/** The environment of a unit's process: the file's settings, and nothing of the test's own VITRINE_* settings. */
export function unitEnvironment(settings: Record<string, string>, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITRINE_')));
  return { ...inherited, ...settings, ...extra };
}

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A one-shot command line (a timer unit's ExecStart, deploy/vitrine) run to its end. */
export function runCommand(command: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const [program, ...args] = command;
  if (!program) throw new Error('no command');
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServeProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  /** SIGTERM, as systemd's KillSignal: resolves with how it ended once it has. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `vitrine serve` started by a command line (a unit's ExecStart): where it listens once it says so. */
export function startServe(command: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<ServeProcess> {
  const [program, ...args] = command;
  if (!program) throw new Error('no command');
  const child = spawn(program, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const base = / at (http:\/\/127\.0\.0\.1:\d+)\//.exec(stdout)?.[1];
      if (base)
        resolve({
          base,
          stop: () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`vitrine serve exited (${code ?? signal}) before it listened:\n${stdout}\n${stderr}`)),
    );
  });
}
