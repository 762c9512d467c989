import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesDigest } from '../../pipeline/schema-digest.js';

// What a row's mapping depends on besides the row, its language and the types: the code that maps
// it (this source, the pipeline's derive and normalize stages, the record spill's line, the schema)
// and the libraries it calls (the lockfile). A change to any of them maps every kept row again.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAPPING_CODE = [
  'sources/omnicasa',
  'pipeline/derive',
  'pipeline/normalize',
  'pipeline/source.ts',
  'pipeline/record-spill.ts',
  'schema',
  'package-lock.json',
];

/** Hex sha256 of the mapping's code; null when it cannot be read (the rows are then mapped again). */
export const mappingDigest = (root = ROOT): Promise<string | null> =>
  filesDigest(
    root,
    MAPPING_CODE.map((path) => join(root, path)),
  ).catch(() => null);
