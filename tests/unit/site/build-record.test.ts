import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecord } from '../../../site/build/build-record.js';

// The records a build keeps beside its site (page digests, text files' records, fragments) tell the
// next build what it may keep. One that is missing or does not parse (cut short, edited by hand) is
// none: the next build makes what it would have kept, it does not stop on a JSON error.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-build-record-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('build records', () => {
  it('reads a record, and none from a file that is missing or does not parse', async () => {
    await writeFile(join(dir, 'pages.json'), JSON.stringify({ '/fr/': 'digest' }));
    expect(await readRecord(dir, 'pages.json')).toEqual({ '/fr/': 'digest' });
    await writeFile(join(dir, 'pages.json'), '{"/fr/": "dig');
    expect(await readRecord(dir, 'pages.json')).toBeUndefined();
    expect(await readRecord(dir, 'compressed.json')).toBeUndefined();
  });
});
