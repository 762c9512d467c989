import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import PQueue from 'p-queue';
import { type Language, SECTION_PATHS, type Section } from '../../schema/index.js';
import type { FragmentPaths } from '../build/fragment-paths.js';
import { keepFromLast, type LastBuildFiles, type TextFiles } from '../build/precompress.js';
import { listAssetsOf, renderChunk } from './list-index-cards.js';

// Build time only. The lists' indexes and card fragments, written by a render process, where React's
// markup is at hand (site/build/site-files.ts): into the site being built (a folder of this build's
// own, swapped in once complete), before the build precompresses it. A fragment that the last build
// made from the same cards, with the same shared inputs, is linked from it with its compressed
// copies, not rendered again: a sync that changed a price renders one fragment per language.

const SECTIONS = Object.keys(SECTION_PATHS) as Section[];

/** The last good build's site, its text files' records and its fragments, when its shared inputs are this build's. */
export interface LastFragments extends LastBuildFiles {
  fragments: FragmentPaths;
}

/** Links made at once: each waits on the disk's metadata, which takes several in parallel. */
const LINKS_AT_ONCE = 16;

/**
 * Writes every section's index and fragments, in these languages, into the site's folder `client`
 * (`shared`: site/data/list-index-cards.ts). Returns the fragments' paths by their digest, and the
 * records of those linked from the last build with their compressed copy.
 */
export async function writeListAssets(
  client: string,
  languages: readonly Language[],
  shared: string,
  last?: LastFragments,
): Promise<{ paths: FragmentPaths; kept: TextFiles }> {
  const paths: FragmentPaths = {};
  const kept: TextFiles = {};
  const linking = new PQueue({ concurrency: LINKS_AT_ONCE });
  const writes: Promise<void>[] = [];
  for (const language of languages)
    for (const section of SECTIONS) {
      const assets = listAssetsOf(language, section, shared);
      await mkdir(join(client, assets.base), { recursive: true });
      await mkdir(dirname(join(client, assets.indexUrl)), { recursive: true });
      await writeFile(join(client, assets.indexUrl), JSON.stringify(assets.index));
      for (const chunk of assets.chunks) {
        const path = `${assets.base.slice(1)}/${chunk.name}.html`;
        paths[chunk.digest] = path;
        const file = join(client, path);
        const before = last?.fragments[chunk.digest];
        writes.push(
          linking.add(async () => {
            const linked = last && before ? await keepFromLast(last, before, file, path, kept) : false;
            if (!linked) await writeFile(file, renderChunk(language, chunk.cards));
          }),
        );
      }
    }
  await Promise.all(writes);
  return { paths, kept };
}
