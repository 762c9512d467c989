import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';

// The site lives in site/ (Vike's pages in site/pages); the build goes to dist/ (dist/client is the
// static site).
export default {
  root: 'site',
  plugins: [react(), vike()],
  build: { outDir: '../dist', emptyOutDir: true },
} satisfies UserConfig;
