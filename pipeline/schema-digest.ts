import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The data's contract as this installation has it: its schema's source files and zod's version. A
// sync writes it into the manifest (`validatedWith`) of an output it checked against that contract
// (pipeline/write/check-output.ts); a build of the same contract may read those files, unchanged
// since, without checking them again (site/data/load.ts).

const SCHEMA = fileURLToPath(new URL('../schema/', import.meta.url));

/** Hex sha256 of the schema folder's files (by their path and bytes) and of zod's version. */
export const schemaDigest = (folder = SCHEMA): Promise<string> =>
  filesDigest(folder, [folder], `zod ${JSON.stringify(z.core.version)}`);

/**
 * Hex sha256 of `text` and of the files of `paths` (folders, read whole, or files), each by its
 * path relative to `root` and its bytes: what changes when any of them does.
 */
export async function filesDigest(root: string, paths: readonly string[], text = ''): Promise<string> {
  const hash = createHash('sha256').update(`${text}\0`);
  const files: string[] = [];
  for (const path of paths) {
    if (!(await stat(path)).isDirectory()) files.push(path);
    else
      for (const entry of await readdir(path, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  }
  for (const file of files.sort())
    hash
      .update(`${relative(root, file)}\0`)
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}
