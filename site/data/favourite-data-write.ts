import { createHash } from 'node:crypto';
import type { Language, Property } from '../../schema/index.js';
import type { SiteFileWriter } from '../build/site-file-writer.js';
import { i18nFor } from '../locales/i18n.js';
import { bucketOf, FAVOURITE_BUCKETS, type FavouriteRecord, favouriteBucketUrl } from './favourite-format.js';
import { favouriteRecordOf, type Texts, textsOf } from './favourite-records.js';
import { loadProperties, propertyDigests } from './load.js';

// Build time only. The favourites and compare pages' data (site/data/favourite-format.ts), through
// the build's writer of site files: a bucket made from the same listings' records as in the last
// build is linked from it with its compressed copy, without being made again (its source: the
// records' digests), so a changed price makes and rewrites one bucket per language. Making every
// bucket took a large agency's render process 60–80 ms a language, on every build.

/** A language's properties by bucket, each bucket in id order (pure). */
export function bucketsOf(properties: readonly Property[]): Property[][] {
  const buckets: Property[][] = Array.from({ length: FAVOURITE_BUCKETS }, () => []);
  for (const p of [...properties].sort((a, b) => a.id - b.id)) buckets[bucketOf(p.id)]?.push(p);
  return buckets;
}

const recordsOf = (properties: readonly Property[], t: Texts): FavouriteRecord[] =>
  properties.map((p) => favouriteRecordOf(p, t));

/** A language's buckets: every property's record, by bucket, in id order (pure). */
export function favouriteBuckets(properties: readonly Property[], language: Language): FavouriteRecord[][] {
  const t = textsOf(i18nFor(language).t);
  return bucketsOf(properties).map((bucket) => recordsOf(bucket, t));
}

/**
 * What a bucket is made from (pure): the build's shared inputs (`shared`: its code and texts among
 * them, site/build/inputs-digest.ts), its language, and its listings' record digests
 * (site/data/record-digests.ts); undefined when a listing has none (its file was not read as the
 * sync wrote it): the bucket is then made, and kept by its bytes only.
 */
export function bucketSource(
  shared: string,
  language: Language,
  properties: readonly Property[],
  digests: WeakMap<object, string> | undefined,
): string | undefined {
  const hash = createHash('sha256').update(`favourites\0${shared}\0${language}\0`);
  for (const p of properties) {
    const digest = digests?.get(p);
    if (digest === undefined) return undefined;
    hash.update(`${p.id}\0${digest}\0`);
  }
  return hash.digest('base64url');
}

/** Writes these languages' buckets (the build writes every enabled language's: as many as the pages that read them). */
export async function writeFavouriteData(writer: SiteFileWriter, languages: readonly Language[], shared: string): Promise<void> {
  for (const language of languages) {
    const t = textsOf(i18nFor(language).t);
    const properties = loadProperties(language);
    const digests = propertyDigests(language);
    for (const [bucket, listed] of bucketsOf(properties).entries()) {
      const path = favouriteBucketUrl(language, bucket).slice(1);
      const make = () => JSON.stringify(recordsOf(listed, t));
      const source = bucketSource(shared, language, listed, digests);
      await (source === undefined ? writer.write(path, make()) : writer.writeMade(path, source, make));
    }
  }
}
