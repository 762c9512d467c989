import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

  it('keeps the last build’s file made from the same source without making it, and makes one whose source changed', async () => {
    const lastSite = join(site, 'last');
    const first = siteFileWriter(lastSite, () => []);
    await first.writeMade('lists/a.json', 'source a', () => longJson);
    await first.writeMade('lists/b.json', 'source b', () => longJson.replace('commune 1', 'village 1'));
    await first.write('lists/c.json', longJson);
    await first.done();
    expect(first.records['lists/a.json']).toMatchObject({ source: 'source a', compressed: true });
    expect(first.records['lists/c.json']?.source).toBeUndefined();

    const next = join(site, 'next');
    const made: string[] = [];
    const writer = siteFileWriter(next, () => [], { site: lastSite, files: first.records });
    const make = (path: string, content: string) => () => {
      made.push(path);
      return content;
    };
    await writer.writeMade('lists/a.json', 'source a', make('a', 'not this content: the file is kept'));
    await writer.writeMade('lists/b.json', 'source b changed', make('b', longJson));
    // A file recorded without its source is kept by its bytes, and recorded with its source for the next build.
    await writer.writeMade('lists/c.json', 'source c', make('c', longJson));
    await writer.done();
    expect(made).toEqual(['b', 'c']);
    const inode = async (path: string) => (await stat(path)).ino;
    expect(await inode(join(next, 'lists/a.json'))).toBe(await inode(join(lastSite, 'lists/a.json')));
    expect(await inode(join(next, 'lists/a.json.br'))).toBe(await inode(join(lastSite, 'lists/a.json.br')));
    expect(await readFile(join(next, 'lists/a.json'), 'utf8')).toBe(longJson);
    expect(await readFile(join(next, 'lists/b.json'), 'utf8')).toBe(longJson);
    expect(brotliDecompressSync(await readFile(join(next, 'lists', 'b.json.br'))).toString()).toBe(longJson);
    expect(await inode(join(next, 'lists/c.json'))).toBe(await inode(join(lastSite, 'lists/c.json')));
    expect(writer.records['lists/a.json']).toEqual(first.records['lists/a.json']);
    expect(writer.records['lists/b.json']).toMatchObject({ source: 'source b changed', compressed: true });
    expect(writer.records['lists/c.json']).toMatchObject({ source: 'source c', digest: first.records['lists/c.json']?.digest });
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
