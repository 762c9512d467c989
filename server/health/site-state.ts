import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { lastSuccessOf } from '../../pipeline/sync-state/last-success.js';
import { readSyncState, syncStatePath } from '../../pipeline/sync-state/state-file.js';
import { MANIFEST } from '../../pipeline/write/output-files.js';
import { readChecked } from '../../pipeline/write/read-json.js';

// What is on disk beside the server, as /readyz and /metrics tell it: the last successful sync (the
// sync's record of its runs beside its output, data/generated.sync-state.json, and the output's
// manifest, written by each sync that published) and the site's build (dist/build.json beside
// dist/client, written by each build that swapped a site in).

/**
 * The build's record beside the site folder (site/build/build-record.ts BUILD_RECORD: the server does
 * not import the site's build); its time is the build's.
 */
const BUILD_RECORD = 'build.json';

/** The pages that make a site worth serving: the home page, or at least the 404 page. */
const SITE_PAGES = ['index.html', '404.html'];

const manifestTimeSchema = z.object({ generatedAt: z.iso.datetime() });

const modifiedAt = (path: string) =>
  stat(path).then(
    (s) => s.mtimeMs,
    () => undefined,
  );

/** When the last successful sync into `dataDir` ran (last-success.ts), read again only when one of its files changed. */
export function lastSuccessfulSync(dataDir: string): () => Promise<Date | undefined> {
  const manifestPath = join(dataDir, MANIFEST);
  let readFor = '';
  let syncedAt: Date | undefined;
  return async () => {
    const version = `${await modifiedAt(manifestPath)} ${await modifiedAt(syncStatePath(dataDir))}`;
    if (version !== readFor) {
      const manifest = await readChecked(manifestPath, manifestTimeSchema);
      syncedAt = lastSuccessOf((await readSyncState(dataDir))?.lastSuccess?.at, manifest?.generatedAt);
      readFor = version;
    }
    return syncedAt;
  };
}

/** When the site in `siteDir` was built, from its build record; undefined for a site no build made. */
export async function builtAt(siteDir: string): Promise<Date | undefined> {
  const at = await modifiedAt(join(dirname(siteDir), BUILD_RECORD));
  return at === undefined ? undefined : new Date(at);
}

/** Whether `siteDir` holds a built site (its home or its 404 page). */
export async function hasSite(siteDir: string): Promise<boolean> {
  for (const page of SITE_PAGES) if ((await modifiedAt(join(siteDir, page))) !== undefined) return true;
  return false;
}
