import { stat, statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { DiskPart } from './types.js';

/** The folder itself, or its nearest parent that exists (a folder not made yet fills the disk of its parent). */
async function existing(folder: string): Promise<string> {
  for (let at = resolve(folder); ; at = dirname(at)) {
    if (
      await stat(at).then(
        () => true,
        () => false,
      )
    )
      return at;
    if (dirname(at) === at) return at;
  }
}

/** The free space of each file system the folders are on, once per file system. */
export async function freeDisk(folders: readonly string[]): Promise<DiskPart[]> {
  const byDevice = new Map<number, DiskPart>();
  for (const folder of folders) {
    const at = await existing(folder);
    const { dev } = await stat(at);
    const known = byDevice.get(dev);
    if (known) {
      if (!known.folders.includes(folder)) known.folders.push(folder);
      continue;
    }
    const fs = await statfs(at);
    byDevice.set(dev, { folders: [folder], freeBytes: fs.bavail * fs.bsize, totalBytes: fs.blocks * fs.bsize });
  }
  return [...byDevice.values()];
}
