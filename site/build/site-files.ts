import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildPlaces } from './places.js';

/**
 * The files the site's own modules make from the data, beside the pages: each language's search
 * index at its content-named URL, the brand's fonts, sitemap and robots, the internal paths'
 * redirects and the departed pages' list. Run in a site process (its places set before these
 * modules load).
 */
export async function writeSiteFiles(places: BuildPlaces): Promise<void> {
  const { searchIndexUrl } = await import('../data/client-assets.js');
  const { loadManifest } = await import('../data/load.js');
  await mkdir(join(places.client, 'assets', 'search'), { recursive: true });
  for (const language of loadManifest().languages)
    await copyFile(join(places.data, language, 'search.json'), join(places.client, searchIndexUrl(language)));
  const { SITE } = await import('../site-config.js');
  const { fontFilesOf } = await import('../theme/theme.js');
  for (const font of fontFilesOf(SITE.theme)) {
    const target = join(places.client, font.url);
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(font.source, target);
  }
  await (await import('../seo/write-seo-files.js')).writeSeoFiles(places.client);
  await (await import('../seo/write-redirects.js')).writeRedirects(places.client);
  // The pages of properties that left the feed, which vitrine serve answers with 410 (issue 15).
  await (await import('../pages/gone/writeGoneList.js')).writeGoneList(places.client);
}
