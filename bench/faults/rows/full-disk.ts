import { execFile } from 'node:child_process';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SAMPLE } from '../../../tests/support/cli.js';
import { treeState } from '../../../tests/support/tree.js';
import { damaged, lastLine, publishProblems, yesterdaysFeed } from '../output.js';
import { runVitrine } from '../processes.js';
import type { Row, RowContext } from '../row.js';
import { DISK_LEFT_FREE_BYTES, FILE_SIZE_LIMIT_KB, TMPFS_SIZE } from '../settings.js';

// A full disk under the output: a small tmpfs filled up (we run as root), or, where mounting is
// refused, a write error the kernel injects (RLIMIT_FSIZE: a file may not grow past a limit, EFBIG).
// The run fails, the last good output is untouched, and once there is room the next sync publishes.

const exec = promisify(execFile);

interface Disk {
  /** Where the output lives. */
  dir: string;
  /** How the fault was made, for the outcome cell. */
  how: string;
  /** Makes the next writes fail; returns the shell prefix for the sync's process (the fallback's limit). */
  fill(): Promise<string | undefined>;
  /** Gives the room back. */
  free(): Promise<void>;
  release(): Promise<void>;
}

async function tmpfsDisk(dir: string): Promise<Disk> {
  await mkdir(dir, { recursive: true });
  await exec('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    dir,
    how: `tmpfs of ${TMPFS_SIZE} filled to ${DISK_LEFT_FREE_BYTES / 1024} KB free`,
    async fill() {
      const { bavail, bsize } = await statfs(dir);
      await writeFile(filler, Buffer.alloc(Math.max(0, bavail * bsize - DISK_LEFT_FREE_BYTES)));
      return undefined;
    },
    free: () => rm(filler, { force: true }),
    release: () => exec('umount', [dir]).then(() => undefined),
  };
}

function injectedDisk(dir: string): Disk {
  return {
    dir,
    how: `injected write error (no tmpfs: files limited to ${FILE_SIZE_LIMIT_KB} KB, EFBIG)`,
    // bash's `ulimit -f` counts 1024-byte blocks; SIGXFSZ ignored so that the write fails instead of killing.
    fill: async () => `trap '' XFSZ; ulimit -f ${FILE_SIZE_LIMIT_KB}`,
    free: async () => undefined,
    release: async () => undefined,
  };
}

async function diskFor(context: RowContext): Promise<Disk> {
  const dir = join(context.work, 'disk');
  if (context.noMount) return injectedDisk(dir);
  try {
    return await tmpfsDisk(dir);
  } catch (error) {
    context.log(`mounting a tmpfs was refused (${lastLine((error as Error).message)}): injecting the write error instead`);
    return injectedDisk(dir);
  }
}

export const fullDisk: Row = {
  id: 'full-disk',
  fault: 'full disk during a sync',
  async run(context) {
    const disk = await diskFor(context);
    try {
      const out = join(disk.dir, 'generated');
      const sync = (feed: string, wrap?: string) =>
        runVitrine(context.children, ['sync', '--no-images', '--source', 'sample', '--snapshot', feed, '--out', out], {}, wrap);
      const first = await sync(await yesterdaysFeed(context.work));
      if (first.code !== 0) throw new Error(`the first sync failed: ${first.stderr}`);
      const before = await treeState(out);
      const failures: string[] = [];
      const full = await sync(SAMPLE, await disk.fill());
      if (full.code !== 1) failures.push(`the sync on a full disk exited ${full.code ?? full.signal}, not 1`);
      if (!/ENOSPC|EFBIG|no space|too large/i.test(full.stderr))
        failures.push(`its error does not say the disk is full: ${lastLine(full.stderr)}`);
      const lost = await damaged(out, before);
      await disk.free();
      const next = await sync(SAMPLE);
      failures.push(...(await publishProblems(next, out)));
      return {
        outcome: `${disk.how}: exit ${full.code} ("${lastLine(full.stderr).slice(0, 90)}"), output untouched${lost ? ' NOT' : ''}; room back: next sync exit ${next.code}`,
        lost,
        duplicated: 0,
        failures,
      };
    } finally {
      await disk.release().catch((error) => context.log(`could not unmount ${disk.dir}: ${(error as Error).message}`));
    }
  },
};
