import { access, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkOutput } from '../../../pipeline/write/check-output.js';
import { generateAgency } from '../../../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../../../scripts/demo-agency/write-snapshot.js';
import { startOmnicasaServer, TEST_CREDENTIALS } from '../../../tests/support/omnicasa-server.js';
import { changePrice } from '../../../tests/support/snapshot.js';
import { treeState } from '../../../tests/support/tree.js';
import { damaged, lastLine, publishProblems } from '../output.js';
import { type Finished, type Started, startVitrine, waitUntil } from '../processes.js';
import type { Row, RowContext } from '../row.js';
import { SYNC_KILL_PROPERTIES, SYNC_KILL_TRIES, WAIT_LIMIT_MS } from '../settings.js';

// `vitrine sync` killed with SIGKILL at random moments (from taking its lock to its end), each try
// syncing a changed feed: after each kill the last good output is exactly as it was (or, killed
// after its swap, the new output is in place and whole), and the next sync publishes the new feed
// with nothing left behind. Two rows: a full read of two feeds in turn, and a sync that reads only
// what changed (issue 44), one price raised before each try.

/** Runs that end before their kill do not count: at most this many more runs than kills. */
const SPARE_RUNS = 5;
/** The part of a whole run's time (lock to exit) in which the kills are drawn. */
const KILL_WINDOW_SHARE = 0.75;

/** What a row's syncs read: the arguments of the next sync, and the change that makes its feed new. */
interface Feeds {
  args: () => string[];
  env?: NodeJS.ProcessEnv;
  /** Makes the feed the next sync reads differ from the last published one. */
  change: () => Promise<void>;
  /** Why the next sync's answer is not what this row expects of it, or nothing. */
  check?: (next: Finished) => Promise<string | undefined>;
  close?: () => Promise<void>;
}

async function killedSyncs(context: RowContext, out: string, feeds: Feeds) {
  const lock = `${out}.lock`;
  const hasLock = () =>
    access(lock).then(
      () => true,
      () => false,
    );

  /** Starts a sync and resolves once it holds its lock (or has ended). */
  async function startSync(): Promise<Started & { lockedAt: number }> {
    const run = startVitrine(context.children, feeds.args(), feeds.env);
    await waitUntil('the sync to take its lock', async () => (await hasLock()) || run.child.exitCode !== null, 2);
    return { ...run, lockedAt: performance.now() };
  }
  /** A whole run, and how long it held its lock: the kills fall anywhere in that window. */
  async function completeSync(): Promise<{ run: Finished; windowMs: number }> {
    const started = await startSync();
    const timer = setTimeout(() => started.child.kill('SIGKILL'), WAIT_LIMIT_MS);
    const run = await started.finished;
    clearTimeout(timer);
    return { run, windowMs: performance.now() - started.lockedAt };
  }

  const first = await completeSync();
  if (first.run.code !== 0) throw new Error(`the first sync failed: ${first.run.stderr}`);
  let windowMs = first.windowMs;
  const failures: string[] = [];
  let lost = 0;
  let kills = 0;
  let runs = 0;
  let midWrite = 0;
  let afterSwap = 0;
  await feeds.change();
  while (kills < SYNC_KILL_TRIES && runs < SYNC_KILL_TRIES + SPARE_RUNS) {
    runs++;
    const before = await treeState(out);
    const run = await startSync();
    // Within the first three quarters of the window: the window runs to the process's exit, past the
    // release of its lock and the swap, and a kill drawn in its last part found the run ended (8 or 9
    // kills in 15 runs of the incremental row on a machine where such a sync takes 0.7–1.0 s).
    const delay = Math.round(context.random.next() * windowMs * KILL_WINDOW_SHARE);
    await new Promise((r) => setTimeout(r, delay));
    const writing = (await readdir(context.work)).some((n) => n.includes('.staging-'));
    run.child.kill('SIGKILL');
    const end = await run.finished;
    if (end.signal !== 'SIGKILL') {
      // It ended before its kill: it published, and the next feed is a new one.
      if (end.code !== 0) failures.push(`run ${runs}: the sync exited ${end.code}: ${end.stderr.trim()}`);
      context.log(`run ${runs}: ended before its kill (${delay} ms after its lock)`);
      await feeds.change();
      continue;
    }
    kills++;
    if (writing) midWrite++;
    const changed = await damaged(out, before);
    const valid = (await checkOutput(out)).length === 0;
    const next = await completeSync();
    // The shortest run seen: a kill drawn past a run's end is wasted (the machine's load varies).
    windowMs = Math.min(windowMs, next.windowMs);
    // Killed after its swap (cleaning up): the new output is in place, whole, and the next run finds it up to date.
    const swapped = changed > 0 && valid && /^Up to date/.test(next.run.stdout);
    if (swapped) afterSwap++;
    else if (changed > 0) {
      // What the next run said, and whether the changed output was whole: what tells a loss from a
      // swap whose source memory was not kept yet (the next run then reads again and publishes).
      failures.push(
        `kill ${kills} (${delay} ms after its lock): ${changed} files of the last good output changed (${valid ? 'a valid output' : 'not a valid output'}; the next sync: ${lastLine(next.run.stdout)})`,
      );
      lost += changed;
    }
    if (!swapped && !/^Published/.test(next.run.stdout))
      failures.push(`kill ${kills}: the next sync did not publish: ${lastLine(next.run.stdout)}`);
    failures.push(...(await publishProblems(next.run, out)).map((p) => `kill ${kills}: ${p}`));
    const wrong = await feeds.check?.(next.run);
    if (wrong) failures.push(`kill ${kills}: ${wrong}`);
    context.log(
      `kill ${kills}: ${delay} ms after its lock${writing ? ', while writing' : ''}${swapped ? ', after its swap' : ''}; the next sync exit ${next.run.code}`,
    );
    await feeds.change();
  }
  await feeds.close?.();
  if (kills < SYNC_KILL_TRIES) failures.push(`only ${kills} of ${runs} runs were killed before they ended`);
  return {
    outcome: `${kills} kills in ${runs} runs, 0–${Math.round(windowMs * KILL_WINDOW_SHARE)} ms after the lock (${midWrite} while writing the staging folder, ${afterSwap} after the swap: new output whole); otherwise the last good output intact; the next sync published`,
    lost,
    duplicated: 0,
    failures,
  };
}

