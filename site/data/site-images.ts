import type { ImageSet } from '../../schema/index.js';
import { loadSiteMedia } from './load';

/** The variants the sync made of an image of the configuration; null when it made none (--no-images). */
export const siteImage = (path: string | undefined): ImageSet | null => (path && loadSiteMedia().images[path]) || null;
