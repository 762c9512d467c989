import { link, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import PQueue from 'p-queue';
import { isKeepable, type PageDigests, pageFileOf } from './page-digests.js';
import { parentFolders } from './parent-folders.js';
import type { TextFiles } from './precompress.js';

// An incremental build keeps the last build's file of every page whose digest did not change. The
// links are made while the pages render (the disk's metadata and the render's CPU work side by
// side): every page of the last build is linked into the new site, and the render puts each page it
// renders in place by a rename, which replaces the link (site/build/render-pages.ts); a page is
// never written through a link, which would change the last site, still served. Once both are done,
// the pages that are no more are removed.

/** The last good build's site: its folder, its text files' records and its pages' digests. */
export interface LastPages {
  site: string;
  files: TextFiles;
  digests: PageDigests;
}

/** Links made at once: each waits on the disk's metadata, which takes several in parallel. */
const LINKS_AT_ONCE = 16;

/** Removes the page at `path` in `site`, then its folders up the tree while they are left empty. */
export async function removePage(site: string, path: string): Promise<void> {
  const file = join(site, path);
  await rm(file, { force: true });
  for (let folder = dirname(file); folder.startsWith(`${site}/`); folder = dirname(folder))
    if (
      !(await rmdir(folder).then(
        () => true,
        () => false,
      ))
    )
      break;
}

/** Links `from` at `to`; true when it is there, or a rendered page took its place first. */
const linkUnlessTaken = (from: string, to: string): Promise<boolean> =>
  link(from, to).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code === 'EEXIST',
  );

/**
 * Links every page of the last build into `site`; says which could be (by path in the site). A page
 * has no compressed copy to link: the server compresses pages (server/page-cache.ts), and an
 * incremental build's last build ran the same code (its shared digest holds the code's).
 */
export async function linkLastPages(site: string, last: LastPages): Promise<Map<string, boolean>> {
  const linked = new Map<string, boolean>();
  const folderOf = parentFolders();
  const linking = new PQueue({ concurrency: LINKS_AT_ONCE });
  const keep = async (path: string) => {
    const to = join(site, path);
    await folderOf(to);
    linked.set(path, last.files[path] !== undefined && (await linkUnlessTaken(join(last.site, path), to)));
  };
  await linking.addAll(
    Object.keys(last.digests)
      .filter(isKeepable)
      .map((url) => () => keep(pageFileOf(url))),
  );
  return linked;
}

/**
 * Once the render (`digests`: every page of this build; `renderedNow`: those it wrote) and the links
 * are done: returns the records of the pages kept, and removes the last build's pages that are no
 * more (with their folders, when empty); undefined when a page kept could not be linked (the last
 * site lacks it: the build starts again, whole).
 */
export async function settlePages(
  site: string,
  last: LastPages,
  linked: Map<string, boolean>,
  digests: PageDigests,
  renderedNow: TextFiles,
): Promise<TextFiles | undefined> {
  const kept: TextFiles = {};
  const pages = new Set(Object.keys(digests).filter(isKeepable).map(pageFileOf));
  for (const path of pages) {
    if (renderedNow[path]) continue;
    const record = last.files[path];
    if (!linked.get(path) || !record) return undefined;
    kept[path] = record;
  }
  // Gone from the data: the page, then its folder, when nothing else is in it.
  await new PQueue({ concurrency: LINKS_AT_ONCE }).addAll(
    [...linked.keys()].filter((path) => !pages.has(path)).map((path) => () => removePage(site, path)),
  );
  return kept;
}