export const syncKill: Row = {
  id: 'sync-kill',
  fault: `SIGKILL of \`vitrine sync\` at random moments (${SYNC_KILL_TRIES} tries)`,
  timeLimitMs: 480_000,
  async run(context) {
    const feeds = [join(context.work, 'feed-a'), join(context.work, 'feed-b')] as const;
    await writeSnapshot(generateAgency({ count: SYNC_KILL_PROPERTIES, seed: 31 }), feeds[0]);
    await writeSnapshot(generateAgency({ count: SYNC_KILL_PROPERTIES, seed: 32 }), feeds[1]);
    const out = join(context.work, 'generated');
    let feed: string = feeds[0];
    return killedSyncs(context, out, {
      args: () => ['sync', '--no-images', '--source', 'sample', '--snapshot', feed, '--out', out],
      change: async () => {
        feed = feed === feeds[0] ? feeds[1] : feeds[0];
      },
    });
  },
};

export const syncKillIncremental: Row = {
  id: 'sync-kill-incremental',
  fault: `SIGKILL of \`vitrine sync\` reading only what changed, at random moments (${SYNC_KILL_TRIES} tries)`,
  timeLimitMs: 480_000,
  async run(context) {
    const feed = join(context.work, 'feed');
    await writeSnapshot(generateAgency({ count: SYNC_KILL_PROPERTIES, seed: 33 }), feed);
    const server = await startOmnicasaServer(feed, undefined, { reread: true });
    const out = join(context.work, 'generated');
    let price = 0;
    let incremental = 0;
    const outcome = await killedSyncs(context, out, {
      args: () => ['sync', '--no-images', '--source', 'omnicasa', '--url', server.url, '--out', out],
      env: { VITRINE_OMNICASA_USER: TEST_CREDENTIALS.user, VITRINE_OMNICASA_PASSWORD: TEST_CREDENTIALS.password },
      // The first sale's price changed in every language with its modification date, as the back
      // office does; a sale, for any price drawn is a plausible one (a rent's bound is far lower).
      change: async () => {
        price = 100_000 + Math.round(context.random.next() * 900_000);
        await changePrice(
          feed,
          (items) => items.find((row) => row.Goal === 0),
          () => price,
        );
      },
      // What the next sync published is the feed's price, whether it read the changes or in full.
      async check(next) {
        if (/only what changed was read/.test(next.stdout)) incremental++;
        const rows = JSON.parse(await readFile(join(out, 'fr', 'properties.json'), 'utf8')) as { price: { amount: number } }[];
        return rows.some((row) => row.price.amount === price) ? undefined : `the price ${price} of the feed is not published`;
      },
      close: () => server.close(),
    });
    return { ...outcome, outcome: `${outcome.outcome} (${incremental} of them reading only what changed)` };
  },
};
