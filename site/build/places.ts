import { resolve } from 'node:path';

// Where the site's modules read from while a build renders them: the generated data, the agency's
// configuration folder, the bundled client scripts and the built site. The build's processes set them
// once (site/build/render-process.ts, site/build/site-process.ts) before Vike loads the pages; the
// pages' bundle is a separate copy of this module, so the value lives on a registered symbol, not in
// a module variable. Without a build (Vike's dev server) they are the project's usual folders.

export interface BuildPlaces {
  data: string;
  configDir: string;
  /** The photo variants (data/media): the articles' images are read from it by their content's digest. */
  media: string;
  scripts: string;
  client: string;
  /** The generated files (paths in `data`) to read without checking them again: the sync did, with this code's contract (site/build/validated-data.ts). */
  validated?: readonly string[];
  /** This process's share of the pages when several processes prerender ("k/n"); all of them when absent. */
  share?: { index: number; count: number };
}

const KEY = Symbol.for('vitrine.build-places');
type Holder = { [KEY]?: BuildPlaces };

export function setBuildPlaces(places: BuildPlaces): void {
  (globalThis as Holder)[KEY] = places;
}

export function buildPlaces(): BuildPlaces {
  return (
    (globalThis as Holder)[KEY] ?? {
      data: resolve('data/generated'),
      configDir: resolve('data/site'),
      media: resolve('data/media'),
      scripts: resolve('dist/scripts'),
      client: resolve('dist/client'),
    }
  );
}
