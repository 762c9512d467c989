import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import { type ImageSet, type ImageVariant, imageSetSchema } from '../../schema/index.js';
import type { EncodedFile, EncodedPhoto } from './encode.js';

// The media folder keeps the variants of each photo under its content digest:
// <media>/<first two hex digits>/<digest>/{100.webp, …, thumb.webp, image.json}. Files never
// change once written, so a sync adds them before its output is swapped in and removes the unused
// ones only after (media-registry.ts decides which). image.json is written last, by a rename: its
// presence means the set is complete. One that cannot be read is a warning and the set is made again.

export const folderOf = (digest: string) => `${digest.slice(0, 2)}/${digest}`;
const SET_FILE = 'image.json';

let writes = 0;

/** Writes a file whole or not at all: a killed sync never leaves half a file for the next one to trip on. */
export async function writeAtomically(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // A name of its own: two URLs with the same bytes may write the same set at the same time.
  const temporary = `${path}.${process.pid}-${++writes}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

export function createMediaStore(root: string) {
  /** Files of the store that could not be read, each with its path: the sync reports them. */
  const warnings: string[] = [];

  /** A JSON file of the store checked by its schema; undefined (and a warning) when missing or unusable. */
  async function readJson<T>(relativePath: string, schema: z.ZodType<T>, remedy: string): Promise<T | undefined> {
    const path = join(root, relativePath);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        warnings.push(`${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): ${remedy}`);
      }
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      warnings.push(`${path} is not valid JSON (cut short by a crash or a full disk?): ${remedy}`);
      return undefined;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      warnings.push(`${path} is not what Vitrine wrote (${issue?.path.join('.') || 'top'}: ${issue?.message}): ${remedy}`);
      return undefined;
    }
    return parsed.data;
  }

  return {
    root,
    warnings,
    readJson,
    /** Writes a JSON file of the store by a rename. */
    writeJson: (relativePath: string, value: unknown) =>
      writeAtomically(join(root, relativePath), `${JSON.stringify(value, null, 2)}\n`),

    /** The complete set of variants of this original, if it was made before (and is still readable). */
    async read(digest: string): Promise<ImageSet | undefined> {
      const set = await readJson(`${folderOf(digest)}/${SET_FILE}`, imageSetSchema, 'the photo is encoded again');
      return set?.digest === digest ? set : undefined;
    },

    /** Writes encoded files under the digest's folder; returns them as variants. */
    async writeFiles(digest: string, files: readonly EncodedFile[]): Promise<ImageVariant[]> {
      const folder = folderOf(digest);
      for (const file of files) await writeAtomically(join(root, folder, file.name), file.data);
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
      await this.writeJson(`${folderOf(digest)}/${SET_FILE}`, set);
      return set;
    },

    /** Digest of every set folder in the store. */
    async digests(): Promise<string[]> {
      const found: string[] = [];
      for (const prefix of await readdir(root).catch(() => [] as string[])) {
        if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
        for (const digest of await readdir(join(root, prefix)).catch(() => [] as string[])) {
          if (/^[0-9a-f]{64}$/.test(digest) && digest.startsWith(prefix)) found.push(digest);
        }
      }
      return found;
    },

    /** Removes the variants of these photos. */
    async remove(digests: Iterable<string>): Promise<void> {
      for (const digest of digests) await rm(join(root, folderOf(digest)), { recursive: true, force: true });
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
