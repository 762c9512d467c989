import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BuildContext } from './context.js';
import type { FragmentPaths } from './fragment-paths.js';
import type { TextFiles } from './precompress.js';
import { renderProcessOf } from './render-bundle.js';
import { type SiteTask, siteProcessArgs } from './site-task.js';

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

/**
 * Runs a task in a site process and waits for its end; a failure throws. The bundles are made from
 * the sources, through tsx with the site's compiler options (site/build/site-process.ts); a share of
 * the pages is rendered from the render process's bundle, made with them (site/build/render-process.ts).
 */
export async function runSiteTask(context: BuildContext, task: SiteTask, listeners: SiteTaskListeners = {}): Promise<void> {
  const fromSources = task.kind === 'bundles';
  const entry = fromSources ? join(context.root, 'site', 'build', 'site-process.ts') : renderProcessOf(context.out);
  const child = fork(entry, siteProcessArgs(context, task), {
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
  if (listeners.onMessage) child.on('message', listeners.onMessage);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const what = task.kind === 'prerender' ? `render of pages ${task.share.index + 1}/${task.share.count}` : task.kind;
  if (code !== 0) throw new Error(`the build's ${what} failed (exit ${code}); see its messages above`);
}
