// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every public URL is a real HTML file (DESIGN.md, Site): `vitrine build` renders each page with
  // Vike's renderPage on this build's server bundle, in a loop of its own (site/build/render-pages.ts),
  // not with Vike's prerender, which holds every page until its run ends. Every page's URL ends with /.
  trailingSlash: true,
  // Links are plain page loads: every page is a static file, and no router ships to the browser.
  clientRouting: false,
  // No page needs React in the browser: none is hydrated, so none ships React; the few behaviours
  // (language choice, scroll) are small inline scripts. Vike takes null as "remove the hook that an
  // extension set" (https://vike.dev/config); its type does not say so.
  // @ts-expect-error null removes vike-react's onRenderClient
  onRenderClient: null,
  // Nor does any page's code run there: rendered on the server only, so the browser build neither
  // bundles the pages nor the build-time modules they import (node:fs, the configuration).
  meta: {
    Page: { env: { server: true } },
    Layout: { env: { server: true }, cumulative: true },
    Wrapper: { env: { server: true }, cumulative: true },
    title: { env: { server: true } },
    lang: { env: { server: true } },
    onBeforeRoute: { env: { server: true } },
  },
} satisfies Config;
