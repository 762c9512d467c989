// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every public URL is a real HTML file (DESIGN.md, Site). `vitrine build` runs the prerender itself,
  // in one process per share of the pages (cli/prerender.ts): each share needs the server bundle,
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
} satisfies Config;
