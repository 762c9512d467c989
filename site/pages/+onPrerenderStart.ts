// https://vike.dev/onPrerenderStart
import { readFileSync } from 'node:fs';
import { isKeepable, type PageDigests, pageDigestOf } from '../build/page-digests';
import { buildPlaces } from '../build/places';
import { inPrerenderShard } from '../data/prerender-shard';

const byUrl = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.urlOriginal) < String(b.urlOriginal) ? -1 : String(a.urlOriginal) > String(b.urlOriginal) ? 1 : 0;

/**
 * This process's share of the pages (site/data/prerender-shard.ts); all of them when the site is
 * small. The property pages' hook already made its share's only; the others are kept here. Sorted:
 * the hooks fill the list in the order they finish. Copies, as Vike's own examples return: the
 * originals carry a deprecated `url` getter.
 */
export function onPrerenderStart(prerenderContext: { pageContexts: Record<string, unknown>[] }) {
  const share = inPrerenderShard([...prerenderContext.pageContexts].sort(byUrl), (p) => String(p.urlOriginal));
  const pageDigests = Object.fromEntries(share.map((p) => [String(p.urlOriginal), pageDigestOf(p)]));
  // An incremental build renders the pages whose digest changed (site/build/page-digests.ts).
  const { previousPages } = buildPlaces();
  const previous: PageDigests = previousPages ? JSON.parse(readFileSync(previousPages, 'utf8')) : {};
  const pageContexts = share
    .filter((p) => {
      const url = String(p.urlOriginal);
      return !previousPages || !isKeepable(url) || previous[url] !== pageDigests[url];
    })
    .map((pageContext) => ({ ...pageContext }));
  // The build counts this share's pages for its progress, and keeps every page's digest (site/build/prerender.ts).
  process.send?.({ pages: pageContexts.length, pageDigests });
  return { prerenderContext: { pageContexts } };
}
