import type { ImageSet } from '../../schema/index.js';

/** The Open Graph / Twitter image of a page: a JPEG (every network reads it), at most 1360 wide. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
}

export function shareImageOf(image: ImageSet | null): ShareImage | undefined {
  const jpeg = image?.variants.filter((v) => v.format === 'jpeg').at(-1);
  return jpeg && { path: `/media/${jpeg.path}`, width: jpeg.width, height: jpeg.height };
}
