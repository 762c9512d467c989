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

// Build-time only: the pages' prerender hooks read the sync's output once, never the network
// (DESIGN.md, Site), from the folder the build names (`vitrine build --data`, site/build/places.ts).
// Shared with the pages' bundle: the data is parsed and validated once per process.
const cache = processCache<string, unknown>('generated-data');

function read<T>(file: string, schema: z.ZodType<T>): T {
  const path = join(buildPlaces().data, file);
  if (!cache.has(path)) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`cannot read ${path} (${(error as Error).message}): run \`vitrine sync\` first`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(`${path} is not valid generated data:\n${z.prettifyError(parsed.error)}`);
    cache.set(path, parsed.data);
  }
  return cache.get(path) as T;
}

export const loadProperties = (language: Language): Property[] => read(`${language}/properties.json`, z.array(propertySchema));
export const loadManifest = () => read('manifest.json', manifestSchema);
export const loadSiteMedia = () => read('media.json', siteMediaSchema);
export const loadTypes = (language: Language) => read(`${language}/types.json`, z.array(typeCategorySchema));
export const loadProjects = (language: Language) => read(`${language}/projects.json`, z.array(projectSchema));
/** The properties that left the feed (schema/departed.ts); an output from before that list has none. */
export const loadDeparted = (): DepartedProperty[] =>
  existsSync(join(buildPlaces().data, 'departed.json')) ? read('departed.json', departedFileSchema).properties : [];
