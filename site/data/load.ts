import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  type DepartedProperty,
  departedFileSchema,
  type Language,
  manifestSchema,
  type Property,
  projectSchema,
  propertySchema,
  siteMediaSchema,
  typeCategorySchema,
} from '../../schema/index.js';
import { buildPlaces } from '../build/places.js';
import { processCache } from './process-cache.js';
import { recordDigestsOf } from './record-digests.js';

// Build-time only: the pages' prerender hooks read the sync's output once, never the network
// (DESIGN.md, Site), from the folder the build names (`vitrine build --data`, site/build/places.ts).
// Shared with the pages' bundle: the data is parsed and validated once per process.
const cache = processCache<string, unknown>('generated-data');
/** Each language's listings by the digest of their record's bytes (site/data/record-digests.ts), when read as the sync wrote them. */
const recordDigests = processCache<string, WeakMap<object, string>>('generated-record-digests');

const propertyIdsSchema = z.array(z.object({ id: propertySchema.shape.id }));

/** Where the cache keeps a generated file's value; `part` names a read of some of its fields (another schema), kept apart. */
const keyOf = (file: string, part = '') => `${join(buildPlaces().data, file)}${part}`;

/** Whether the generated `file` is the one the sync checked against this code's contract (site/build/validated-data.ts). */
export const isAsTheSyncChecked = (file: string): boolean => buildPlaces().validated?.includes(file) ?? false;

/** A generated file, parsed and validated once per process (`part`: keyOf). */
function read<T>(file: string, schema: z.ZodType<T>, part = ''): T {
  const path = join(buildPlaces().data, file);
  const key = keyOf(file, part);
  if (!cache.has(key)) {
    let value: unknown;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
      // Decoded from the bytes: readFileSync's own 'utf8' took three times as long for a large
      // agency's properties (Node 24: 70 against 24 ms for 17 MB).
      value = JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      throw new Error(`cannot read ${path} (${(error as Error).message}): run \`vitrine sync\` first`);
    }
    // Checked by the sync against this code's contract and unchanged since (site/build/validated-data.ts):
    // the same value, for a third of a render process's start on a large agency.
    if (isAsTheSyncChecked(file)) {
      cache.set(key, value);
      // The listings are the bytes' own values (no schema's defaults or transforms): their digests stand for them.
      const records = file.endsWith('/properties.json') && part === '' ? (value as Property[]) : undefined;
      const digests = records && recordDigestsOf(bytes, records.length);
      if (records && digests) recordDigests.set(key, new WeakMap(records.map((record, k) => [record, digests[k] as string])));
    } else {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(`${path} is not valid generated data:\n${z.prettifyError(parsed.error)}`);
      cache.set(key, parsed.data);
    }
  }
  return cache.get(key) as T;
}

export const loadProperties = (language: Language): Property[] => read(`${language}/properties.json`, z.array(propertySchema));
/**
 * Each of a language's listings by the digest of its record's bytes, once loadProperties has read
 * them; undefined when they were not read as the sync wrote them (checked against the schema here,
 * or laid out otherwise): a page's digest then takes the listing's value.
 */
export const propertyDigests = (language: Language): WeakMap<object, string> | undefined =>
  recordDigests.get(keyOf(`${language}/properties.json`));
/**
 * A language's property ids: from its properties when this process has read them, else from the
 * file for the ids alone, a fraction of the cost (a process rendering other languages,
 * site/data/prerender-shard.ts; the one rendering this language validates the whole file).
 */
export function loadPropertyIds(language: Language): number[] {
  const file = `${language}/properties.json`;
  const ids = (properties: readonly { id: number }[]) => properties.map((p) => p.id);
  return cache.has(keyOf(file)) ? ids(loadProperties(language)) : ids(read(file, propertyIdsSchema, '#ids'));
}
export const loadManifest = () => read('manifest.json', manifestSchema);
export const loadSiteMedia = () => read('media.json', siteMediaSchema);
export const loadTypes = (language: Language) => read(`${language}/types.json`, z.array(typeCategorySchema));
export const loadProjects = (language: Language) => read(`${language}/projects.json`, z.array(projectSchema));
/** The properties that left the feed (schema/departed.ts); an output from before that list has none. */
export const loadDeparted = (): DepartedProperty[] =>
  existsSync(join(buildPlaces().data, 'departed.json')) ? read('departed.json', departedFileSchema).properties : [];
