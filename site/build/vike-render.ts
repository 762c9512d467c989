import type { RenderPage } from './render-pages.js';

/** The status a page's URL answers with: the root 404 page's path is one that no route takes. */
const NOT_FOUND_AT = '/404/';

/**
 * Vike's renderPage on the pages' server bundle (`vike build`, at `entry`): Vike routes the URL
 * (+onBeforeRoute, +route) and vike-react renders the page with its layout and head, from the page
 * context the page's list made (site/build/site-pages.ts), as its prerender would; the loop over
 * the pages is ours (site/build/render-pages.ts), so no page is held once written.
 */
export async function vikeRenderPage(entry: string): Promise<RenderPage> {
  await import(entry);
  const { renderPage } = await import('vike/server');
  return async (url, pageContext) => {
    const isRootNotFound = url === '/404.html';
    const { httpResponse, errorWhileRendering } = await renderPage({
      ...pageContext,
      urlOriginal: isRootNotFound ? NOT_FOUND_AT : url,
    });
    if (errorWhileRendering) throw errorWhileRendering;
    const expected = isRootNotFound ? 404 : 200;
    if (!httpResponse || httpResponse.statusCode !== expected)
      throw new Error(
        `the page ${url} answered ${httpResponse?.statusCode ?? 'nothing'} where ${expected} was expected` +
          (httpResponse?.statusCode === 301 ? ' (a redirect: a page URL must end with /)' : '') +
          ': check its route and its page list',
      );
    return httpResponse.body;
  };
}
