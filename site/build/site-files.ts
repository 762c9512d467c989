import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FragmentPaths } from '../data/list-index-write.js';
import type { BuildPlaces } from './places.js';
import { COMPRESSED_FILES, type LastBuildFiles, type TextFiles } from './precompress.js';
import { siteFileWriter } from './site-file-writer.js';

/** What the site's files are built for: the build's folder, its shared inputs' digest, and the last good build's folder when its shared inputs are the same. */
export interface SiteFilesBuild {
  out: string;
  shared: string;
  last?: string;
}

/** A record of the last build, or undefined when it has none (a build from before the record: everything is made anew). */
const lastRecord = async <T>(last: string | undefined, name: string): Promise<T | undefined> =>
  last
    ? readFile(join(last, name), 'utf8').then(
        (text) => JSON.parse(text) as T,
        () => undefined,
      )
    : undefined;

/** The last good build's site and its text files' records, when this build is incremental. */
async function lastFilesOf(build: SiteFilesBuild): Promise<LastBuildFiles | undefined> {
  const files = await lastRecord<TextFiles>(build.last, COMPRESSED_FILES);
  return build.last && files ? { site: join(build.last, 'client'), files } : undefined;
}

/**
 * The files the site's own modules make from the data, beside the pages: each language's search
 * index at its content-named URL, the brand's fonts, sitemap and robots, the internal paths'
 * redirects, the departed pages' list and the favourites' data. Run in a site process (its places
 * set before these modules load). Those the last good build had with the same bytes are linked from
 * it (site/build/site-file-writer.ts): returns their records.
 */
async function writeSiteFiles(places: BuildPlaces, last: LastBuildFiles | undefined): Promise<TextFiles> {
  const { searchIndexUrl } = await import('../data/client-assets.js');
  const { loadManifest } = await import('../data/load.js');
  await mkdir(join(places.client, 'assets', 'search'), { recursive: true });
  for (const language of loadManifest().languages)
    await copyFile(join(places.data, language, 'search.json'), join(places.client, searchIndexUrl(language)));
  const { siteConfig } = await import('../site-config.js');
  const { fontFilesOf } = await import('../theme/theme.js');
  for (const font of fontFilesOf(siteConfig().theme)) {
    const target = join(places.client, font.url);
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(font.source, target);
  }
  const writer = siteFileWriter(places.client, last);
  await (await import('../seo/write-seo-files.js')).writeSeoFiles(writer);
  await (await import('../seo/write-redirects.js')).writeRedirects(writer);
  // The pages of properties that left the feed, which vitrine serve answers with 410 (issue 15).
  await (await import('../pages/gone/writeGoneList.js')).writeGoneList(writer);
  // What the favourites and compare pages read about any property (issue 17), a few small files per language.
  await (await import('../data/favourite-data-write.js')).writeFavouriteData(writer);
  await writer.done();
  return writer.kept;
}

/**
 * The lists' indexes and card fragments (site/data/list-index-write.ts), and the record of the
 * fragments for the next build; those the last good build made from the same cards are linked from
 * it: returns their records.
 */
async function writeListFiles(places: BuildPlaces, build: SiteFilesBuild, last: LastBuildFiles | undefined): Promise<TextFiles> {
  const { enabledLanguages } = await import('../site-config.js');
  const { FRAGMENTS, writeListAssets } = await import('../data/list-index-write.js');
  const lastFragments = await lastRecord<FragmentPaths>(build.last, FRAGMENTS);
  // As many languages as the list pages, which name them (site/pages/list/page-list.ts).
  const fragments = await writeListAssets(
    places.client,
    enabledLanguages(),
    build.shared,
    last && lastFragments ? { ...last, fragments: lastFragments } : undefined,
  );
  await writeFile(join(build.out, FRAGMENTS), JSON.stringify(fragments.paths));
  return fragments.kept;
}

/**
 * The site's own files, made by the render processes before their pages: the first makes the SEO
 * files, redirects and search indexes, the last the lists' files (their card fragments are the
 * larger part), so that neither waits for the other; one process makes them all.
 */
export async function writeFilesOfShare(
  share: { index: number; count: number },
  places: BuildPlaces,
  build: SiteFilesBuild,
): Promise<TextFiles> {
  // The last build's records, read once: one process makes both kinds of files.
  const last = await lastFilesOf(build);
  return {
    ...(share.index === 0 ? await writeSiteFiles(places, last) : {}),
    ...(share.index === share.count - 1 ? await writeListFiles(places, build, last) : {}),
  };
}
