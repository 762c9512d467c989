import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import PQueue from 'p-queue';
import type { FragmentPaths } from './fragment-paths.js';
import type { TextFiles } from './precompress.js';

// The lists' card fragments of an incremental build that starts from the spare (site/build/spare-site.ts).
// A fragment's name says its bytes (its cards and the shared inputs, site/data/list-index-cards.ts),
// and the spare was built from the same shared inputs: a fragment the spare has at the path where
// the last build had it is that build's fragment, and stays where it is. The render processes linked
// every fragment of the last build into the new folder instead, with its compressed copy: 4,800
// links a build for the synthetic agency, and as many removals of the spare's copies after the swap
// (a tenth of the build's system time, docs/benchmarks.md, bench/build). The spare's other
// fragments are removed before the render (a fragment the render makes or links is never put over
// one of the spare's files, which it may share with the site being served), and those of the
// fragments kept that the build does not name, after it.

/** Changes on the disk made at once: each waits on its metadata, which takes several in parallel. */
const AT_ONCE = 16;

/** Removes a fragment (`path` in the site `client`) with its compressed copy. */
const removeFragment = (client: string, path: string) =>
  Promise.all([rm(join(client, path), { force: true }), rm(join(client, `${path}.br`), { force: true })]);

/** The files in the folders of these paths (a folder per language and section: a few reads). */
async function filesIn(client: string, paths: readonly string[]): Promise<Set<string>> {
  const files = new Set<string>();
  for (const folder of new Set(paths.map((path) => dirname(path))))
    for (const name of await readdir(join(client, folder)).catch(() => [] as string[])) files.add(`${folder}/${name}`);
  return files;
}

/**
 * Keeps in the build's folder `client` the spare's fragments (`spare`) that the last build had at
 * the same path with a record (`last`, `lastFiles`), and removes the others; returns those kept.
 * A fragment the spare's record names but its folder lacks (removed by hand) is not kept: the
 * render links or makes it.
 */
export async function keepSpareFragments(
  client: string,
  spare: FragmentPaths,
  last: FragmentPaths | undefined,
  lastFiles: TextFiles,
): Promise<FragmentPaths> {
  const kept: FragmentPaths = {};
  const removed: string[] = [];
  const there = await filesIn(client, Object.values(spare));
  const isThere = (path: string) => there.has(path) && (!lastFiles[path]?.compressed || there.has(`${path}.br`));
  for (const [digest, path] of Object.entries(spare))
    if (last?.[digest] === path && lastFiles[path] !== undefined && isThere(path)) kept[digest] = path;
    else removed.push(path);
  await new PQueue({ concurrency: AT_ONCE }).addAll(removed.map((path) => () => removeFragment(client, path)));
  return kept;
}

/** Removes the fragments `kept` from the spare that this build does not name (`named`: its fragments' paths by digest). */
export async function removeUnnamedFragments(client: string, kept: FragmentPaths, named: FragmentPaths): Promise<number> {
  const unnamed = Object.entries(kept)
    .filter(([digest, path]) => named[digest] !== path)
    .map(([, path]) => path);
  await new PQueue({ concurrency: AT_ONCE }).addAll(unnamed.map((path) => () => removeFragment(client, path)));
  return unnamed.length;
}
