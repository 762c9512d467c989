import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import PQueue from 'p-queue';
import { type Language, SECTION_PATHS, type Section } from '../../schema/index.js';
import type { FragmentPaths } from '../build/fragment-paths.js';
import { keepFromLast, type LastBuildFiles, type ScriptsOf, type TextFiles } from '../build/precompress.js';
import { siteFileWriter } from '../build/site-file-writer.js';
import { listAssetsOf, renderChunk } from './list-index-cards.js';

// Build time only. The lists' indexes and card fragments, written by a render process, where React's
// markup is at hand (site/build/site-files.ts): into the site being built (a folder of this build's
// own, swapped in once complete), each with its compressed copy (site/build/site-file-writer.ts), so
// the build's precompress need not read it. A fragment that the last build made from the same cards, with the same shared inputs, is
// linked from it with its compressed copy, or left where the spare has it (site/build/spare-fragments.ts),
// not rendered again: a sync that changed a price renders one fragment per language.

const SECTIONS = Object.keys(SECTION_PATHS) as Section[];

/** The last good build's site, its text files' records and its fragments, when its shared inputs are this build's. */
export interface LastFragments extends LastBuildFiles {
  fragments: FragmentPaths;
  /** The digests of those already in the build's folder, where the spare had them (site/build/spare-fragments.ts). */
  kept: ReadonlySet<string>;
}

/** Links made at once: each waits on the disk's metadata, which takes several in parallel. */
const LINKS_AT_ONCE = 16;

/**
 * Writes every section's index and fragments, in these languages, into the site's folder `client`
 * (`shared`: site/data/list-index-cards.ts; `scriptsOf`: a file's inline scripts, for the content
 * security policy). Returns the fragments' paths by their digest, and the records of the files, each
 * written or linked from the last build with its compressed copy.
 */
export async function writeListAssets(
  client: string,
  languages: readonly Language[],
  shared: string,
  scriptsOf: ScriptsOf,
  last?: LastFragments,
): Promise<{ paths: FragmentPaths; records: TextFiles }> {
  const paths: FragmentPaths = {};
  const records: TextFiles = {};
  // The indexes, and the fragments not linked from the last build.
  const writer = siteFileWriter(client, scriptsOf, last);
  const linking = new PQueue({ concurrency: LINKS_AT_ONCE });
  const writes: Promise<void>[] = [];
  for (const language of languages)
    for (const section of SECTIONS) {
      const assets = listAssetsOf(language, section, shared);
      await mkdir(join(client, assets.base), { recursive: true });
      await writer.write(assets.indexUrl.slice(1), JSON.stringify(assets.index));
      for (const chunk of assets.chunks) {
        const path = `${assets.base.slice(1)}/${chunk.name}.html`;
        paths[chunk.digest] = path;
        const before = last?.fragments[chunk.digest];
        const record = before === path && last?.kept.has(chunk.digest) ? last.files[path] : undefined;
        if (record) {
          // In its place already, with its compressed copy: only its record is the last build's.
          records[path] = record;
          continue;
        }
        writes.push(
          linking.add(async () => {
            const linked = last && before ? await keepFromLast(last, before, join(client, path), path, records) : false;
            if (!linked) await writer.write(path, renderChunk(language, chunk.cards));
          }),
        );
      }
    }
  await Promise.all(writes);
  await writer.done();
  return { paths, records: { ...records, ...writer.records } };
}
