import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TextFileRecord } from '../../../site/build/precompress.js';
import { keepSpareFragments, removeUnnamedFragments } from '../../../site/build/spare-fragments.js';

// An incremental build from the spare keeps the spare's card fragments that the last build had at
// the same path (their names say their bytes); the spare's others are removed before the render, and
// those kept that the build does not name, after it.

let client: string;
beforeEach(async () => {
  client = await mkdtemp(join(tmpdir(), 'vitrine-spare-fragments-'));
  await mkdir(join(client, 'assets/list/fr-sale'), { recursive: true });
});
afterEach(() => rm(client, { recursive: true, force: true }));

const record: TextFileRecord = { digest: 'bytes', compressed: true, scripts: [] };
const fragment = (name: string) => `assets/list/fr-sale/${name}.html`;
const filesThere = async () => (await readdir(join(client, 'assets/list/fr-sale'))).sort();

describe("the spare's card fragments", () => {
  it('keeps those the last build had at the same path with a record, and removes the others with their compressed copy', async () => {
    for (const name of ['a', 'b', 'c', 'd']) {
      await writeFile(join(client, fragment(name)), name);
      await writeFile(join(client, `${fragment(name)}.br`), name);
    }
    const spare = { da: fragment('a'), db: fragment('b'), dc: fragment('c'), dd: fragment('d') };
    // b: gone in the last build; c: the last build had its digest elsewhere; d: no record of it.
    const last = { da: fragment('a'), dc: fragment('c-elsewhere'), dd: fragment('d') };
    const lastFiles = { [fragment('a')]: record, [fragment('c-elsewhere')]: record };
    expect(await keepSpareFragments(client, spare, last, lastFiles)).toEqual({ da: fragment('a') });
    expect(await filesThere()).toEqual(['a.html', 'a.html.br']);
    // Named by the spare's record, but gone from its folder (by hand), or its compressed copy gone: not kept.
    await rm(join(client, fragment('a')));
    expect(await keepSpareFragments(client, { da: fragment('a') }, last, lastFiles)).toEqual({});
    await writeFile(join(client, fragment('a')), 'a');
    expect(await keepSpareFragments(client, { da: fragment('a') }, last, lastFiles)).toEqual({});
    expect(await filesThere()).toEqual([]);
    await writeFile(join(client, fragment('a')), 'a');
    await writeFile(join(client, `${fragment('a')}.br`), 'a');
    // Without the last build's record of fragments, none is kept.
    expect(await keepSpareFragments(client, { da: fragment('a') }, undefined, lastFiles)).toEqual({});
    expect(await filesThere()).toEqual([]);
  });

  it('removes after the render those kept that the build does not name', async () => {
    for (const name of ['a', 'b']) {
      await writeFile(join(client, fragment(name)), name);
      await writeFile(join(client, `${fragment(name)}.br`), name);
    }
    await writeFile(join(client, fragment('new')), 'made by the render');
    const kept = { da: fragment('a'), db: fragment('b') };
    expect(await removeUnnamedFragments(client, kept, { da: fragment('a'), dn: fragment('new') })).toBe(1);
    expect(await filesThere()).toEqual(['a.html', 'a.html.br', 'new.html']);
  });
});
