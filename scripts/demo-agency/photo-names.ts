/** Portrait photos of the pool, and the one whose pixels are stored sideways with EXIF orientation 6. */
export const PORTRAIT_PHOTOS = ['interior-09', 'interior-10'];
export const SIDEWAYS_PHOTO = 'house-05';
