import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The data's contract as this installation has it: its schema's source files and zod's version. A
// sync writes it into the manifest (`validatedWith`) of an output it checked against that contract
// (pipeline/write/check-output.ts); a build of the same contract may read those files, unchanged
// since, without checking them again (site/data/load.ts).

const SCHEMA = fileURLToPath(new URL('../schema/', import.meta.url));

/** Hex sha256 of the schema folder's files (by their path and bytes) and of zod's version. */
export async function schemaDigest(folder = SCHEMA): Promise<string> {
  const hash = createHash('sha256').update(`zod ${JSON.stringify(z.core.version)}\0`);
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash
      .update(`${relative(folder, file)}\0`)
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}
