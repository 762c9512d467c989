import { join, relative } from 'node:path';
import { PACKAGE_ROOT } from './paths.js';

/** The Vite configuration of `vitrine build`, for Vike's build and its prerender alike. */
export const viteConfigOf = (out: string) => ({
  configFile: join(PACKAGE_ROOT, 'vite.config.ts'),
  root: join(PACKAGE_ROOT, 'site'),
  logLevel: 'warn' as const,
  // Relative to the root: vike joins an absolute outDir onto the root as text.
  build: { outDir: relative(join(PACKAGE_ROOT, 'site'), out) },
});
