import { link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import PQueue from 'p-queue';
import { BUILD_RECORD, type BuildRecord, readRecord } from './build-record.js';
import { FRAGMENTS, FRAGMENTS_FOLDER, type FragmentPaths } from './fragment-paths.js';
import { type LastPages, linkLastPages, removePage } from './keep-pages.js';
import { isKeepable, PAGE_DIGESTS, type PageDigests, pageFileOf, pageFoldersOf } from './page-digests.js';
import { parentFolders } from './parent-folders.js';

// The site before the last one, kept beside it (<out>.spare) once a build has put a new site in its
// place. An incremental build starts from it instead of an empty folder: its pages are in their
// folders already, and most are those of the last site (the same bytes, often the same file).
// Linking the last site's ten thousand pages into new folders, and removing the old site's tree
// after the swap, were most of the disk's work of a build that renders a few pages (docs/benchmarks.md,
// bench/build). The spare is never served: it is changed in place by renames and removals only, so
// a file it shares with the site being served (a link) is never written through.

/** Beside the build's folder: the site the last swap replaced, for the next incremental build. */
export const spareFolder = (out: string) => `${out}.spare`;

/** Changes on the disk made at once: each waits on its metadata, which takes several in parallel. */
const AT_ONCE = 16;

/** A spare taken as the build's folder: its pages' digests, its lists' fragments, and where its other files were moved. */
export interface TakenSpare {
  digests: PageDigests;
  /** The lists' card fragments left in their folder (site/build/spare-fragments.ts); none when the spare has no record of them. */
  fragments: FragmentPaths;
  /** Removed once the new site is served: the disk's work of that waits for no visitor. */
  aside: string;
}

/**
 * Takes `<out>.spare` as the build's folder (`staging`) when its site was built from the same
 * shared inputs (`shared`: each page's digest then says its bytes): moves aside everything but its
 * pages and its lists' fragments (a few renames) and returns their records. Undefined when there
 * is no such spare: the build starts from an empty folder.
 */
export async function takeSpare(out: string, staging: string, shared: string): Promise<TakenSpare | undefined> {
  const spare = spareFolder(out);
  const record = await readRecord<BuildRecord>(spare, BUILD_RECORD);
  // Only pages in the pages' folders (the language folders, the redirect pages'), as its build
  // recorded: else the spare's other files could not all be told apart from its pages without
  // reading every folder.
  if (record?.shared !== shared || record.pagesApart !== true) return undefined;
  const digests = await readRecord<PageDigests>(spare, PAGE_DIGESTS);
  if (!digests) return undefined;
  // Its fragments' names say their bytes as its pages' digests do; without their record they go aside.
  const fragments = await readRecord<FragmentPaths>(spare, FRAGMENTS);
  const roots = pageFoldersOf(digests);
  // Gone meanwhile (removed by hand): the build starts from an empty folder.
  if (
    !(await rename(spare, staging).then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  // Beside the staging folder, by its name: a killed build's is removed with it (recoverOutput).
  const aside = `${staging}-aside`;
  await mkdir(aside, { recursive: true });
  let moved = 0;
  const moveAside = async (folder: string, keep: (name: string) => boolean) => {
    for (const name of await readdir(folder).catch(() => [] as string[]))
      if (!keep(name)) await rename(join(folder, name), join(aside, String(moved++)));
  };
  const client = join(staging, 'client');
  const [assets, list] = FRAGMENTS_FOLDER.split('/') as [string, string];
  await moveAside(staging, (name) => name === 'client');
  await moveAside(client, (name) => roots.has(name) || (fragments !== undefined && name === assets));
  if (fragments) await moveAside(join(client, assets), (name) => name === list);
  return { digests, fragments: fragments ?? {}, aside };
}

/**
 * Brings the spare's pages (`spare`, their digests) to those of the last site (`last`): the pages
 * the last build changed or added are linked from it, those it removed are removed. Then the
 * folder holds the last site's pages, as `linkLastPages` leaves an empty one: says which are there
 * (by path in the site). Done before the pages render, which put theirs in place by a rename.
 */
export async function bringSpareToLast(site: string, spare: PageDigests, last: LastPages): Promise<Map<string, boolean>> {
  const present = new Map<string, boolean>();
  const folderOf = parentFolders();
  const queue = new PQueue({ concurrency: AT_ONCE });
  const replace = async (path: string, hadOne: boolean) => {
    const to = join(site, path);
    if (last.files[path] === undefined) {
      present.set(path, false);
      return;
    }
    await folderOf(to);
    // A page the spare has is replaced by a rename of a link beside it: never written through.
    const linked = hadOne ? `${to}.${process.pid}.last` : to;
    const ok = await link(join(last.site, path), linked).then(
      () => true,
      () => false,
    );
    if (ok && hadOne) await rename(linked, to);
    present.set(path, ok);
  };
  const lastUrls = Object.keys(last.digests).filter(isKeepable);
  const inLast = new Set(lastUrls);
  // The removals first: a folder they empty and remove is not one a link is being put in.
  await queue.addAll(
    Object.keys(spare)
      .filter((url) => isKeepable(url) && !inLast.has(url))
      .map((url) => () => removePage(site, pageFileOf(url))),
  );
  // Only the pages that differ go through the queue: a task for each of ten thousand pages took a
  // tenth of a second before the render could start.
  const changed: string[] = [];
  for (const url of lastUrls) {
    const path = pageFileOf(url);
    if (spare[url] === last.digests[url]) present.set(path, last.files[path] !== undefined);
    else changed.push(url);
  }
  await queue.addAll(changed.map((url) => () => replace(pageFileOf(url), spare[url] !== undefined)));
  return present;
}

/**
 * After a full build, whose site replaced one of other shared inputs (no spare for the next build):
 * the spare made from the site just served, its pages linked into <out>.spare/client, its records
 * beside them, written last (a spare cut short has none and is not taken). The first incremental
 * build after a full one then starts from it, as the next ones do, instead of linking every page
 * into new folders while it renders (docs/benchmarks.md, bench/build). The links share the served site's files:
 * the spare is only ever changed by renames and removals. Returns whether the spare is complete.
 */
export async function spareOfSite(out: string, site: LastPages, record: BuildRecord): Promise<boolean> {
  const spare = spareFolder(out);
  await rm(spare, { recursive: true, force: true });
  const linked = await linkLastPages(join(spare, 'client'), site);
  if ([...linked.values()].some((ok) => !ok)) return false;
  await writeFile(join(spare, PAGE_DIGESTS), JSON.stringify(site.digests));
  await writeFile(join(spare, BUILD_RECORD), `${JSON.stringify(record)}\n`);
  return true;
}
