import { copyFile, cp, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { bundleClientScripts, copyClientAssets, SCRIPTS_DIR } from './client-assets.js';
import { EXIT } from './exit-codes.js';
import { handleError } from './handle-error.js';
import { PACKAGE_ROOT } from './paths.js';

export const buildFlagsSchema = z.object({
  data: z.string().default('data/generated'),
  media: z.string().default('data/media'),
});

/**
 * `vitrine build`: prerenders the site from the generated data (DESIGN.md, Site) into dist/client,
 * and puts the photo variants beside it under /media.
 */
export async function buildCommand(rawFlags: z.input<typeof buildFlagsSchema>): Promise<number> {
  try {
    const flags = buildFlagsSchema.parse(rawFlags);
    process.env.VITRINE_DATA = resolve(flags.data);
    // The site's configuration is bundled from data/site; its files (fonts) are read from there too.
    process.env.VITRINE_CONFIG_DIR = join(PACKAGE_ROOT, 'data', 'site');
    process.env.VITRINE_SCRIPTS = SCRIPTS_DIR;
    const started = performance.now();
    await bundleClientScripts();
    const { build } = await import('vike/api');
    await build({
      viteConfig: { configFile: join(PACKAGE_ROOT, 'vite.config.ts'), root: join(PACKAGE_ROOT, 'site'), logLevel: 'warn' },
    });
    const client = join(PACKAGE_ROOT, 'dist', 'client');
    await rm(join(client, 'media'), { recursive: true, force: true });
    await cp(resolve(flags.media), join(client, 'media'), {
      recursive: true,
      filter: (source) => !source.endsWith('.json'),
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await copyFonts(client);
    await copyClientAssets(resolve(flags.data), client);
    const { writeSeoFiles } = await import('../site/seo/write-seo-files.js');
    await writeSeoFiles(client);
    process.stdout.write(`Built the site into ${client} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return EXIT.ok;
  } catch (error) {
    return handleError('build', error, false);
  }
}

/** The brand's font files, at the content-named URLs that the pages' <head> preloads. */
async function copyFonts(client: string): Promise<void> {
  const { SITE } = await import('../site/site-config.js');
  const { fontFilesOf } = await import('../site/theme/theme.js');
  for (const font of fontFilesOf(SITE.theme)) {
    const target = join(client, font.url);
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(font.source, target);
  }
}
