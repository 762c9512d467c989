import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { VitrineError } from '../errors.js';

// A lock file next to the output holding the owner's pid. A lock whose process is gone (a killed
// sync or build) is taken over at once: a time-based stale lock would refuse the next cron run for no reason.

export interface Lock {
  release(): Promise<void>;
}

/** What holds the lock: the sync (its data folder) or the site build (its build folder). */
export type LockHolder = 'sync' | 'build';

const LOCKED_CODE = { sync: 'SYNC_LOCKED', build: 'BUILD_LOCKED' } as const;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long a second process waits for a live holder on this host; by default it is refused at once. */
export interface LockWait {
  /** At most this long; 0: refused at once. */
  waitMs: number;
  /** Told once, when it starts waiting, what it waits for. */
  onWait?: (holder: string) => void;
}

/** Between two looks at a held lock: the other build ends within seconds, a sync within minutes. */
const LOCK_POLL_MS = 500;

export async function acquireLock(path: string, holder: LockHolder = 'sync', wait: LockWait = { waitMs: 0 }): Promise<Lock> {
  const me = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  const deadline = Date.now() + wait.waitMs;
  let waiting = false;
  // Bounded by the takeovers of a dead holder's lock; a wait for a live holder is bounded by the deadline.
  for (let takeovers = 0; takeovers < 3; ) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(me);
      await file.close();
      return { release: () => rm(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readFile(path, 'utf8')
      .then((text) => JSON.parse(text) as { pid?: number; host?: string; since?: string })
      .catch(() => ({}) as { pid?: number; host?: string; since?: string });
    const sameHost = owner.host === undefined || owner.host === hostname();
    if (typeof owner.pid === 'number' && sameHost && isAlive(owner.pid)) {
      const running = `another ${holder} is running (pid ${owner.pid}, since ${owner.since ?? 'unknown'}): lock file ${path}`;
      if (Date.now() < deadline) {
        if (!waiting) wait.onWait?.(running);
        waiting = true;
        await setTimeout(LOCK_POLL_MS);
        continue;
      }
      throw new VitrineError(
        LOCKED_CODE[holder],
        waiting ? `${running}, still after ${Math.round(wait.waitMs / 1000)} s of waiting` : running,
        `Wait for it to finish. If no ${holder} is running, delete the lock file.`,
      );
    }
    if (!sameHost) {
      throw new VitrineError(
        LOCKED_CODE[holder],
        `the output is locked by a ${holder} on host ${owner.host} (pid ${owner.pid}): lock file ${path}`,
        `Wait for it to finish, or delete the lock file if that host no longer runs a ${holder}.`,
      );
    }
    await rm(path, { force: true }); // the owner is dead: take the lock over
    takeovers++;
  }
  throw new VitrineError(LOCKED_CODE[holder], `could not take the lock ${path}`, `Run the ${holder} again.`);
}
