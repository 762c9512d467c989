import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { checkOutput } from '../../pipeline/write/check-output.js';
import { SAMPLE } from '../../tests/support/cli.js';
import { copySnapshot } from '../../tests/support/snapshot.js';
import { treeState } from '../../tests/support/tree.js';
import type { Finished } from './processes.js';

// The sync rows' measures: is the last good output exactly as it was, and did the next run publish.

export type TreeState = Record<string, string>;

/** Files of the last good output that a run changed, removed or added (0: intact, byte for byte, inode for inode). */
export async function damaged(out: string, before: TreeState): Promise<number> {
  const after = await treeState(out).catch(() => ({}) as TreeState);
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => before[path] !== after[path]).length;
}

/** What a run left beside the output: staging folders, a lock, a swapped-out previous output. */
export async function leftovers(out: string): Promise<string[]> {
  const name = basename(out);
  return (await readdir(dirname(out))).filter(
    (n) => n.startsWith(`${name}.staging-`) || n === `${name}.lock` || n === `${name}.previous`,
  );
}

/** Why a run that should have published did not, or nothing: exit 0 and an output that validates. */
export async function publishProblems(run: Finished, out: string): Promise<string[]> {
  const problems: string[] = [];
  if (run.code !== 0) problems.push(`the next sync exited ${run.code ?? run.signal}: ${lastLine(run.stderr)}`);
  const invalid = await checkOutput(out);
  if (invalid.length > 0) problems.push(`the output does not validate (${invalid.length} problems)`);
  const left = await leftovers(out);
  if (left.length > 0) problems.push(`left behind: ${left.join(', ')}`);
  return problems;
}

/** The line that says what failed ("vitrine sync: …"), else the last one: progress lines come before it. */
export function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return (lines.find((l) => /^vitrine \w+:/.test(l)) ?? lines.at(-1) ?? '').slice(0, 200);
}

/**
 * Yesterday's feed: the sample with every price 1,000 higher. The last good output comes from it,
 * so a run of today's feed (the sample) that wrongly got through would change the files.
 */
export function yesterdaysFeed(work: string): Promise<string> {
  return copySnapshot(SAMPLE, join(work, 'yesterday'), (method, _language, items) =>
    method === 'GetPropertyList'
      ? items.map((p) => ({ ...p, Price: typeof p.Price === 'number' ? p.Price + 1000 : p.Price }))
      : items,
  );
}
