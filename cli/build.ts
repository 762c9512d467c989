import { copyFile, cp, mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { tagOrigins } from '../schema/index.js';
import { writeCspSources } from '../server/csp.js';
import { bundleClientScripts, copyClientAssets } from './client-assets.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';
import { PACKAGE_ROOT } from './paths.js';
import { precompress } from './precompress.js';
import { prerenderInShares, prerenderShares } from './prerender.js';
import { loadSiteConfig } from './site-config.js';
import { viteConfigOf } from './vike-options.js';

export const buildFlagsSchema = z.object({
  data: z.string().default('data/generated'),
  media: z.string().default('data/media'),
  config: z.string().default('data/site/site.json'),
  /** The build's folder: the site in <out>/client. Another folder lets a test build beside dist/. */
  out: z.string().default(join(PACKAGE_ROOT, 'dist')),
});

/** What the last build measured: the largest memory of its prerender processes (bench/build). */
export const buildStats = { prerenderPeakRssMb: 0 };

/**
 * `vitrine build`: prerenders the site from the generated data (DESIGN.md, Site) into dist/client,
 * and puts the photo variants beside it under /media.
 */
export async function buildCommand(rawFlags: z.input<typeof buildFlagsSchema>): Promise<number> {
  try {
    const flags = buildFlagsSchema.parse(rawFlags);
    process.env.VITRINE_DATA = resolve(flags.data);
    await checkConfiguration(resolve(flags.config));
    process.env.VITRINE_CONFIG_DIR = dirname(resolve(flags.config));
    const out = resolve(flags.out);
    const scripts = join(out, 'scripts');
    process.env.VITRINE_SCRIPTS = scripts;
    const started = performance.now();
    await bundleClientScripts(scripts);
    const { build } = await import('vike/api');
    await build({ viteConfig: viteConfigOf(out) });
    buildStats.prerenderPeakRssMb = await prerenderInShares(out, await prerenderShares(resolve(flags.data)));
    const client = join(out, 'client');
    await rm(join(client, 'media'), { recursive: true, force: true });
    await cp(resolve(flags.media), join(client, 'media'), {
      recursive: true,
      filter: (source) => !source.endsWith('.json'),
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await copyFonts(client);
    await copyClientAssets(resolve(flags.data), client, scripts);
    const { writeSeoFiles } = await import('../site/seo/write-seo-files.js');
    await writeSeoFiles(client);
    await (await import('../site/seo/write-redirects.js')).writeRedirects(client);
    // The pages of properties that left the feed, which vitrine serve answers with 410 (issue 15).
    await (await import('../site/pages/gone/writeGoneList.js')).writeGoneList(client);
    await writeCspSources(client, await outsideOrigins());
    await precompress(client);
    process.stdout.write(`Built the site into ${client} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return EXIT.ok;
  } catch (error) {
    return handleError('build', error, false);
  }
}

/** The configuration and its content, checked before the prerender so a mistake reads as one line per problem. */
async function checkConfiguration(path: string): Promise<void> {
  const config = await loadSiteConfig(path);
  const { ContentError, loadContentFrom } = await import('../site/content/load.js');
  try {
    loadContentFrom(dirname(path), config.languages.enabled);
  } catch (error) {
    throw error instanceof ContentError ? new UsageError(error.message) : error;
  }
}

/**
 * The origins the pages load from besides their own: the map's tiles, a video banner hosted
 * elsewhere, and the tags whose ids are configured (the visitor's consent decides whether they load).
 */
async function outsideOrigins() {
  const { SITE } = await import('../site/site-config.js');
  const origin = (url: string) => new URL(url.replace(/\{[a-z]\}/g, '0'), 'http://self.invalid').origin;
  const own = (o: string) => o === 'http://self.invalid';
  const video = SITE.banners.home?.type === 'video' ? [origin(SITE.banners.home.video.url)] : [];
  const tags = tagOrigins(SITE.tracking);
  return {
    imageOrigins: [origin(SITE.map.tileUrl), ...tags.image].filter((o) => !own(o)),
    mediaOrigins: video.filter((o) => !own(o)),
    scriptOrigins: tags.script,
    connectOrigins: tags.connect,
  };
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
