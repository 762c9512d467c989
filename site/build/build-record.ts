import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Beside the site (<out>/build.json): the digest of what it was built from (site/build/inputs-digest.ts). */
export const BUILD_RECORD = 'build.json';

export interface BuildRecord {
  digest: string;
  pages: number;
}

/** True when <out> holds a complete site built from inputs of this digest. */
export async function isBuilt(out: string, digest: string): Promise<boolean> {
  try {
    const record = JSON.parse(await readFile(join(out, BUILD_RECORD), 'utf8')) as BuildRecord;
    return record.digest === digest && (await stat(join(out, 'client'))).isDirectory();
  } catch {
    return false;
  }
}
