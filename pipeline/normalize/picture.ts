import type { Picture } from '../../schema/index.js';

interface RawPicture {
  Url: string;
  Width?: number | null;
  Height?: number | null;
  ID?: number | null;
  Name?: string | null;
}

/** A feed picture item; the image stage fills in `image` later. */
export function pictureOf(item: RawPicture): Picture {
  return {
    id: item.ID ?? null,
    url: item.Url,
    width: item.Width && item.Width > 0 ? item.Width : null,
    height: item.Height && item.Height > 0 ? item.Height : null,
    name: item.Name ?? null,
    image: null,
  };
}
