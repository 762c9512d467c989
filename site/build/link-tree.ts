import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Links `source` at `target`; copies it where a link cannot be made (another file system). */
export const linkOrCopy = (source: string, target: string): Promise<void> =>
  link(source, target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EXDEV' || error.code === 'EPERM') return copyFile(source, target);
    throw error;
  });

/**
 * Puts every file of `from` (that `keep` accepts) at the same place under `to` as a hard link: the
 * photo variants are named by their content and never rewritten, so the site can share their bytes
 * with the media folder instead of copying thousands of files on every build. Across file systems,
 * where a link cannot be made, the file is copied. A missing `from` puts nothing.
 */
export async function linkTree(from: string, to: string, keep: (name: string) => boolean = () => true): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let files = 0;
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) files += await linkTree(source, target, keep);
    else if (keep(entry.name)) {
      await linkOrCopy(source, target);
      files++;
    }
  }
  return files;
}
