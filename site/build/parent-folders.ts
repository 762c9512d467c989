import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Makes the folder of each file about to be written, once per folder: on this kind of disk a
 * folder costs as much as a file, and a build writes thousands of files into few folders each.
 */
export function parentFolders(): (file: string) => Promise<unknown> {
  const made = new Map<string, Promise<unknown>>();
  return (file) => {
    const folder = dirname(file);
    let making = made.get(folder);
    if (!making) {
      making = mkdir(folder, { recursive: true });
      made.set(folder, making);
    }
    return making;
  };
}
