import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, SAMPLE } from './cli.js';
import { copySnapshot } from './snapshot.js';

export const SAMPLE_PHOTOS = join(ROOT, 'data/sample/photos');

/** A picture item as the feed sends it. */
export const pictureAt = (url: string) => ({ Url: url, Width: 1920, Height: 1280, ID: 1, Name: 'photo' });

/**
 * A small agency in `work`: the snapshot in work/feed with the sample's first properties, the i-th
 * showing the photo URLs `photos[i]`, and the sample's photos copied to work/photos.
 */
export async function agencyWithPhotos(work: string, photos: readonly (readonly string[])[]): Promise<string> {
  await cp(SAMPLE_PHOTOS, join(work, 'photos'), { recursive: true });
  return copySnapshot(SAMPLE, join(work, 'feed'), (method, _language, items) => {
    if (method === 'GetProjectList') return [];
    if (method !== 'GetPropertyList') return items;
    return items.slice(0, photos.length).map((item, i) => ({ ...item, XLargePictureItems: (photos[i] ?? []).map(pictureAt) }));
  });
}
