import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ImageSet } from '../../schema/index.js';
import { sha256 } from '../digest.js';
import { VitrineError } from '../errors.js';
import { encodePhoto } from './encode.js';
import type { MediaStore } from './media-store.js';

/**
 * The configuration's own images (banners, share images), made into the same variants as a
 * property's photos and kept by content digest. A missing or unreadable file is a configuration
 * mistake: the sync stops with its path before anything is published.
 */
export async function makeSiteImages(
  configDir: string,
  paths: readonly string[],
  media: MediaStore,
): Promise<{ images: Record<string, ImageSet>; encoded: number }> {
  const images: Record<string, ImageSet> = {};
  let encoded = 0;
  for (const path of paths) {
    const file = resolve(configDir, path);
    try {
      const bytes = await readFile(file);
      const digest = sha256(bytes);
      let set = await media.read(digest);
      if (!set) {
        set = await media.write(digest, await encodePhoto(bytes));
        encoded++;
      }
      images[path] = set;
    } catch (error) {
      throw new VitrineError(
        'CONFIG_INVALID',
        `the image "${path}" of the site configuration (${file}) cannot be used: ${(error as Error).message}`,
        "Fix the path in banners, shareImage or an article's image (content/articles.json), or give a readable JPEG, PNG or WebP file.",
      );
    }
  }
  return { images, encoded };
}
