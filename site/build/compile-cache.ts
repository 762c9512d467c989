import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

// The render processes keep V8's compiled code in Node's compile cache (BuildContext.compileCache),
// which keeps one entry per module path: the packages' entries are used again by every build. A
// build of the last build's code starts its render processes from the last site's bundles (ahead:
// site/build/index.ts), the same paths every time; a build of new code starts them from its staging
// folder, a new path every time, whose entries only pile up (about 0.6 MB a build). Past its budget
// the cache is emptied, after the swap; the next render processes compile their packages once again
// (a few tenths of a second).

/** What the compile cache may take on the disk before it is emptied. */
export const COMPILE_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

/** The bytes of the files under `dir` (none when it is missing). */
async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        stat(join(entry.parentPath, entry.name)).then(
          (info) => info.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** Empties the compile cache `dir` when it holds more than `budget` bytes; true when it did. */
export async function boundCompileCache(dir: string, budget = COMPILE_CACHE_BUDGET_BYTES): Promise<boolean> {
  if ((await bytesUnder(dir)) <= budget) return false;
  await rm(dir, { recursive: true, force: true });
  return true;
}
