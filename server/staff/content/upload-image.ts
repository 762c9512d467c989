import { access, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { sha256 } from '../../../pipeline/digest.js';
import { encodePhoto } from '../../../pipeline/images/encode.js';
import { createMediaStore, folderOf, writeAtomically } from '../../../pipeline/images/media-store.js';
import { acquireLock } from '../../../pipeline/write/lock.js';
import { CONTENT_IMAGES_FOLDER, MAX_INPUT_PIXELS } from '../../../schema/index.js';

// A photo uploaded in /admin/images/ (issue 45). Never kept or served as it came: recognised by its
// bytes (file-type), decoded by sharp under the decompression-bomb limit, turned upright, made at
// most MASTER_WIDTH wide and encoded again as a JPEG with no metadata at all (EXIF, GPS, ICC),
// which is the file kept under the configuration's images/uploads/ (the source of truth, like the
// content files). Its variants are made at once by the listings' photo pipeline into the media
// folder, under the lock the sync takes there, so a build finds them and no sync removes them.

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Wider than any place the site shows an article's photo (its widest variant is 1600 px). */
const MASTER_WIDTH = 2560;
const NAME = /^[0-9a-f]{16}\.jpg$/;

export interface UploadPlace {
  /** The configuration's folder. */
  dir: string;
  /** The photo variants' folder. */
  media: string;
}

export type UploadOutcome =
  | { ok: true; file: string; width: number; height: number }
  | { ok: false; reason: 'type'; detected: string | undefined }
  | { ok: false; reason: 'unreadable' | 'busy' };

/** The file an upload is kept as: named by its cleaned bytes, so the same photo twice is one file. */
const uploadFile = (digest: string) => `${CONTENT_IMAGES_FOLDER}/${digest.slice(0, 16)}.jpg`;

export async function keepUpload(place: UploadPlace, bytes: Buffer): Promise<UploadOutcome> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type || !(ACCEPTED as readonly string[]).includes(type.mime)) return { ok: false, reason: 'type', detected: type?.mime };
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MASTER_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const digest = sha256(master.data);
  const file = uploadFile(digest);
  const lock = await acquireLock(`${place.media}.lock`).catch(() => undefined);
  if (!lock) return { ok: false, reason: 'busy' };
  try {
    const media = createMediaStore(place.media);
    if (!(await media.read(digest))) await media.write(digest, await encodePhoto(master.data));
    const path = join(place.dir, file);
    if (
      !(await access(path).then(
        () => true,
        () => false,
      ))
    )
      await writeAtomically(path, master.data);
  } finally {
    await lock.release();
  }
  return { ok: true, file, width: master.info.width, height: master.info.height };
}

/** The uploads kept (their paths in the configuration's folder), the newest first. */
export async function uploadsIn(dir: string): Promise<string[]> {
  const folder = join(dir, CONTENT_IMAGES_FOLDER);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => NAME.test(name));
  const written = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(folder, name))).mtimeMs })));
  return written.sort((a, b) => b.at - a.at || a.name.localeCompare(b.name)).map((w) => `${CONTENT_IMAGES_FOLDER}/${w.name}`);
}

/** An upload's small variant (webp), to show it in /admin/; undefined when there is none. */
export async function uploadThumbnail(place: UploadPlace, name: string): Promise<Buffer | undefined> {
  if (!NAME.test(name)) return undefined;
  const master = await readFile(join(place.dir, CONTENT_IMAGES_FOLDER, name)).catch(() => undefined);
  if (!master) return undefined;
  const set = await createMediaStore(place.media).read(sha256(master));
  return set ? readFile(join(place.media, set.thumbnail.path)).catch(() => undefined) : undefined;
}

/**
 * Deletes upload `name` (a photo used nowhere: photo-uses.ts): the kept file and its variants in the
 * media folder, under the media lock as an upload is made. The built site links its variants until
 * the next build.
 */
export async function removeUpload(place: UploadPlace, name: string): Promise<'removed' | 'missing' | 'busy'> {
  if (!NAME.test(name)) return 'missing';
  const path = join(place.dir, CONTENT_IMAGES_FOLDER, name);
  const lock = await acquireLock(`${place.media}.lock`).catch(() => undefined);
  if (!lock) return 'busy';
  try {
    const master = await readFile(path).catch(() => undefined);
    if (!master) return 'missing';
    await rm(join(place.media, folderOf(sha256(master))), { recursive: true, force: true });
    await rm(path, { force: true });
    return 'removed';
  } finally {
    await lock.release();
  }
}
