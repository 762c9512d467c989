import { join, relative } from 'node:path';

/** The Vite configuration of the site build, for Vike's build and its prerender alike. */
export const viteConfigOf = (root: string, out: string) => ({
  configFile: join(root, 'vite.config.ts'),
  root: join(root, 'site'),
  logLevel: 'warn' as const,
  // Relative to the root: vike joins an absolute outDir onto the root as text.
  build: { outDir: relative(join(root, 'site'), out) },
});
