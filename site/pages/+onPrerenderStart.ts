// https://vike.dev/onPrerenderStart
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
  const pageContexts = inPrerenderShard([...prerenderContext.pageContexts].sort(byUrl), (p) => String(p.urlOriginal)).map(
    (pageContext) => ({ ...pageContext }),
  );
  // The build counts this share's pages for its progress (site/build/prerender.ts).
  process.send?.({ pages: pageContexts.length });
  return { prerenderContext: { pageContexts } };
}
