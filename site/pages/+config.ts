// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every public URL is a real HTML file (DESIGN.md, Site). `vitrine build` runs the prerender itself,
  // in processes per share of the pages (site/build/prerender.ts): each share needs the server bundle,
  // which the build removes after the last; a share that renders no page of some route (the
  // language chooser, say) is no mistake: `partial`.
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
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
