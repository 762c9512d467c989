import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ImageSet, type ImageVariant, imageSetSchema } from '../../schema/index.js';
import type { EncodedFile, EncodedPhoto } from './encode.js';

// The media folder keeps the variants of each photo under its content digest:
// <media>/<first two hex digits>/<digest>/{100.webp, …, thumb.webp, image.json}. Files never
// change once written, so a sync adds them before its output is swapped in and removes the unused
// ones only after. image.json is written last: its presence means the set is complete.

export const folderOf = (digest: string) => `${digest.slice(0, 2)}/${digest}`;
const SET_FILE = 'image.json';

export function createMediaStore(root: string) {
  return {
    root,
    /** The complete set of variants of this original, if it was made before. */
    async read(digest: string): Promise<ImageSet | undefined> {
      const text = await readFile(join(root, folderOf(digest), SET_FILE), 'utf8').catch(() => undefined);
      const parsed = text ? imageSetSchema.safeParse(JSON.parse(text)) : undefined;
      return parsed?.success ? parsed.data : undefined;
    },

    /** Writes encoded files under the digest's folder; returns them as variants. */
    async writeFiles(digest: string, files: readonly EncodedFile[]): Promise<ImageVariant[]> {
      const folder = folderOf(digest);
      await mkdir(join(root, folder), { recursive: true });
      for (const file of files) {
        const path = join(root, folder, file.name);
        await writeFile(`${path}.tmp`, file.data);
        await rename(`${path}.tmp`, path);
      }
      return files.map((f) => ({ format: f.format, width: f.width, height: f.height, path: `${folder}/${f.name}` }));
    },

    async write(digest: string, photo: EncodedPhoto): Promise<ImageSet> {
      const [thumbnail, ...variants] = await this.writeFiles(digest, [photo.thumbnail, ...photo.files]);
      const set: ImageSet = {
        digest,
        width: photo.width,
        height: photo.height,
        variants,
        thumbnail: thumbnail as ImageVariant,
        placeholder: photo.placeholder,
      };
      await writeFile(join(root, folderOf(digest), SET_FILE), `${JSON.stringify(set, null, 2)}\n`);
      return set;
    },

    /** Removes every photo's variants but those of `keep`; returns how many sets went. */
    async removeAllBut(keep: ReadonlySet<string>): Promise<number> {
      let removed = 0;
      for (const prefix of await readdir(root).catch(() => [] as string[])) {
        if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
        for (const digest of await readdir(join(root, prefix))) {
          if (keep.has(digest)) continue;
          await rm(join(root, prefix, digest), { recursive: true, force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
