// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every public URL is a real HTML file (DESIGN.md, Site).
  prerender: true,
  // Links are plain page loads: every page is a static file, and no router ships to the browser.
  clientRouting: false,
  passToClient: ['locale', 'alternates', 'meta', 'logo', 'data'],
} satisfies Config;
