import type { Language, Property } from '../../schema/index.js';
import type { SiteFileWriter } from '../build/site-file-writer.js';
import { i18nFor } from '../locales/i18n.js';
import { bucketOf, FAVOURITE_BUCKETS, type FavouriteRecord, favouriteBucketUrl } from './favourite-format.js';
import { favouriteRecordOf, textsOf } from './favourite-records.js';
import { loadProperties } from './load.js';

// Build time only. The favourites and compare pages' data (site/data/favourite-format.ts), through
// the build's writer of site files: a bucket whose bytes did not change is linked from the last
// build with its compressed copy, so a changed price rewrites one bucket per language.

/** A language's buckets: every property's record, by bucket, in id order (pure). */
export function favouriteBuckets(properties: readonly Property[], language: Language): FavouriteRecord[][] {
  const t = textsOf(i18nFor(language).t);
  const buckets: FavouriteRecord[][] = Array.from({ length: FAVOURITE_BUCKETS }, () => []);
  for (const p of [...properties].sort((a, b) => a.id - b.id)) buckets[bucketOf(p.id)]?.push(favouriteRecordOf(p, t));
  return buckets;
}

/** Writes these languages' buckets (the build writes every enabled language's: as many as the pages that read them). */
export async function writeFavouriteData(writer: SiteFileWriter, languages: readonly Language[]): Promise<void> {
  for (const language of languages)
    for (const [bucket, records] of favouriteBuckets(loadProperties(language), language).entries())
      await writer.write(favouriteBucketUrl(language, bucket).slice(1), JSON.stringify(records));
}
