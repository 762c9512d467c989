import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkOutput } from '../../../pipeline/write/check-output.js';
import { generateAgency } from '../../../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../../../scripts/demo-agency/write-snapshot.js';
import { treeState } from '../../../tests/support/tree.js';
import { damaged, lastLine, publishProblems } from '../output.js';
import { type Finished, type Started, startVitrine, waitUntil } from '../processes.js';
import type { Row } from '../row.js';
import { SYNC_KILL_PROPERTIES, SYNC_KILL_TRIES, WAIT_LIMIT_MS } from '../settings.js';

// `vitrine sync` killed with SIGKILL at random moments of its run (from taking its lock to its
// end), each try syncing the other of two feeds: after each kill the last good output is exactly as
// it was (or, killed after its swap, the new output is in place and whole), and the next sync
// publishes the new feed with nothing left behind.

/** Runs that end before their kill do not count: at most this many more runs than kills. */
const SPARE_RUNS = 5;

export const syncKill: Row = {
  id: 'sync-kill',
  fault: `SIGKILL of \`vitrine sync\` at random moments (${SYNC_KILL_TRIES} tries)`,
  timeLimitMs: 480_000,
  async run(context) {
    const feeds = [join(context.work, 'feed-a'), join(context.work, 'feed-b')] as const;
    await writeSnapshot(generateAgency({ count: SYNC_KILL_PROPERTIES, seed: 31 }), feeds[0]);
    await writeSnapshot(generateAgency({ count: SYNC_KILL_PROPERTIES, seed: 32 }), feeds[1]);
    const out = join(context.work, 'generated');
    const lock = `${out}.lock`;
    const hasLock = () =>
      access(lock).then(
        () => true,
        () => false,
      );

    /** Starts a sync of `feed` and resolves once it holds its lock (or has ended). */
    async function startSync(feed: string): Promise<Started & { lockedAt: number }> {
      const run = startVitrine(context.children, ['sync', '--no-images', '--source', 'sample', '--snapshot', feed, '--out', out]);
      await waitUntil('the sync to take its lock', async () => (await hasLock()) || run.child.exitCode !== null, 2);
      return { ...run, lockedAt: performance.now() };
    }
    /** A whole run, and how long it held its lock: the kills fall anywhere in that window. */
    async function completeSync(feed: string): Promise<{ run: Finished; windowMs: number }> {
      const started = await startSync(feed);
      const timer = setTimeout(() => started.child.kill('SIGKILL'), WAIT_LIMIT_MS);
      const run = await started.finished;
      clearTimeout(timer);
      return { run, windowMs: performance.now() - started.lockedAt };
    }

    const first = await completeSync(feeds[0]);
    if (first.run.code !== 0) throw new Error(`the first sync failed: ${first.run.stderr}`);
    let windowMs = first.windowMs;
    const failures: string[] = [];
    let lost = 0;
    let kills = 0;
    let runs = 0;
    let midWrite = 0;
    let afterSwap = 0;
    let feed = feeds[1] as string;
    while (kills < SYNC_KILL_TRIES && runs < SYNC_KILL_TRIES + SPARE_RUNS) {
      runs++;
      const before = await treeState(out);
      const run = await startSync(feed);
      const delay = Math.round(context.random.next() * windowMs);
      await new Promise((r) => setTimeout(r, delay));
      const writing = (await readdir(context.work)).some((n) => n.includes('.staging-'));
      run.child.kill('SIGKILL');
      const end = await run.finished;
      if (end.signal !== 'SIGKILL') {
        // It ended before its kill: it published, and the other feed is next.
        if (end.code !== 0) failures.push(`run ${runs}: the sync exited ${end.code}: ${end.stderr.trim()}`);
        context.log(`run ${runs}: ended before its kill (${delay} ms after its lock)`);
        feed = feed === feeds[0] ? feeds[1] : feeds[0];
        continue;
      }
      kills++;
      if (writing) midWrite++;
      const changed = await damaged(out, before);
      const valid = (await checkOutput(out)).length === 0;
      const next = await completeSync(feed);
      // The shortest run seen: a kill drawn past a run's end is wasted (the machine's load varies).
      windowMs = Math.min(windowMs, next.windowMs);
      // Killed after its swap (cleaning up): the new output is in place, whole, and the next run finds it up to date.
      const swapped = changed > 0 && valid && /^Up to date/.test(next.run.stdout);
      if (swapped) afterSwap++;
      else if (changed > 0) {
        failures.push(`kill ${kills} (${delay} ms after its lock): ${changed} files of the last good output changed`);
        lost += changed;
      }
      if (!swapped && !/^Published/.test(next.run.stdout))
        failures.push(`kill ${kills}: the next sync did not publish: ${lastLine(next.run.stdout)}`);
      failures.push(...(await publishProblems(next.run, out)).map((p) => `kill ${kills}: ${p}`));
      context.log(
        `kill ${kills}: ${delay} ms after its lock${writing ? ', while writing' : ''}${swapped ? ', after its swap' : ''}; the next sync exit ${next.run.code}`,
      );
      feed = feed === feeds[0] ? feeds[1] : feeds[0];
    }
    if (kills < SYNC_KILL_TRIES) failures.push(`only ${kills} of ${runs} runs were killed before they ended`);
    return {
      outcome: `${kills} kills in ${runs} runs, 0–${Math.round(windowMs)} ms after the lock (${midWrite} while writing the staging folder, ${afterSwap} after the swap: new output whole); otherwise the last good output intact; the next sync published`,
      lost,
      duplicated: 0,
      failures,
    };
  },
};
