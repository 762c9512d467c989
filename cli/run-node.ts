import { spawn } from 'node:child_process';
import { PACKAGE_ROOT } from './paths.js';

/** How a child process ended: its exit code (or the error that kept it from starting) and its last line of output. */
export interface NodeRun {
  code: number | null;
  error?: Error;
  lastLine: string;
}

/**
 * Runs Node (this process's) on `args` from the package's folder, as /admin/'s builds and previews
 * need: their work and memory stay out of the server's event loop. Keeps the end of what it prints
 * (its last line says why it failed); `stdout`, when given, takes the standard output instead.
 */
export function runNode(args: readonly string[], options: { env?: NodeJS.ProcessEnv; stdout?: (chunk: Buffer) => void } = {}) {
  return new Promise<NodeRun>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: options.env });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = `${tail}${chunk}`.slice(-4000);
    };
    child.stdout.on('data', options.stdout ?? keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => resolve({ code: null, error, lastLine: error.message }));
    child.once('close', (code) => resolve({ code, lastLine: tail.trim().split('\n').at(-1) ?? '' }));
  });
}
