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

/** The files under `a` and `b` that differ by bytes, or are only in one of them: empty when the two are the same. */
export async function differingFiles(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([filesOf(a), filesOf(b)]);
  const paths = new Set([...left.keys(), ...right.keys()]);
  return [...paths].filter((path) => !left.get(path)?.equals(right.get(path) ?? Buffer.alloc(0)) || !right.has(path)).sort();
}

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      found.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  return found;
}
