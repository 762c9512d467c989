import type { Language, Manifest, QuarantineReport, RecordProblem } from '../../schema/index.js';
import { formCitiesOf } from '../derive/form-cities.js';
import { buildSearchIndex, searchDocumentsOf } from '../derive/search-index.js';
import { countProperties, type Dataset } from '../normalize/feed.js';

import { QUARANTINE, SEARCH_INDEX, SITE_MEDIA } from './output-files.js';
import type { FileDigest, Staging } from './publish.js';

export { MANIFEST, type OutputFiles, QUARANTINE, SEARCH_INDEX, SITE_MEDIA } from './output-files.js';

/** The lists of each language that render.ts writes; properties.json is written as its records are checked (property-lists.ts). */
const LISTS = ['types', 'cities', 'projects'] as const;

/** A generated file that only programs read: compact. */
export const jsonFile = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`);
/** A generated file that the staff open (the manifest, the quarantine report): indented. */
export const readableJsonFile = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
/**
 * Everything but the manifest, which depends on them (digests) and on the time of publication, and
 * but the properties' lists, written as they were checked, into `staging`, file by file. It consumes
 * the dataset: take what else the run needs of it (factsOf, departed, events) before.
 */
export async function renderData(dataset: Dataset, staging: Staging): Promise<void> {
  const report: QuarantineReport = { problems: dataset.problems };
  await staging.write(QUARANTINE, readableJsonFile(report));
  await staging.write(SITE_MEDIA, jsonFile(dataset.media));
  for (const [language, data] of dataset.byLanguage) {
    for (const name of LISTS) await staging.writeList(`${language}/${name}.json`, data[name]);
    // Compact: the browser downloads it (the search box), nobody reads it by eye.
    const index = buildSearchIndex(searchDocumentsOf(data.types, data.cities, data.properties));
    await staging.write(`${language}/${SEARCH_INDEX}`, jsonFile(index));
    dataset.byLanguage.delete(language);
  }
}

/**
 * What the manifest and the run's summary say of a dataset: taken before the files are written, so
 * that the dataset (most of a large feed's memory) can go first.
 */
export interface DatasetFacts {
  languages: Language[];
  counts: Manifest['counts'];
  totals: Manifest['totals'];
  problems: RecordProblem[];
  formCities: NonNullable<Manifest['formCities']>;
}

export function factsOf(dataset: Dataset): DatasetFacts {
  const first = dataset.byLanguage.values().next().value;
  return {
    languages: dataset.languages,
    counts: {
      properties: first?.properties.length ?? 0,
      projects: first?.projects.length ?? 0,
      quarantined: countProperties(dataset, 'quarantined'),
      cleaned: countProperties(dataset, 'cleaned'),
    },
    totals: dataset.totals,
    problems: dataset.problems,
    formCities: Object.fromEntries([...dataset.byLanguage].map(([language, data]) => [language, formCitiesOf(data.properties)])),
  };
}

/** The manifest of an output whose files are checked against the contract `validatedWith` before it is published (pipeline/schema-digest.ts). */
export function renderManifest(
  facts: DatasetFacts,
  files: ReadonlyMap<string, FileDigest>,
  sources: Manifest['sources'],
  generatedAt: Date,
  validatedWith: string,
): Buffer {
  const manifest: Manifest = {
    schemaVersion: 1,
    generatedAt: generatedAt.toISOString(),
    sources,
    languages: facts.languages,
    counts: facts.counts,
    totals: facts.totals,
    files: Object.fromEntries(
      [...files].sort(([a], [b]) => a.localeCompare(b)).map(([path, { sha256, bytes }]) => [path, { sha256, bytes }]),
    ),
    validatedWith,
    formCities: facts.formCities,
  };
  return readableJsonFile(manifest);
}
