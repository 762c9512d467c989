import { createHash } from 'node:crypto';

// What a page is made from, besides the code, the configuration and the shared data (site/build/
// inputs-digest.ts): its URL, its language's texts of the configuration, and its page context.
// Equal digests in two builds with the same shared inputs mean the same bytes, so an incremental
// build renders only the pages whose digest changed and keeps the others' files (site/build/index.ts).

export type PageDigests = Record<string, string>;

/** Beside the site (<out>/pages.json): every page's digest, for the next build. */
export const PAGE_DIGESTS = 'pages.json';

/** `texts`: the digest of the configuration's texts the page reads (its language's: site/build/config-texts.ts). */
export function pageDigestOf(url: string, pageContext: Record<string, unknown>, texts: string): string {
  return createHash('sha256')
    .update(url)
    .update('\0')
    .update(texts)
    .update('\0')
    .update(JSON.stringify(pageContext))
    .digest('base64url');
}

/**
 * A page's digest from what its page context is made from (PageEntry.digestSource), marked apart:
 * never equal to a digest of a context, so a page digested one way in one build and the other way in
 * the next is rendered again, never kept.
 */
export function sourceDigestOf(url: string, source: unknown, texts: string): string {
  return createHash('sha256')
    .update('source\0')
    .update(url)
    .update('\0')
    .update(texts)
    .update('\0')
    .update(JSON.stringify(source))
    .digest('base64url');
}

/** Whether a page's file can be kept from the last build: a page at a folder URL (…/index.html), not the root 404.html. */
export const isKeepable = (url: string): boolean => url.endsWith('/');

/** The file a page is written to, inside the site: …/index.html for a folder URL, else the URL's own name. */
export const pageFileOf = (url: string): string => (url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1));

/**
 * The first folder (or file) of each page's file in the site: the language folders, the internal
 * paths' redirect pages' folders and the root page. They hold pages only (tests/integration/site-build.test.ts):
 * the build knows their records from the render, so neither the precompress nor the spare reads them.
 */
export const pageFoldersOf = (digests: PageDigests): Set<string> =>
  new Set(
    Object.keys(digests)
      .filter(isKeepable)
      .map((url) => pageFileOf(url).split('/')[0] as string),
  );

/**
 * Whether the folders of pages (`folders`, pageFoldersOf of the same digests) hold no file but the
 * pages: `files`, every file of the site by its path.
 */
export function holdsPagesApart(files: Iterable<string>, digests: PageDigests, folders = pageFoldersOf(digests)): boolean {
  const pages = new Set(Object.keys(digests).filter(isKeepable).map(pageFileOf));
  for (const path of files) if (folders.has(path.split('/')[0] as string) && !pages.has(path)) return false;
  return true;
}
