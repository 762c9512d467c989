import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { schemaDigest } from '../../pipeline/schema-digest.js';
import { type Manifest, manifestSchema } from '../../schema/index.js';

// The sync checks every file it publishes against the data's contract (pipeline/write/check-output.ts)
// and says which in its manifest (`validatedWith`, with each file's digest). A render process read
// and checked its languages' data again: a third of its start for a large agency, before any page.
// The files the manifest lists with the digest they still have, checked against the contract this
// code has, are read as they are (site/data/load.ts); any other file, changed by hand or checked by
// another version, is checked as before, with the same error when it is not valid.

/** The sync's manifest in `data`, or undefined when it is missing or not valid (the render processes then say so, with its path). */
export async function readManifest(data: string): Promise<Manifest | undefined> {
  try {
    const manifest = manifestSchema.safeParse(JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8')));
    return manifest.success ? manifest.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The generated files (paths in the data folder) the sync checked against this code's contract,
 * unchanged since: those its `manifest` lists with the hex sha256 they have now (`digests`; both as
 * the inputs' digest read them, site/build/inputs-digest.ts).
 */
export async function validatedData(
  manifest: Manifest | undefined,
  digests: Readonly<Record<string, string>>,
): Promise<string[]> {
  if (!manifest || manifest.validatedWith !== (await schemaDigest())) return [];
  return Object.entries(manifest.files)
    .filter(([path, file]) => digests[path] === file.sha256)
    .map(([path]) => path);
}
