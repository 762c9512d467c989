import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { LOGO_HEIGHTS, MAX_INPUT_PIXELS, PHOTO_FALLBACK_WIDTHS, PHOTO_WIDTHS, THUMBNAIL } from '../../schema/index.js';

// Variants of one photo (DESIGN.md, Images): EXIF rotation applied first, never enlarged, a
// decompression-bomb limit, and a ThumbHash placeholder. CPU only: the caller does the I/O.

/** One photo in flight at a time per libvips worker: measured fastest on this machine (TOOLCHAIN.md). */
sharp.concurrency(1);

export interface EncodedFile {
  /** File name inside the photo's media folder, e.g. "600.webp", "thumb.webp". */
  name: string;
  format: 'webp' | 'jpeg' | 'png';
  width: number;
  height: number;
  data: Buffer;
}

export interface EncodedPhoto {
  width: number;
  height: number;
  files: EncodedFile[];
  thumbnail: EncodedFile;
  placeholder: string;
}

/** Why a photo could not be used, in words for the sync report. */
export class PhotoError extends Error {
  override name = 'PhotoError';
}

const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });

/**
 * Why sharp could not read the bytes. A file that is not an image is named by its sniffed type only:
 * its bytes may be anything the feed pointed at, and the report must never quote them.
 */
async function explain(error: unknown, bytes: Buffer): Promise<PhotoError> {
  const message = error instanceof Error ? error.message : String(error);
  if (/unsupported image format/i.test(message)) {
    const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
    return new PhotoError(
      type
        ? `not an image we can read: the content is ${type.mime}`
        : 'not an image: the content is in no image format (an error page or a text file?)',
    );
  }
  if (/pixel limit/i.test(message)) {
    return new PhotoError(`more than ${MAX_INPUT_PIXELS / 1e6} megapixels: refused as a possible decompression bomb`);
  }
  return new PhotoError(`unreadable image data (${message.split('\n')[0]?.slice(0, 160)})`);
}

/** Sizes up to `limit`, plus `limit` itself when it lies between two sizes: never enlarged, nothing lost. */
const fitting = (sizes: readonly number[], limit: number, withOwnSize: boolean) => {
  const fit = sizes.filter((s) => s <= limit);
  const own = fit.length === 0 || (withOwnSize && fit.length < sizes.length && !fit.includes(limit));
  return own ? [...fit, limit] : fit;
};

export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  try {
    const meta = await input(bytes).metadata();
    if (!meta.width || !meta.height) throw new PhotoError('the image has no size');
    const sideways = (meta.orientation ?? 1) >= 5;
    const width = sideways ? meta.height : meta.width;
    const height = sideways ? meta.width : meta.height;
    const base = input(bytes).rotate();

    const render = async (name: string, format: EncodedFile['format'], pipeline: Sharp): Promise<EncodedFile> => {
      const encoded =
        format === 'webp' ? pipeline.webp({ quality: 78, effort: 4 }) : pipeline.jpeg({ quality: 80, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { name, format, width: info.width, height: info.height, data };
    };
    const files: EncodedFile[] = [];
    for (const w of fitting(PHOTO_WIDTHS, width, true))
      files.push(await render(`${w}.webp`, 'webp', base.clone().resize({ width: w })));
    for (const w of fitting(PHOTO_FALLBACK_WIDTHS, width, false))
      files.push(await render(`${w}.jpg`, 'jpeg', base.clone().resize({ width: w })));
    const thumbWidth = Math.min(
      THUMBNAIL.maxWidth,
      Math.max(THUMBNAIL.minWidth, Math.round((THUMBNAIL.height * width) / height)),
    );
    const thumbnail = await render(
      'thumb.webp',
      'webp',
      base.clone().resize({ width: thumbWidth, height: THUMBNAIL.height, fit: 'cover', withoutEnlargement: true }),
    );
    const small = await base
      .clone()
      .resize(100, 100, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const placeholder = Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString('base64');
    return { width, height, files, thumbnail, placeholder };
  } catch (error) {
    throw error instanceof PhotoError ? error : await explain(error, bytes);
  }
}

/** The agency's logo at the heights of §9, in webp and PNG (transparency kept); SVG is drawn sharp. */
export async function encodeLogo(bytes: Buffer): Promise<EncodedFile[]> {
  try {
    const meta = await input(bytes).metadata();
    const files: EncodedFile[] = [];
    for (const height of LOGO_HEIGHTS) {
      // An SVG is rasterized at the density that gives twice the target height: crisp on retina screens.
      const density = meta.format === 'svg' && meta.height ? Math.ceil((72 * height * 2) / meta.height) : undefined;
      const base = sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS }).resize({
        height: height * 2,
        withoutEnlargement: !density,
      });
      for (const format of ['webp', 'png'] as const) {
        const encoded =
          format === 'webp'
            ? // Lossless: a logo's flat colours take a third fewer bytes than lossy at quality 90.
              base.clone().webp({ lossless: true })
            : base.clone().png({ compressionLevel: 9, palette: true });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        files.push({ name: `logo-${height}.${format}`, format, width: info.width, height: info.height, data });
      }
    }
    return files;
  } catch (error) {
    throw error instanceof PhotoError ? error : await explain(error, bytes);
  }
}
