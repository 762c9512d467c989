import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isKeepable, type PageDigests, pageDigestOf, pageFileOf } from './page-digests.js';
import { compressedCopies, recordOf, type TextFiles } from './precompress.js';

/** One page of the site: its URL and what it renders from (made when asked, where that is costly). */
export interface PageEntry {
  url: string;
  pageContext: Record<string, unknown> | (() => Record<string, unknown>);
}

/** Renders one page to its HTML document (in the build, Vike's renderPage on the pages' bundle). */
export type RenderPage = (url: string, pageContext: Record<string, unknown>) => Promise<string>;

export interface RenderPagesOptions {
  /** The site's folder: each page is written at its file in it. */
  client: string;
  /** The last build's page digests: a page whose digest is unchanged is not rendered (an incremental build). */
  previous?: PageDigests;
  /** Told how many pages were rendered so far. */
  onProgress?: (rendered: number) => void;
  /** A page's inline scripts, for the content security policy (site/build/precompress.ts). */
  scriptsOf: (pathInSite: string, content: Buffer) => string[];
}

/** Pages being written at once: the disk takes them while the next ones render. */
const WRITES_AT_ONCE = 16;

/**
 * Renders the pages, one after another, each written with its compressed copies as soon as it is
 * rendered and then let go: the memory holds a few pages at a time, whatever the site's size. The
 * process has a core to itself (site/build/prerender.ts): the compression runs on it, in turn (on
 * libuv's threads, queuing each page's work cost more than the work); the writes, which wait on the
 * disk, go on while the next pages render. Returns every page's digest (rendered or kept), the
 * records of the files it wrote, and how many.
 */
export async function renderPages(
  pages: readonly PageEntry[],
  render: RenderPage,
  options: RenderPagesOptions,
): Promise<{ rendered: number; digests: PageDigests; files: TextFiles }> {
  const digests: PageDigests = {};
  const files: TextFiles = {};
  const folders = new Map<string, Promise<unknown>>();
  const writing = new Set<Promise<unknown>>();
  let rendered = 0;
  for (const page of pages) {
    const pageContext = typeof page.pageContext === 'function' ? page.pageContext() : page.pageContext;
    const digest = pageDigestOf(page.url, pageContext);
    digests[page.url] = digest;
    if (options.previous && isKeepable(page.url) && options.previous[page.url] === digest) continue;
    const html = Buffer.from(await render(page.url, pageContext));
    const path = pageFileOf(page.url);
    const file = join(options.client, path);
    const compressed = compressedCopies(html);
    files[path] = recordOf(path, html, compressed !== undefined, options.scriptsOf);
    const folder = folders.get(dirname(file)) ?? mkdir(dirname(file), { recursive: true });
    folders.set(dirname(file), folder);
    const write = folder.then(() =>
      Promise.all([
        writeFile(file, html),
        ...(compressed ? [writeFile(`${file}.br`, compressed.br), writeFile(`${file}.gz`, compressed.gz)] : []),
      ]),
    );
    writing.add(write);
    // A failed write stays in the set: the race below, or the wait at the end, throws it.
    write.then(
      () => writing.delete(write),
      () => {},
    );
    if (writing.size >= WRITES_AT_ONCE) await Promise.race(writing);
    rendered++;
    options.onProgress?.(rendered);
  }
  await Promise.all(writing);
  return { rendered, digests, files };
}
