import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES } from '../../schema/index.js';
import { boundedWrites } from './bounded-writes.js';
import { parentFolders } from './parent-folders.js';
import {
  digestOf,
  isTextFile,
  keepFromLast,
  type LastBuildFiles,
  type ScriptsOf,
  type TextFiles,
  writtenRecordOf,
} from './precompress.js';

// The files a build makes from the data beside its pages (SEO files, the favourites' files, the
// internal paths' table, the search indexes): written into the new site with their compressed copy,
// or, when the last good build had the same bytes at the same path, linked from it with its
// compressed copy. A sync that changed a price rewrites none of the favourites' hundred files, and
// the precompress reads none of them (site/build/precompress.ts): a render process writes them while
// the pages render, where the precompress comes after (the synthetic agency's 7.6 MB sitemap, read
// and compressed there, held the build's end for 0.15–0.2 s).

export interface SiteFileWriter {
  /** Puts `content` at `path` in the site; the writes run a few at a time (wait for them with `done`). */
  write(path: string, content: string): Promise<void>;
  /**
   * Puts the content that `make` returns at `path`, `source` being the digest of what it makes it
   * from: when the last good build made that file from the same source, its file is kept and `make`
   * is not called.
   */
  writeMade(path: string, source: string, make: () => string): Promise<void>;
  /** Waits for every write; the first that failed throws here. */
  done(): Promise<void>;
  /** The records of the files put in place with their compressed copy, written or linked (the precompress need not read them). */
  records: TextFiles;
}

/**
 * The language folders hold the site's pages and nothing else: the precompress and the spare do not
 * read them (site/build/page-digests.ts, pageFoldersOf), so the writer refuses any other file there.
 */
const isPagesOnly = (name: string): boolean => (LANGUAGES as readonly string[]).includes(name);

/** Files written or linked at once: each waits on the disk's metadata, which takes several in parallel. */
const WRITES_AT_ONCE = 16;

/**
 * A writer into the site folder `client`, which keeps the files of the `last` good build that did not
 * change (`scriptsOf`: a file's inline scripts, for the content security policy).
 */
export function siteFileWriter(client: string, scriptsOf: ScriptsOf, last?: LastBuildFiles): SiteFileWriter {
  const writes = boundedWrites(WRITES_AT_ONCE);
  const folderOf = parentFolders();
  const records: TextFiles = {};
  const keep = async (path: string, file: string, bytes: Buffer): Promise<boolean> => {
    if (!last || last.files[path]?.digest !== digestOf(bytes)) return false;
    return keepFromLast(last, path, file, path, records);
  };
  /** Queues the file at `path`, its content from `make` unless the last build's file is kept; `source`: writeMade. */
  const put = async (path: string, make: () => string, source?: string) => {
    // The precompress does not look there, and the spare's pages are told apart by their folder (site/build/spare-site.ts).
    if (isPagesOnly(path.split('/')[0] as string))
      throw new Error(`the site file ${path} is in a folder of the pages: put it outside the language folders`);
    // Few writes waiting: the content of thousands of files is not held at once.
    await writes.room(WRITES_AT_ONCE * 4);
    const file = join(client, path);
    writes.add(async () => {
      await folderOf(file);
      const before = last?.files[path];
      if (last && source !== undefined && before?.source === source && (await keepFromLast(last, path, file, path, records)))
        return;
      const bytes = Buffer.from(make());
      if (await keep(path, file, bytes)) {
        // Kept by its bytes: the next build keeps it by its source.
        const kept = records[path];
        if (kept && source !== undefined) records[path] = { ...kept, source };
        return;
      }
      await writeFile(file, bytes);
      // A file for static hosts only (_redirects) is no text file of the site: neither recorded nor compressed.
      if (isTextFile(path))
        records[path] = { ...(await writtenRecordOf(path, file, bytes, scriptsOf)), ...(source ? { source } : {}) };
    });
  };
  return {
    records,
    write: (path, content) => put(path, () => content),
    writeMade: (path, source, make) => put(path, make, source),
    done: () => writes.done(),
  };
}
