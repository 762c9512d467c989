import { fork } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { BuildContext } from './context.js';
import { type SiteTask, siteProcessArgs } from './site-task.js';

export interface SiteTaskListeners {
  /** Each line the process writes on stdout (else its stdout is the build's). */
  onLine?: (line: string) => void;
  onMessage?: (message: { pages?: number; pageDigests?: Record<string, string>; peakRssMb?: number }) => void;
}

/** Runs a task in a site process (site/build/site-process.ts) and waits for its end; a failure throws. */
export async function runSiteTask(context: BuildContext, task: SiteTask, listeners: SiteTaskListeners = {}): Promise<void> {
  const child = fork(join(context.root, 'site', 'build', 'site-process.ts'), siteProcessArgs(context, task), {
    cwd: context.root,
    // The build's own heap limit, if it was given one, and TypeScript through tsx.
    execArgv: [...process.execArgv.filter((a) => a.startsWith('--max-old-space-size')), '--import', 'tsx'],
    // Warnings and errors on the build's stderr.
    stdio: ['ignore', listeners.onLine ? 'pipe' : 'inherit', 'inherit', 'ipc'],
  });
  const { onLine, onMessage } = listeners;
  if (onLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  if (onMessage) child.on('message', onMessage);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const what = task.kind === 'prerender' ? `prerender of pages ${task.share.index + 1}/${task.share.count}` : task.kind;
  if (code !== 0) throw new Error(`the build's ${what} failed (exit ${code}); see its messages above`);
}
