import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BuildContext } from './context.js';
import type { TextFiles } from './precompress.js';
import { type SiteTask, siteProcessArgs } from './site-task.js';

/** What a site process tells the build (site/build/site-process.ts). */
export interface SiteProcessMessage {
  /** The pages of its share, before it renders them. */
  pages?: number;
  /** Pages rendered since its last message. */
  rendered?: number;
  /** Every page's digest, once all are rendered. */
  pageDigests?: Record<string, string>;
  /** The records of the pages it wrote, with their compressed copy (site/build/precompress.ts). */
  pageFiles?: TextFiles;
  /** The records of the other files it linked from the last build, with their compressed copy. */
  keptFiles?: TextFiles;
  peakRssMb?: number;
}

export interface SiteTaskListeners {
  onMessage?: (message: SiteProcessMessage) => void;
}

/** Runs a task in a site process (site/build/site-process.ts) and waits for its end; a failure throws. */
export async function runSiteTask(context: BuildContext, task: SiteTask, listeners: SiteTaskListeners = {}): Promise<void> {
  const child = fork(join(context.root, 'site', 'build', 'site-process.ts'), siteProcessArgs(context, task), {
    cwd: context.root,
    // The build's own heap limit, if it was given one, and TypeScript through tsx, with the site's
    // compiler options (its JSX: the page lists render the list's card fragments).
    execArgv: [
      ...process.execArgv.filter((a) => a.startsWith('--max-old-space-size')),
      '--max-semi-space-size=32',
      '--import',
      'tsx',
    ],
    // React's production build: the development one, which React takes without NODE_ENV, renders
    // several times slower (it checks every element's props and keeps component stacks).
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: join(context.root, 'site', 'tsconfig.json') },
    // What it prints is for whoever runs the build, on stderr: stdout may be a report (sync --json).
    stdio: ['ignore', 2, 'inherit', 'ipc'],
  });
  if (listeners.onMessage) child.on('message', listeners.onMessage);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const what = task.kind === 'prerender' ? `render of pages ${task.share.index + 1}/${task.share.count}` : task.kind;
  if (code !== 0) throw new Error(`the build's ${what} failed (exit ${code}); see its messages above`);
}
