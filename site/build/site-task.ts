import type { BuildContext } from './context.js';
import type { BuildPlaces } from './places.js';

// What the build asks of a process that loads the site's modules (site/build/site-process.ts): they
// read their places when imported, so they run in a process of their own, told by its arguments.

export type SiteTask =
  | { kind: 'prerender'; share: { index: number; count: number }; previousPages?: string }
  /** The files made from the data by the site's own modules: search indexes, fonts, SEO files, redirects, gone list. */
  | { kind: 'site-files' };

export interface SiteProcessOrder {
  places: BuildPlaces;
  out: string;
  root: string;
  task: SiteTask;
}

export const siteProcessArgs = (context: BuildContext, task: SiteTask): string[] => [
  JSON.stringify({
    places: {
      data: context.data,
      configDir: context.configDir,
      scripts: `${context.out}/scripts`,
      client: `${context.out}/client`,
      ...(task.kind === 'prerender' ? { share: task.share, previousPages: task.previousPages } : {}),
    },
    out: context.out,
    root: context.root,
    task,
  } satisfies SiteProcessOrder),
];
