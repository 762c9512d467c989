import type { Picture } from '../../schema/index.js';
import { checkPictureUrl, cleanLine } from '../derive/index.js';
import type { Report } from './bounds.js';

interface RawPicture {
  Url: string;
  Width?: number | null;
  Height?: number | null;
  ID?: number | null;
  Name?: string | null;
}

/** A size in pixels, or null when it is none (0, negative, or too large to be a whole number). */
const size = (n: number | null | undefined) => (n != null && Number.isSafeInteger(n) && n > 0 ? n : null);

/** A feed picture item, or null (reported) when its URL may not be fetched; the image stage fills in `image`. */
export function pictureOf(item: RawPicture, field: string, report: Report): Picture | null {
  const url = checkPictureUrl(item.Url);
  if (!url.ok) {
    report(`${field}.Url`, `dropped the photo: ${url.reason}`);
    return null;
  }
  const name = item.Name ? cleanLine(item.Name) : null;
  if (name?.changes.length) report(`${field}.Name`, name.changes.join('; '));
  return {
    id: item.ID ?? null,
    url: url.url,
    width: size(item.Width),
    height: size(item.Height),
    name: name?.text ?? null,
    image: null,
  };
}

/** Every usable picture of a list, each reported under its index (e.g. "XLargePictureItems.2"). */
export function picturesOf(items: readonly RawPicture[], field: string, report: Report): Picture[] {
  return items.flatMap((item, i) => pictureOf(item, `${field}.${i}`, report) ?? []);
}
