// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every public URL is a real HTML file (DESIGN.md, Site).
  prerender: true,
  // Links are plain page loads: every page is a static file, and no router ships to the browser.
  clientRouting: false,
  // No page needs React in the browser: none is hydrated, so none ships React; the few behaviours
  // (language choice, scroll) are small inline scripts. Vike takes null as "remove the hook that an
  // extension set" (https://vike.dev/config); its type does not say so.
  // @ts-expect-error null removes vike-react's onRenderClient
  onRenderClient: null,
} satisfies Config;
