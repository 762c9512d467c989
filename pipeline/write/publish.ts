import { link, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sha256 } from '../digest.js';
import { MANIFEST, type OutputFiles } from './output-files.js';

// DESIGN.md (Output): a run writes a staging folder beside the output and swaps it in with two
// renames only once it is complete and valid. A killed run leaves either the old folder in place or
// the old folder under <out>.previous, which `recoverOutput` puts back before the next run.

const staging = (out: string) => `${out}.staging-${process.pid}`;
const previous = (out: string) => `${out}.previous`;

/** Whether something is at `path` (a file or a folder). */
export const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Undoes what a killed run left behind: a swapped-out output and staging folders. Call under the lock. */
export async function recoverOutput(out: string): Promise<void> {
  if (!(await exists(out)) && (await exists(previous(out)))) await rename(previous(out), out);
  await rm(previous(out), { recursive: true, force: true });
  const parent = dirname(out);
  const stale = (await readdir(parent).catch(() => [])).filter((name) => name.startsWith(`${basename(out)}.staging-`));
  await Promise.all(stale.map((name) => rm(join(parent, name), { recursive: true, force: true })));
}

/** Digest of every file the current output's manifest lists, or an empty map without an output. */
export async function currentDigests(out: string): Promise<Map<string, string>> {
  try {
    const manifest = JSON.parse(await readFile(join(out, MANIFEST), 'utf8')) as { files?: Record<string, { sha256: string }> };
    return new Map(Object.entries(manifest.files ?? {}).map(([path, f]) => [path, f.sha256]));
  } catch {
    return new Map();
  }
}

/** True when the output already holds exactly these files (by the digests in its manifest, checked on disk). */
export async function isUnchanged(out: string, files: OutputFiles): Promise<boolean> {
  const digests = await currentDigests(out);
  if (digests.size !== files.size) return false;
  for (const [path, bytes] of files) {
    if (digests.get(path) !== sha256(bytes)) return false;
    const onDisk = await readFile(join(out, path)).catch(() => undefined);
    if (!onDisk?.equals(bytes)) return false;
  }
  return true;
}

async function writeDurably(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, 'w');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
}

/**
 * Writes `files` as the new content of `out`. Files whose bytes did not change are hard-linked from
 * the current output rather than rewritten. `check` reads the staging folder back and throws if it
 * is not a valid output; nothing is swapped in then.
 */
export async function publishOutput(out: string, files: OutputFiles, check: (dir: string) => Promise<void>): Promise<void> {
  const stage = staging(out);
  await rm(stage, { recursive: true, force: true });
  const before = await currentDigests(out);
  try {
    for (const [path, bytes] of files) {
      const target = join(stage, path);
      if (before.get(path) === sha256(bytes) && path !== MANIFEST) {
        await mkdir(dirname(target), { recursive: true });
        const linked = await link(join(out, path), target).then(
          () => true,
          () => false,
        );
        if (linked) continue;
      }
      await writeDurably(target, bytes);
    }
    await check(stage);
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    throw error;
  }
  await swapIn(stage, out);
}

/**
 * Puts a complete folder in the place of `out` with two renames (the site build does the same with
 * its tree): a reader sees the old folder or the new one, and a crash between the two leaves the old
 * one under <out>.previous for `recoverOutput`.
 */
export async function swapIn(complete: string, out: string, options = { removePrevious: true }): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const hadOutput = await exists(out);
  if (hadOutput) await rename(out, previous(out));
  await rename(complete, out);
  if (hadOutput && options.removePrevious) await removePrevious(out);
}

/** Removes the output that the last swap replaced (kept by `swapIn` with `removePrevious: false`). */
export const removePrevious = (out: string): Promise<void> => rm(previous(out), { recursive: true, force: true });

/** Keeps the output that the last swap replaced at `as`, in the place of what was there (the site build's spare). */
export async function keepPrevious(out: string, as: string): Promise<void> {
  await rm(as, { recursive: true, force: true });
  if (await exists(previous(out))) await rename(previous(out), as);
}

/** Where a run writes before it swaps in (recoverOutput removes what a killed run left). */
export const stagingFolder = staging;
