import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Beside the site (<out>/build.json): the digest of what it was built from (site/build/inputs-digest.ts). */
export const BUILD_RECORD = 'build.json';

export interface BuildRecord {
  digest: string;
  /** The digest of what every page may read (site/build/inputs-digest.ts). */
  shared: string;
  /** The digest of the code (site/build/inputs-digest.ts): its bundles are kept beside the site for the next build. */
  code?: string;
  pages: number;
  /**
   * Whether the folders of its pages hold pages only (site/build/page-digests.ts): then the next build
   * can take this site as its spare, its other files told apart without reading a folder
   * (site/build/spare-site.ts). Told by the build that wrote it, which knows every file it wrote.
   */
  pagesApart?: boolean;
}

/** A JSON record a build keeps beside its site (`name` in `folder`), or undefined when there is none or it does not parse. */
export const readRecord = <T>(folder: string, name: string): Promise<T | undefined> =>
  readFile(join(folder, name), 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => undefined);

/** The record of the site in <out>, if it is complete. */
export async function lastBuild(out: string): Promise<BuildRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(join(out, BUILD_RECORD), 'utf8')) as BuildRecord;
    return (await stat(join(out, 'client'))).isDirectory() ? record : undefined;
  } catch {
    return undefined;
  }
}

/** True when <out> holds a complete site built from inputs of this digest. */
export const isBuilt = async (out: string, digest: string): Promise<boolean> => (await lastBuild(out))?.digest === digest;
