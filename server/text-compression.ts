import { constants } from 'node:zlib';

// How the site's text is compressed, by the build (its files beside the pages: site/build/precompress.ts)
// and by the server (each page once per content: server/page-cache.ts), so both send the same bytes.

/** Below this a compressed copy would save nothing worth a header. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli 5: most of the higher levels' saving on pages of this size, for a fraction of their time (docs/benchmarks.md, bench/build). */
export const brotliOptionsFor = (content: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
});

/**
 * A page of the site (…/index.html): the server compresses it when it is asked for
 * (server/page-cache.ts), so the build makes no compressed copy of it. The internal paths' redirect
 * pages are for static hosts only: the server answers those paths with a redirect before its page
 * cache (server/redirects.ts), so their copy was never sent either.
 */
export const isCompressedByServer = (pathInSite: string): boolean =>
  pathInSite === 'index.html' || pathInSite.endsWith('/index.html');
