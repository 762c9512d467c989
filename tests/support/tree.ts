import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under a folder with its digest, inode and mtime: equal maps mean "not touched". */
export async function treeState(dir: string): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  async function walk(folder: string) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        const info = await stat(path);
        const digest = createHash('sha256')
          .update(await readFile(path))
          .digest('hex');
        state[relative(dir, path)] = `${digest} ino=${info.ino} mtime=${info.mtimeMs}`;
      }
    }
  }
  await walk(dir);
  return state;
}
