import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundCompileCache } from '../../../site/build/compile-cache.js';

// The render processes' compile cache gains entries with every build (site/build/compile-cache.ts):
// past its budget it is emptied, below it kept as it is.

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A cache of three 10-byte entries, one in a folder of Node's version as Node lays it out. */
async function cache(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-compiled-'));
  folders.push(folder);
  await mkdir(join(folder, 'v24-x64-0'), { recursive: true });
  for (const name of ['a', 'b']) await writeFile(join(folder, 'v24-x64-0', name), '0123456789');
  await writeFile(join(folder, 'c'), '0123456789');
  return folder;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe("the render processes' compile cache", () => {
  it('is kept while its files fit its budget', async () => {
    const dir = await cache();
    expect(await boundCompileCache(dir, 30)).toBe(false);
    expect(await exists(join(dir, 'v24-x64-0', 'b'))).toBe(true);
  });

  it('is emptied once its files, in every folder, take more than its budget', async () => {
    const dir = await cache();
    expect(await boundCompileCache(dir, 29)).toBe(true);
    expect(await exists(dir)).toBe(false);
  });

  it('is left alone where there is none yet', async () => {
    expect(await boundCompileCache(join(tmpdir(), 'vitrine-no-such-cache'), 0)).toBe(false);
  });
});
