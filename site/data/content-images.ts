import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '../../pipeline/digest.js';
import { folderOf } from '../../pipeline/images/media-store.js';
import { type ImageSet, imageSetSchema } from '../../schema/index.js';
import { buildPlaces } from '../build/places.js';
import { processCache } from './process-cache.js';

// An article's or a banner's photo: a file of the configuration's folder (an upload of
// /admin/images/, or one a developer put there), shown through the variants the sync or the upload made of it, found in the
// media folder by the digest of the file's bytes, as every photo is.

const known = processCache<string, ImageSet>('content-images');

export function contentImage(file: string): ImageSet {
  const { configDir, media } = buildPlaces();
  const path = join(configDir, file);
  const cached = known.get(path);
  if (cached) return cached;
  let digest: string;
  try {
    digest = sha256(readFileSync(path));
  } catch (error) {
    throw new Error(
      `the photo "${file}" (of the content or site.json) cannot be read (${(error as Error).message}): upload it again in /admin/images/ or fix the path`,
    );
  }
  const setFile = join(media, folderOf(digest), 'image.json');
  let set: ImageSet;
  try {
    set = imageSetSchema.parse(JSON.parse(readFileSync(setFile, 'utf8')));
  } catch {
    throw new Error(
      `the photo "${file}" (of the content or site.json) has no variants in ${media} (${setFile}): run vitrine sync, which makes them`,
    );
  }
  known.set(path, set);
  return set;
}
