import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { VitrineError } from '../../pipeline/errors.js';
import { schemaDigest } from '../../pipeline/schema-digest.js';
import { type Manifest, manifestSchema } from '../../schema/index.js';

// The sync checks every file it publishes against the data's contract (pipeline/write/check-output.ts)
// and says which in its manifest (`validatedWith`, with each file's digest). A render process read
// and checked its languages' data again: a third of its start for a large agency, before any page.
// The files the manifest lists with the digest they still have, checked against the contract this
// code has, are read as they are (site/data/load.ts); any other file, changed by hand or checked by
// another version, is checked as before, with the same error when it is not valid.

/** The sync's manifest in `data`, or undefined when it is missing or not valid (noDataError says which). */
export async function readManifest(data: string): Promise<Manifest | undefined> {
  try {
    const manifest = manifestSchema.safeParse(JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8')));
    return manifest.success ? manifest.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why the data folder `data` has no manifest to build from: none there (no sync wrote to it), or one
 * that is not a sync's (cut short, edited, or of another version). A staff member who ran `vitrine
 * build` before any sync read Node's ENOENT and a stack trace.
 */
export async function noDataError(data: string): Promise<VitrineError> {
  const path = join(data, 'manifest.json');
  return (await stat(path).then(
    () => true,
    () => false,
  ))
    ? new VitrineError(
        'OUTPUT_INVALID',
        `${path} is not the manifest of a sync of this version: the build cannot tell what the data is`,
        'run `vitrine sync` again: it writes the data and its manifest there',
      )
    : new VitrineError(
        'DATA_MISSING',
        `no generated data in ${data}: its manifest.json is missing`,
        'run `vitrine sync` first (it writes the data there), or name the folder the sync wrote with --data',
      );
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
