// §9 Limits (image widths 100, 400, 600, 1360; gallery width 1920, 600 on mobile; thumbnail height
// 125, width 84 to 262; logo height 125, 75 on mobile) and §7 (formats webp and png).

/** Widths of the webp variants of a photo; a photo is never enlarged. */
export const PHOTO_WIDTHS = [100, 400, 600, 1360, 1920] as const;

/**
 * Widths of the fallback variants for browsers without webp. Photos fall back to JPEG, not PNG: a
 * PNG of a photograph is 5–8 times larger at the same quality (docs/architecture.md, Photos).
 */
export const PHOTO_FALLBACK_WIDTHS = [600, 1360] as const;

/** Gallery thumbnails: height 125, width kept between 84 and 262 (cropped to fit). */
export const THUMBNAIL = { height: 125, minWidth: 84, maxWidth: 262 } as const;

/** Property gallery: the photo shown at most this wide (600 on mobile). */
export const GALLERY = { width: 1920, mobileWidth: 600 } as const;

/** The agency's logo, in webp and PNG (it needs transparency). */
export const LOGO_HEIGHTS = [125, 75] as const;

/** Decompression-bomb guard: a photo of more pixels is refused (a 100-megapixel camera is enough). */
export const MAX_INPUT_PIXELS = 100_000_000;

/** A downloaded original larger than this is refused. */
export const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;
