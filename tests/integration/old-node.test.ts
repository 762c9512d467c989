import { execFile } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../package.json' with { type: 'json' };
import { ROOT } from '../support/cli.js';
import { findOldNode } from '../support/old-node.js';

// `vitrine` on a Node.js that package.json's engines do not allow stops in one sentence, with exit
// code 2, before tsx or the CLI is loaded (they would fail with a stack trace instead).

const VITRINE = join(ROOT, 'bin', 'vitrine.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const runWith = (node: string, args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(node, [VITRINE, ...args], { cwd: ROOT, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });

describe('bin/vitrine.js and the Node.js that runs it', () => {
  it('refuses a Node.js older than engines: exit 2, one sentence, nothing attempted', async () => {
    const old = await findOldNode(manifest.engines.node, process.env.PATH ?? '');
    const work = await mkdtemp(join(tmpdir(), 'vitrine-old-node-'));
    const run = await runWith(old.path, ['sync', '--source', 'sample', '--out', join(work, 'generated')]);
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `Vitrine needs Node.js 22.19+ or 24+ and this is Node.js ${old.version}: run \`npm install\` in the project, ` +
        `which puts a project-local Node.js ${manifest.dependencies.node} that \`npm run vitrine -- …\` and \`npx vitrine\` use, ` +
        'or install Node.js 22.19+ or 24+ (an LTS line).\n',
    });
    expect(await readdir(work)).toEqual([]);
  });

  it('runs the CLI on the Node.js the tests run on', async () => {
    const run = await runWith(process.execPath, ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: vitrine /);
  });
});
