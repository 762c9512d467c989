import type { SiteConfig } from '../../schema/index.js';

/** What a build works from and where it writes: every stage takes it as its argument. */
export interface BuildContext {
  /** The sync's output (data/generated). */
  data: string;
  /** The photo variants (data/media), copied under <client>/media. */
  media: string;
  /** The agency's configuration folder (site.json, content, fonts) and the configuration, validated. */
  configDir: string;
  config: SiteConfig;
  /** The build's folder: the site in <out>/client, the client scripts' bundles in <out>/scripts. */
  out: string;
  /** The package's root: site/, vite.config.ts and node_modules. */
  root: string;
  /** Told of each stage and of the pages' progress (site/build/progress.ts). */
  progress: BuildProgress;
  /** Where the bundles of each code version are kept for the next build into another folder (site/build/bundles.ts); none: not kept. */
  bundleCache?: string;
  /** The generated files the sync checked against this code's contract, unchanged since: read without checking them again (site/build/validated-data.ts). */
  validatedData?: readonly string[];
  /** Where the render processes keep V8's compiled code of the modules they load, for the next build's (Node's compile cache); none: not kept. */
  compileCache?: string;
  /** How many processes render the pages; by default as many as the site's size asks for, one per core at most (site/build/prerender.ts). */
  processes?: number;
}

export interface BuildProgress {
  stage(name: string): void;
  stageDone(name: string, seconds: number, detail?: string): void;
  pages(done: number, total: number): void;
  /** A line said at once (the build waits for another's lock). */
  note(text: string): void;
}

export const clientDir = (context: BuildContext) => `${context.out}/client`;
export const scriptsDir = (context: BuildContext) => `${context.out}/scripts`;
