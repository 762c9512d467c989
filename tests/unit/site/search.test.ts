import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, searchDocumentsOf } from '../../../pipeline/derive/search-index.js';
import type { City, Property, TypeCategory } from '../../../schema/index.js';
import { loadSearchIndex, type SearchIndex, search } from '../../../site/search/query.js';
import { ROOT, runCli } from '../../support/cli.js';

// The search rules of §2/§5 on the sample agency's French index, written and read as the sync and
// the browser do (JSON text in between).
let index: SearchIndex;
let properties: Property[];
let cities: City[];
let types: TypeCategory[];

beforeAll(async () => {
  const dir = join(ROOT, 'data', 'sample', 'omnicasa');
  const out = join(await mkdtemp(join(tmpdir(), 'vitrine-search-')), 'generated');
  const sync = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', dir, '--out', out]);
  expect(sync.code, sync.stderr).toBe(0);
  const read = async (name: string) => JSON.parse(await readFile(join(out, 'fr', name), 'utf8'));
  [properties, cities, types] = await Promise.all([read('properties.json'), read('cities.json'), read('types.json')]);
  index = loadSearchIndex(await readFile(join(out, 'fr', 'search.json'), 'utf8'));
}, 60_000);

describe('search', () => {
  it('shows just the types, in the agency order, for an empty text', () => {
    const results = search(index, '  ');
    expect(results.types.map((t) => t.name)).toEqual([...types].sort((a, b) => a.showOrder - b.showOrder).map((t) => t.name));
    expect(results.cities).toEqual([]);
    expect(results.properties).toEqual([]);
  });

  it('finds a city by its zip, by its name without accents, and by the start of its name', () => {
    const charleroi = cities.find((c) => c.name === 'Charleroi') as City;
    expect(search(index, charleroi.zip).cities.map((c) => c.name)).toContain('Charleroi');
    expect(search(index, 'Ecaussinnes').cities.map((c) => c.name)).toEqual(['Écaussinnes']);
    expect(search(index, 'écaussinnes').cities.map((c) => c.name)).toEqual(['Écaussinnes']);
    expect(search(index, 'charl').cities.map((c) => c.name)).toContain('Charleroi');
    expect(search(index, 'xyzzy').cities).toEqual([]);
  });

  it('finds a property by its whole id only', () => {
    const property = properties[3] as Property;
    expect(search(index, String(property.id)).properties).toEqual([
      expect.objectContaining({ ref: String(property.id), title: property.title, url: property.url }),
    ]);
    expect(search(index, String(property.id).slice(0, 4)).properties).toEqual([]);
    expect(search(index, property.title).properties).toEqual([]);
  });

  it('finds types by part of their name, ignoring case and accents, with the text cut at 100 characters', () => {
    expect(search(index, 'appart').types.map((t) => t.name)).toEqual(['Appartement']);
    expect(search(index, 'APPART').types.map((t) => t.name)).toEqual(['Appartement']);
    expect(search(index, `appartement${' '.repeat(89)}x`).types.map((t) => t.name)).toEqual(['Appartement']);
    expect(search(index, `appartement${' '.repeat(88)}x`).types).toEqual([]);
  });

  it('indexes every property, type and city once', () => {
    const documents = searchDocumentsOf(types, cities, properties);
    expect(documents).toHaveLength(types.length + cities.length + properties.length);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
    expect(buildSearchIndex(documents)).toMatchObject({ documentCount: documents.length });
  });
});
