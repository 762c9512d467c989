import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheBundles, reuseBundles } from '../../../site/build/bundles.js';
import type { BuildContext } from '../../../site/build/context.js';

// The bundle cache (site/build/bundles.ts) on real folders: an entry per code digest, complete or
// absent, the newest three kept, and a build into another folder finds its code's bundles there.

let work: string;
const digest = (n: number) => String(n).repeat(64).slice(0, 64);

/** A build folder holding the bundles a bundler would make, marked with `mark`. */
async function builtBundles(name: string, mark: string): Promise<string> {
  const out = join(work, name);
  for (const [path, text] of [
    ['scripts/assets/forms.js', `forms ${mark}`],
    ['server/entry.mjs', `entry ${mark}`],
    ['render/render-process.mjs', `render ${mark}`],
    ['bundles/client/assets/page.js', `page ${mark}`],
    ['assets.json', `{"mark":"${mark}"}`],
  ] as const) {
    await mkdir(join(out, path, '..'), { recursive: true });
    await writeFile(join(out, path), text);
  }
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-bundle-cache-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the bundle cache', () => {
  it('gives a build into another folder the bundles of its code', async () => {
    const cache = join(work, 'cache-a');
    await cacheBundles(await builtBundles('first', 'one'), cache, digest(1));
    const next = join(work, 'next');
    expect(await reuseBundles(join(cache, digest(1)), { out: next } as BuildContext)).toBe(true);
    expect(await readFile(join(next, 'server', 'entry.mjs'), 'utf8')).toBe('entry one');
    expect(await readFile(join(next, 'render', 'render-process.mjs'), 'utf8')).toBe('render one');
    expect(await readFile(join(next, 'client', 'assets', 'page.js'), 'utf8')).toBe('page one');
    expect(await readFile(join(next, 'assets.json'), 'utf8')).toBe('{"mark":"one"}');
    // Another code has no entry: the build bundles, and its folder is left empty for that.
    const other = join(work, 'other');
    expect(await reuseBundles(join(cache, digest(2)), { out: other } as BuildContext)).toBe(false);
  });

  it('keeps the first entry of a code when a second build of it arrives, and leaves nothing half-written', async () => {
    const cache = join(work, 'cache-b');
    await cacheBundles(await builtBundles('b1', 'first'), cache, digest(3));
    await cacheBundles(await builtBundles('b2', 'second'), cache, digest(3));
    expect(await readdir(cache)).toEqual([digest(3)]);
    expect(await readFile(join(cache, digest(3), 'server', 'entry.mjs'), 'utf8')).toBe('entry first');
  });

  it('keeps the three newest code versions', async () => {
    const cache = join(work, 'cache-c');
    for (const n of [4, 5, 6, 7]) {
      await cacheBundles(await builtBundles(`c${n}`, String(n)), cache, digest(n));
      // Each entry older than the next by a minute, whatever the file system's clock resolution.
      const at = new Date(Date.UTC(2026, 10, 27, 4, n));
      await utimes(join(cache, digest(n)), at, at);
    }
    await cacheBundles(await builtBundles('c8', '8'), cache, digest(8));
    expect((await readdir(cache)).sort()).toEqual([digest(6), digest(7), digest(8)]);
  });
});
