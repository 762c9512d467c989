import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { boundedWrites } from './bounded-writes.js';
import { type TextsDigests, textsDigestOfPage } from './config-texts.js';
import { isKeepable, type PageDigests, pageDigestOf, pageFileOf, sourceDigestOf } from './page-digests.js';
import { parentFolders } from './parent-folders.js';
import { recordOf, type ScriptsOf, type TextFiles } from './precompress.js';

/** One page of the site: its URL and what it renders from (made when asked, where that is costly). */
export interface PageEntry {
  url: string;
  pageContext: Record<string, unknown> | (() => Record<string, unknown>);
  /**
   * Its HTML when the site makes it without rendering it through Vike (the internal paths' redirect
   * pages, site/seo/write-redirects.ts; a list's numbered pages, from its template, which Vike's
   * `render` makes: site/pages/list/numbered-pages.ts), from what its page context holds: kept from
   * the last build, and counted, as any other page.
   */
  html?: (render: RenderPage) => PageHtml | Promise<PageHtml>;
  /**
   * What its digest is made from, when that is smaller than its page context and equal whenever the
   * context is (a property page: its listing's and the similar listings' record digests, in place
   * of their values: site/pages/property/page-list.ts); undefined to digest the context. A page kept
   * from the last build then needs no context at all.
   */
  digestSource?: () => unknown;
}

/**
 * A page's HTML: its text, or its text with its bytes when the site made them with it (a list's
 * numbered page, from a template encoded once: site/build/page-template.ts).
 */
export type PageHtml = string | { text: string; bytes: Buffer };

/** Renders one page to its HTML document (in the build, Vike's renderPage on the pages' bundle). */
export type RenderPage = (url: string, pageContext: Record<string, unknown>) => Promise<string>;

export interface RenderPagesOptions {
  /** The site's folder: each page is written at its file in it. */
  client: string;
  /**
   * The last build's page digests: a page whose digest is unchanged is not rendered (an incremental
   * build). The build links the last build's pages into the folder meanwhile (site/build/keep-pages.ts):
   * each page rendered is put in place by a rename, never written through a link.
   */
  previous?: PageDigests;
  /** Told how many pages were rendered so far. */
  onProgress?: (rendered: number) => void;
  /** A page's inline scripts, for the content security policy (site/build/precompress.ts). */
  scriptsOf: ScriptsOf;
  /** The configuration's texts, by language: each page's digest takes those it reads. */
  texts: TextsDigests;
}

/** Writes `content` beside `file`, then renames it in its place: a link there is replaced, not written through. */
async function replaceFile(file: string, content: Buffer): Promise<void> {
  const written = `${file}.${process.pid}.new`;
  await writeFile(written, content);
  await rename(written, file);
}

/** Pages being written at once: the disk takes them while the next ones render. */
const WRITES_AT_ONCE = 16;

/**
 * Unchanged pages digested between two turns of the event loop: an incremental build's digests would
 * else hold the process for a second, while the site's other files, made beside the pages
 * (site/build/render-process.ts), wait for their disk's answers.
 */
const DIGESTS_PER_TURN = 64;

/**
 * Renders the pages, one after another, each written as soon as it is rendered and then let go: the
 * memory holds a few pages at a time, whatever the site's size. The process has a core to itself
 * (site/build/prerender.ts); the writes, which wait on the disk, go on while the next pages render.
 * No compressed copy: the server compresses a page when it is asked for (server/page-cache.ts).
 * Returns every page's digest (rendered or kept), the records of the files it wrote, and how many.
 */
export async function renderPages(
  pages: readonly PageEntry[],
  render: RenderPage,
  options: RenderPagesOptions,
): Promise<{ rendered: number; digests: PageDigests; files: TextFiles }> {
  const digests: PageDigests = {};
  const files: TextFiles = {};
  const folderOf = parentFolders();
  const writes = boundedWrites(WRITES_AT_ONCE);
  let rendered = 0;
  let unchanged = 0;
  const put = options.previous ? replaceFile : writeFile;
  const contextOf = (page: PageEntry) => (typeof page.pageContext === 'function' ? page.pageContext() : page.pageContext);
  for (const page of pages) {
    const source = page.digestSource?.();
    let pageContext = source === undefined ? contextOf(page) : undefined;
    const texts = textsDigestOfPage(options.texts, page.url);
    const digest = pageContext ? pageDigestOf(page.url, pageContext, texts) : sourceDigestOf(page.url, source, texts);
    digests[page.url] = digest;
    if (options.previous && isKeepable(page.url) && options.previous[page.url] === digest) {
      if (++unchanged % DIGESTS_PER_TURN === 0) await new Promise(setImmediate);
      continue;
    }
    pageContext ??= contextOf(page);
    const made = page.html ? await page.html(render) : await render(page.url, pageContext);
    const text = typeof made === 'string' ? made : made.text;
    const html = typeof made === 'string' ? Buffer.from(made) : made.bytes;
    const path = pageFileOf(page.url);
    const file = join(options.client, path);
    // Scanned as the string it was rendered to: decoding the bytes again cost 2% of a render process.
    files[path] = recordOf(path, html, false, options.scriptsOf, text);
    // A failed write fails the render at its next page; the pages waiting to be written stay few.
    writes.add(async () => {
      await folderOf(file);
      await put(file, html);
    });
    await writes.room(WRITES_AT_ONCE);
    rendered++;
    options.onProgress?.(rendered);
  }
  await writes.done();
  return { rendered, digests, files };
}
