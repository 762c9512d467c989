import type { Manifest, QuarantineReport } from '../../schema/index.js';
import { buildSearchIndex, searchDocumentsOf } from '../derive/search-index.js';
import { sha256 } from '../digest.js';
import { countProperties, type Dataset } from '../normalize/feed.js';

/** The files of one output folder, by path relative to it. Deterministic: same data, same bytes. */
export type OutputFiles = Map<string, string>;

export const MANIFEST = 'manifest.json';
export const QUARANTINE = 'quarantine.json';
export const SITE_MEDIA = 'media.json';
export const SEARCH_INDEX = 'search.json';
export const DATA_FILES = ['properties', 'types', 'cities', 'projects'] as const;

/** A generated JSON file's text: indented, as people and diffs read it. */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Everything but the manifest, which depends on them (digests) and on the time of publication. */
export function renderData(dataset: Dataset): OutputFiles {
  const files: OutputFiles = new Map();
  for (const [language, data] of dataset.byLanguage) {
    for (const name of DATA_FILES) files.set(`${language}/${name}.json`, json(data[name]));
    // Compact: the browser downloads it (the search box), nobody reads it by eye.
    const index = buildSearchIndex(searchDocumentsOf(data.types, data.cities, data.properties));
    files.set(`${language}/${SEARCH_INDEX}`, `${JSON.stringify(index)}\n`);
  }
  const report: QuarantineReport = { problems: dataset.problems };
  files.set(QUARANTINE, json(report));
  files.set(SITE_MEDIA, json(dataset.media));
  return files;
}

export function renderManifest(dataset: Dataset, files: OutputFiles, sources: Manifest['sources'], generatedAt: Date): string {
  const first = dataset.byLanguage.values().next().value;
  const manifest: Manifest = {
    schemaVersion: 1,
    generatedAt: generatedAt.toISOString(),
    sources,
    languages: dataset.languages,
    counts: {
      properties: first?.properties.length ?? 0,
      projects: first?.projects.length ?? 0,
      quarantined: countProperties(dataset, 'quarantined'),
      cleaned: countProperties(dataset, 'cleaned'),
    },
    totals: dataset.totals,
    files: Object.fromEntries(
      [...files]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([path, text]) => [path, { sha256: sha256(text), bytes: Buffer.byteLength(text) }]),
    ),
  };
  return json(manifest);
}
