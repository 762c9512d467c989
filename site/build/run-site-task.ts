import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BuildContext } from './context.js';
import type { FragmentPaths } from './fragment-paths.js';
import type { TextFiles } from './precompress.js';
import { renderProcessOf } from './render-bundle.js';
import { type SiteTask, siteProcessOrder } from './site-task.js';

/** What a site process tells the build (site/build/render-process.ts, site/build/site-process.ts). */
export interface SiteProcessMessage {
  /** The pages of its share, before it renders them. */
  pages?: number;
  /** Pages rendered since its last message. */
  rendered?: number;
  /** Every page's digest, once all are rendered. */
  pageDigests?: Record<string, string>;
  /** The records of the pages it wrote (site/build/precompress.ts). */
  pageFiles?: TextFiles;
  /** The records of the site's other files it put in place with their compressed copy (written, or linked from the last build). */
  siteFileRecords?: TextFiles;
  /** The paths of the list fragments it made, by their digest. */
  fragments?: FragmentPaths;
  peakRssMb?: number;
}

export interface SiteTaskListeners {
  onMessage?: (message: SiteProcessMessage) => void;
}

/** A site process started and waiting for its order (site/build/run-as-site-process.ts). */
export interface SiteProcess {
  /** Sends it `task` in `context` and waits for its end; a failure throws. */
  run(context: BuildContext, task: SiteTask, listeners?: SiteTaskListeners): Promise<void>;
  /** Ends it if it got no order: it closes without one (a process started ahead that the build did not need). */
  stop(): void;
}

/**
 * Starts a site process of `kind`, which loads its code and waits for its order. The bundles are
 * made from the sources, through tsx with the site's compiler options (site/build/site-process.ts);
 * a share of the pages is rendered from the render process's bundle in the build folder `code`
 * (site/build/render-process.ts), made with the code's other bundles, which it loads at once.
 */
export function startSiteProcess(
  context: Pick<BuildContext, 'root' | 'compileCache'>,
  kind: SiteTask['kind'],
  code: string,
): SiteProcess {
  const fromSources = kind === 'bundles';
  const entry = fromSources ? join(context.root, 'site', 'build', 'site-process.ts') : renderProcessOf(code);
  const child = fork(entry, fromSources ? [] : [code], {
    cwd: context.root,
    // The build's own heap limit, if it was given one.
    execArgv: [
      ...process.execArgv.filter((a) => a.startsWith('--max-old-space-size')),
      '--max-semi-space-size=32',
      ...(fromSources ? ['--import', 'tsx'] : []),
    ],
    // React's production build: the development one, which React takes without NODE_ENV, renders
    // several times slower (it checks every element's props and keeps component stacks).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(fromSources ? { TSX_TSCONFIG_PATH: join(context.root, 'site', 'tsconfig.json') } : {}),
      // A render process loads React, Vike and zod before its first page: compiled once, read after.
      ...(!fromSources && context.compileCache ? { NODE_COMPILE_CACHE: context.compileCache } : {}),
    },
    // What it prints is for whoever runs the build, on stderr: stdout may be a report (sync --json).
    stdio: ['ignore', 2, 'inherit', 'ipc'],
  });
  const exit = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  // Told by `run`; an unused process's end is nobody's concern.
  exit.catch(() => {});
  let ordered = false;
  return {
    async run(runContext, task, listeners = {}) {
      ordered = true;
      if (listeners.onMessage) child.on('message', listeners.onMessage);
      // A process that ended already fails here, by its exit below, or by the send's error.
      if (child.connected) child.send(siteProcessOrder(runContext, task), (error) => error && child.emit('error', error));
      const exitCode = await exit;
      const what = task.kind === 'prerender' ? `render of pages ${task.share.index + 1}/${task.share.count}` : task.kind;
      if (exitCode !== 0) throw new Error(`the build's ${what} failed (exit ${exitCode}); see its messages above`);
    },
    stop() {
      if (!ordered && child.connected) child.disconnect();
    },
  };
}

/** Runs a task in a site process started for it (from the build folder's own bundles) and waits for its end; a failure throws. */
export const runSiteTask = (context: BuildContext, task: SiteTask, listeners: SiteTaskListeners = {}): Promise<void> =>
  startSiteProcess(context, task.kind, context.out).run(context, task, listeners);
