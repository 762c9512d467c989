import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { schemaDigest } from '../../pipeline/schema-digest.js';
import { manifestSchema } from '../../schema/index.js';

// The sync checks every file it publishes against the data's contract (pipeline/write/check-output.ts)
// and says which in its manifest (`validatedWith`, with each file's digest). A render process read
// and checked its languages' data again: a third of its start for a large agency, before any page.
// The files the manifest lists with the digest they still have, checked against the contract this
// code has, are read as they are (site/data/load.ts); any other file, changed by hand or checked by
// another version, is checked as before, with the same error when it is not valid.

/** The generated files (paths in `data`) the sync checked against this code's contract, unchanged since (`digests`: their hex sha256 now). */
export async function validatedData(data: string, digests: Readonly<Record<string, string>>): Promise<string[]> {
  let manifest: ReturnType<typeof manifestSchema.safeParse>;
  try {
    manifest = manifestSchema.safeParse(JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8')));
  } catch {
    return []; // Missing or broken: the render processes say so, with its path.
  }
  if (!manifest.success || manifest.data.validatedWith !== (await schemaDigest())) return [];
  return Object.entries(manifest.data.files)
    .filter(([path, file]) => digests[path] === file.sha256)
    .map(([path]) => path);
}
