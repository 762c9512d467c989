// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every public URL is a real HTML file (DESIGN.md, Site).
  prerender: true,
  passToClient: ['locale', 'alternates', 'meta', 'logo', 'data'],
} satisfies Config;
