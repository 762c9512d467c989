import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../schema/index.js';
import { policyHashesOf } from '../../server/csp.js';
import { readRecord } from './build-record.js';
import { readSiteFileRecords } from './file-records.js';
import { FRAGMENTS, type FragmentPaths } from './fragment-paths.js';
import type { BuildPlaces } from './places.js';
import type { LastBuildFiles, TextFiles } from './precompress.js';
import { siteFileWriter } from './site-file-writer.js';

/** What the site's files are built for: the build's folder, its shared inputs' digest, and the last good build's folder when its shared inputs are the same. */
export interface SiteFilesBuild {
  out: string;
  shared: string;
  last?: string;
  /** The digests of the last build's card fragments already in the build's folder (site/build/spare-fragments.ts). */
  keptFragments?: readonly string[];
}

/** A record of the last build, or undefined when it has none (a build from before the record: everything is made anew). */
const lastRecord = async <T>(last: string | undefined, name: string): Promise<T | undefined> =>
  last ? readRecord<T>(last, name) : undefined;

/** The last good build's site and the records of the files its render processes made besides the pages, when this build is incremental. */
async function lastFilesOf(build: SiteFilesBuild): Promise<LastBuildFiles | undefined> {
  if (!build.last) return undefined;
  const files = await readSiteFileRecords(build.last);
  return files && { site: join(build.last, 'client'), files };
}

/**
 * The files the site's own modules make from the data, beside the pages, made once for the whole
 * site: each language's search index at its content-named URL, the brand's fonts, sitemap and
 * robots, the internal paths' table and `_redirects` (their pages are rendered with the others) and
 * the departed pages' list. Run in a site process (its
 * places set before these modules load). Those the last good build had with the same bytes are
 * linked from it, the others written with their compressed copy (site/build/site-file-writer.ts):
 * returns the records of the text files.
 */
async function writeSiteFiles(places: BuildPlaces, last: LastBuildFiles | undefined): Promise<TextFiles> {
  const writer = siteFileWriter(places.client, policyHashesOf, last);
  const { searchIndexUrl } = await import('../data/client-assets.js');
  const { loadManifest } = await import('../data/load.js');
  for (const language of loadManifest().languages)
    await writer.write(searchIndexUrl(language).slice(1), await readFile(join(places.data, language, 'search.json'), 'utf8'));
  const { siteConfig } = await import('../site-config.js');
  const { fontFilesOf } = await import('../theme/theme.js');
  for (const font of fontFilesOf(siteConfig().theme)) {
    const target = join(places.client, font.url);
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(font.source, target);
  }
  await (await import('../seo/write-seo-files.js')).writeSeoFiles(writer);
  await (await import('../seo/write-redirects.js')).writeRedirects(writer);
  // The pages of properties that left the feed, which vitrine serve answers with 410 (issue 15).
  await (await import('../pages/gone/writeGoneList.js')).writeGoneList(writer);
  await writer.done();
  return writer.records;
}

/** What the favourites and compare pages read about any property (issue 17), a few small files per language. */
async function writeFavouriteFiles(
  places: BuildPlaces,
  languages: readonly Language[],
  build: SiteFilesBuild,
  last: LastBuildFiles | undefined,
) {
  const writer = siteFileWriter(places.client, policyHashesOf, last);
  await (await import('../data/favourite-data-write.js')).writeFavouriteData(writer, languages, build.shared);
  await writer.done();
  return writer.records;
}

/**
 * The lists' indexes and card fragments in these languages (site/data/list-index-write.ts); those
 * the last good build made from the same cards are linked from it, the others written with their
 * compressed copy. Returns their records and the fragments' paths, which the build records for the
 * next one.
 */
async function writeListFiles(
  places: BuildPlaces,
  languages: readonly Language[],
  build: SiteFilesBuild,
  last: LastBuildFiles | undefined,
) {
  const { writeListAssets } = await import('../data/list-index-write.js');
  const lastFragments = await lastRecord<FragmentPaths>(build.last, FRAGMENTS);
  return writeListAssets(
    places.client,
    languages,
    build.shared,
    policyHashesOf,
    last && lastFragments ? { ...last, fragments: lastFragments, kept: new Set(build.keptFragments) } : undefined,
  );
}

/** The records of the text files a share put in place with their compressed copy, and the paths of the list fragments it made. */
export interface FilesOfShare {
  records: TextFiles;
  fragments: FragmentPaths;
}

/**
 * The site's own files, made by the render processes before their pages
 * (site/data/prerender-shard.ts): the first makes the files made once for the whole site; of the
 * processes rendering a group of languages, the first makes their favourites' files and the last
 * their lists' files (the card fragments are the larger part), so that none waits for another and
 * none reads a language it does not render. One process makes them all.
 */
export async function writeFilesOfShare(
  share: { index: number; count: number },
  places: BuildPlaces,
  build: SiteFilesBuild,
): Promise<FilesOfShare> {
  const { isFirstOfLanguages, isLastOfLanguages, shareLanguages } = await import('../data/prerender-shard.js');
  const languages = shareLanguages(share);
  // The last build's records, read once: one process makes every kind of file.
  const last = await lastFilesOf(build);
  const records: TextFiles = {
    ...(share.index === 0 ? await writeSiteFiles(places, last) : {}),
    ...(isFirstOfLanguages(share) ? await writeFavouriteFiles(places, languages, build, last) : {}),
  };
  if (!isLastOfLanguages(share)) return { records, fragments: {} };
  const lists = await writeListFiles(places, languages, build, last);
  return { records: { ...records, ...lists.records }, fragments: lists.paths };
}
