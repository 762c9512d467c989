import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecord } from '../../../site/build/build-record.js';
import { readFileRecords, readSiteFileRecords, SITE_FILE_RECORDS, writeFileRecords } from '../../../site/build/file-records.js';
import { COMPRESSED_FILES, type TextFileRecord } from '../../../site/build/precompress.js';

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

  it('keeps the records of the files the render processes made apart from the others, and gives the build them all', async () => {
    const out = await mkdtemp(join(dir, 'records-'));
    const record = (digest: string): TextFileRecord => ({ digest, compressed: true, scripts: [] });
    const files = {
      'fr/a-vendre/index.html': record('page'),
      'assets/scripts/list.js': record('script'),
      'lists/favourites/fr-1.json': { ...record('bucket'), source: 'listings' },
      'sitemap.xml': record('sitemap'),
    };
    const besidePages = { 'lists/favourites/fr-1.json': files['lists/favourites/fr-1.json'], 'sitemap.xml': record('sitemap') };
    await writeFileRecords(out, files, besidePages);
    // A render process reads back the records of its own kind of files only.
    expect(await readSiteFileRecords(out)).toEqual(besidePages);
    expect(Object.keys(JSON.parse(await readFile(join(out, COMPRESSED_FILES), 'utf8')))).toEqual([
      'fr/a-vendre/index.html',
      'assets/scripts/list.js',
    ]);
    expect(await readFileRecords(out)).toEqual(files);
    // Without the main record the site's records are none (a build cut short): the next build reads every file.
    await rm(join(out, COMPRESSED_FILES));
    expect(await readFileRecords(out)).toBeUndefined();
    await rm(join(out, SITE_FILE_RECORDS));
    expect(await readSiteFileRecords(out)).toBeUndefined();
  });
});
