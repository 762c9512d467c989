import type { Language } from '../../../schema/spec/languages';
import { bucketOf, type FavouriteRecord, favouriteBucketUrl } from '../../data/favourite-format';

// The records of some properties (site/data/favourite-format.ts): the few buckets that hold them,
// fetched in parallel. A property that is in none left the site: the caller says so.

/** The records of these ids that the site has, by id; throws when a bucket cannot be fetched. */
export async function recordsOf(language: Language, ids: readonly number[]): Promise<Map<number, FavouriteRecord>> {
  const buckets = [...new Set(ids.map(bucketOf))];
  const lists = await Promise.all(
    buckets.map(async (bucket) => {
      // Checked with the server each time (a 304 when unchanged): a property favourited on a page
      // fresher than a cached bucket is not taken for one that left.
      const response = await fetch(favouriteBucketUrl(language, bucket), { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${response.status}`);
      const list: unknown = await response.json();
      return Array.isArray(list) ? (list as FavouriteRecord[]) : [];
    }),
  );
  const wanted = new Set(ids);
  const records = new Map<number, FavouriteRecord>();
  for (const record of lists.flat()) if (wanted.has(record?.id)) records.set(record.id, record);
  return records;
}
