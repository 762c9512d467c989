import { CONTENT_IMAGES_FOLDER, type ImageSet } from '../../schema/index.js';
import { contentImage } from './content-images';
import { loadSiteMedia } from './load';

/**
 * The variants the sync made of an image of the configuration; null when it made none (--no-images).
 * A staff upload chosen in /admin/settings/ (a banner) has its variants from the upload already, before
 * any sync: found by its digest, as an article's photo.
 */
export const siteImage = (path: string | undefined): ImageSet | null =>
  (path && loadSiteMedia().images[path]) || (path?.startsWith(`${CONTENT_IMAGES_FOLDER}/`) ? contentImage(path) : null);
