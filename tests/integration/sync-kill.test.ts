import { spawn } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkOutput } from '../../pipeline/write/check-output.js';
import { generateAgency } from '../../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../../scripts/demo-agency/write-snapshot.js';
import { ROOT, runCli } from '../support/cli.js';
import { treeState } from '../support/tree.js';

// A sync killed with SIGKILL while it writes leaves the previous output intact, and the next run
// succeeds. The feed is large (1,500 properties) so that writing takes long enough to be hit.

let work: string;
let out: string;
let big: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-kill-'));
  out = join(work, 'generated');
  const small = join(work, 'small');
  big = join(work, 'big');
  await writeSnapshot(generateAgency({ count: 60, seed: 7 }), small);
  await writeSnapshot(generateAgency({ count: 1500, seed: 8 }), big);
  const first = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', small, '--out', out]);
  expect(first.code, first.stderr).toBe(0);
}, 120_000);

/** Starts a sync of the big feed and kills it once its staging folder exists, plus `delayMs`. */
function killWhileWriting(delayMs: number): Promise<{ signal: NodeJS.Signals | null; staging: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'cli/index.ts', 'sync', '--no-images', '--source', 'sample', '--snapshot', big, '--out', out],
      {
        cwd: ROOT,
        stdio: 'ignore',
      },
    );
    let staging: string[] = [];
    let done = false;
    const watch = async () => {
      while (!done) {
        const found = (await readdir(work)).filter((n) => n.includes('.staging-'));
        if (found.length > 0) {
          await new Promise((r) => setTimeout(r, delayMs));
          staging = (await readdir(work)).filter((n) => n.includes('.staging-'));
          child.kill('SIGKILL');
          return;
        }
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    void watch();
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      done = true;
      resolve({ signal, staging });
    });
  });
}

describe('a sync killed in the middle of writing', () => {
  it('leaves the previous output intact, and the next run succeeds', async () => {
    const before = await treeState(out);
    let hitMidWrite = 0;
    for (const delay of [0, 100, 400]) {
      const { signal, staging } = await killWhileWriting(delay);
      if (signal !== 'SIGKILL') continue; // finished before the kill: try another moment
      if (staging.length > 0) hitMidWrite++;
      expect(await treeState(out)).toEqual(before);
    }
    expect(hitMidWrite).toBeGreaterThan(0);

    const next = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', big, '--out', out]);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stdout).toMatch(/Published 1500 properties/);
    expect(await checkOutput(out)).toEqual([]);
    expect(
      (await readdir(work)).filter((n) => n.includes('.staging-') || n.endsWith('.lock') || n.endsWith('.previous')),
    ).toEqual([]);
  }, 180_000);
});
