import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, type TextFileRecord } from '../../../site/build/precompress.js';
import { siteFileWriter } from '../../../site/build/site-file-writer.js';

// The language folders hold the pages alone: the site's other files are written outside them, and
// the precompress reads only the folders outside them (the pages' records come from the render).

let site: string;
beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'vitrine-site-files-'));
});
afterEach(() => rm(site, { recursive: true, force: true }));

const longJson = JSON.stringify({ cities: Array.from({ length: 200 }, (_, i) => `commune ${i}`) });

describe('the site files beside the pages', () => {
  it('writes a file outside the language folders, and refuses one inside them with its path', async () => {
    const writer = siteFileWriter(site, () => []);
    await writer.write('property/4100004/index.html', '<!doctype html><title>redirect</title>');
    await writer.done();
    expect(await readFile(join(site, 'property/4100004/index.html'), 'utf8')).toContain('redirect');
    await expect(writer.write('fr/cities.json', longJson)).rejects.toThrow(
      'the site file fr/cities.json is in a folder of the pages: put it outside the language folders',
    );
  });

  it('writes a text file with its compressed copy and its record, a file for static hosts without either', async () => {
    const writer = siteFileWriter(site, () => []);
    await writer.write('assets/cities.json', longJson);
    await writer.write('_redirects', `${'/old /new 301\n'.repeat(200)}`);
    await writer.done();
    expect(brotliDecompressSync(await readFile(join(site, 'assets', 'cities.json.br'))).toString()).toBe(longJson);
    expect(Object.keys(writer.records)).toEqual(['assets/cities.json']);
    expect(writer.records['assets/cities.json']?.compressed).toBe(true);
    await expect(readFile(join(site, '_redirects.br'))).rejects.toThrow(/ENOENT/);
    // The precompress reads neither again: the first is known by its record, the second is no text file.
    const { files, compressed } = await precompress(site, () => [], undefined, writer.records, new Set());
    expect(compressed).toBe(0);
    expect(Object.keys(files)).toEqual(['assets/cities.json']);
  });

  it('compresses and records the files outside the language folders, and takes the pages there from their records', async () => {
    await mkdir(join(site, 'assets'), { recursive: true });
    await writeFile(join(site, 'assets', 'cities.json'), longJson);
    await mkdir(join(site, 'fr', 'a-vendre'), { recursive: true });
    await writeFile(join(site, 'fr', 'a-vendre', 'index.html'), '<!doctype html><p>page</p>');
    // Not read: only pages lie there (the writer above refuses anything else).
    await writeFile(join(site, 'fr', 'stray.json'), longJson);
    const page: TextFileRecord = { digest: 'rendered', compressed: false, scripts: [] };
    const { files } = await precompress(site, () => [], undefined, { 'fr/a-vendre/index.html': page }, new Set(['fr']));
    expect(Object.keys(files).sort()).toEqual(['assets/cities.json', 'fr/a-vendre/index.html']);
    expect(files['fr/a-vendre/index.html']).toBe(page);
    expect(files['assets/cities.json']?.compressed).toBe(true);
    expect(brotliDecompressSync(await readFile(join(site, 'assets', 'cities.json.br'))).toString()).toBe(longJson);
  });
});
