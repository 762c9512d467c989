import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

// `npm ci` installs exactly package-lock.json and refuses it ("Missing: @biomejs/cli-win32-x64@2.6.8
// from lock file") when a package's optional dependency has no entry, although the machine that wrote
// it never needed that platform's binary. npm writes every platform's entry; a lock that lost some
// (the first locks of this project lacked eight of biome's) breaks `npm test` on a fresh clone.

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

interface Lock {
  packages: Record<string, LockEntry>;
}

/** Where Node would find `name` from the package at `path`: its own node_modules, then each parent's. */
function resolves(lock: Lock, path: string, name: string): boolean {
  let base = path;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Every optional dependency a locked package declares that has no entry, as "name (of path)". */
function missingOptionalEntries(lock: Lock): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolves(lock, path, name))
      .map((name) => `${name} (of ${path || 'the project'})`),
  );
}

const lock = (): Lock => JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

describe('package-lock.json', () => {
  it('holds every platform’s optional packages, so that `npm ci` accepts it on any machine', () => {
    // `npm install --package-lock-only` writes the missing entries back.
    expect(missingOptionalEntries(lock()), 'optional packages without a lock entry').toEqual([]);
  });

  it('is read the way npm resolves: a nested copy of a package, then the hoisted one', () => {
    const nested: Lock = {
      packages: {
        '': { optionalDependencies: { fsevents: '2.3.3' } },
        'node_modules/fsevents': { version: '2.3.3' },
        'node_modules/a': { optionalDependencies: { b: '1.0.0', fsevents: '2.3.3' } },
        'node_modules/a/node_modules/b': { version: '1.0.0' },
        'node_modules/c': { optionalDependencies: { b: '1.0.0' } },
      },
    };
    expect(missingOptionalEntries(nested)).toEqual(['b (of node_modules/c)']);
  });

  it('finds the entries of a lock that lost some, as the first locks lost eight of biome’s', () => {
    const broken = lock();
    const biome = broken.packages['node_modules/@biomejs/biome'];
    const lost = Object.keys(biome?.optionalDependencies ?? {}).filter((name) => !/linux-(x64|arm64)$/.test(name));
    expect(lost).toHaveLength(8);
    for (const name of lost) delete broken.packages[`node_modules/${name}`];
    expect(missingOptionalEntries(broken)).toEqual(lost.map((name) => `${name} (of node_modules/@biomejs/biome)`));
  });
});
