import { join } from 'node:path';

// The render process's bundle (site/build/render-process.ts, the preview's, and the site's modules they load, the
// packages left to node_modules): a render process started from it loads plain JavaScript, where
// through tsx it compiled the site's TypeScript first (each process, each build). Made with the code's
// other bundles, kept and reused with them (site/build/bundles.ts).

/** The folder of the render process's bundle in a build's folder. */
export const RENDER_BUNDLE = 'render';

/** The render process's entry in the build's folder `out`. */
export const renderProcessOf = (out: string): string => join(out, RENDER_BUNDLE, 'render-process.mjs');
/** The preview's entry (site/build/preview-process.ts), bundled with the render process. */
export const previewProcessOf = (out: string): string => join(out, RENDER_BUNDLE, 'preview-process.mjs');

/** Bundles the render process into <out>/render (Vite's server build, with the site's TypeScript options). */
export async function bundleRenderProcess(places: { root: string; out: string }): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: places.root,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: join(places.out, RENDER_BUNDLE),
      emptyOutDir: true,
      target: 'node22',
      // Its stack traces name the site's own functions.
      minify: false,
      rollupOptions: {
        input: {
          'render-process': join(places.root, 'site', 'build', 'render-process.ts'),
          'preview-process': join(places.root, 'site', 'build', 'preview-process.ts'),
        },
        output: { entryFileNames: '[name].mjs', chunkFileNames: '[name].[hash].mjs' },
      },
    },
  });
}
