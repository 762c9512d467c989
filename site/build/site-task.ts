import type { TextsDigests } from './config-texts.js';
import type { BuildContext } from './context.js';
import type { BuildPlaces } from './places.js';

// What the build asks of a process that loads the site's modules: a share of the pages to render
// (site/build/render-process.ts) or the code's bundles (site/build/site-process.ts). The modules read
// their places from the process (site/build/places.ts), so each task runs in a process of its own,
// told by its order: the first message it gets (site/build/run-as-site-process.ts).

export type SiteTask =
  /**
   * A share of the pages to render (site/data/prerender-shard.ts); the shares also write the files
   * the site's own modules make from the data (search indexes, fonts, SEO files, redirects, gone
   * list, favourites' data, the lists' indexes and fragments: site/build/site-files.ts).
   */
  | {
      kind: 'prerender';
      share: { index: number; count: number };
      /** The digest of what every page renders with besides its data (site/build/inputs-digest.ts). */
      shared: string;
      /** The configuration's texts' digests, by language (site/build/config-texts.ts). */
      texts: TextsDigests;
      /** The last good build's folder, when its shared inputs are these: only what changed is rendered. */
      last?: string;
      /** The digests of the last build's card fragments already in the build's folder (site/build/spare-fragments.ts). */
      keptFragments?: string[];
    }
  /** The code's bundles: the client scripts and Vike's build of the pages (site/build/bundles.ts). */
  | { kind: 'bundles' };

export interface SiteProcessOrder {
  places: BuildPlaces;
  out: string;
  root: string;
  task: SiteTask;
}

export const siteProcessOrder = (context: BuildContext, task: SiteTask): SiteProcessOrder => ({
  places: {
    data: context.data,
    configDir: context.configDir,
    media: context.media,
    scripts: `${context.out}/scripts`,
    client: `${context.out}/client`,
    ...(context.validatedData ? { validated: context.validatedData } : {}),
    ...(task.kind === 'prerender' ? { share: task.share } : {}),
  },
  out: context.out,
  root: context.root,
  task,
});
