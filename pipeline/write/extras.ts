import { join } from 'node:path';
import {
  extrasPathOf,
  type ManifestSource,
  type PropertyExtras,
  type SourceExtrasFile,
  sourceExtrasFileSchema,
} from '../../schema/index.js';
import { readChecked } from './read-json.js';
import { jsonFile, type OutputFiles } from './render.js';

// Issue 18, "the rest kept, not dropped": each source's fields that our model has no place for, in
// extras/<source>.json, for the properties it published. A source that failed this run and was kept
// keeps its last extras for the properties it still publishes.

/** The extras of one source's published properties as a file, or undefined when there are none. */
function extrasFile(source: ManifestSource, extras: ReadonlyMap<number, PropertyExtras>): Buffer | undefined {
  const properties: SourceExtrasFile['properties'] = {};
  for (const id of [...source.properties].sort((a, b) => a - b)) {
    const fields = extras.get(id);
    if (fields && Object.keys(fields).length > 0) properties[String(id)] = fields;
  }
  if (Object.keys(properties).length === 0) return undefined;
  return jsonFile({ source: source.name, properties } satisfies SourceExtrasFile);
}

/** What the last output in `out` kept of a source's extras, by property id. */
async function lastExtrasOf(out: string, source: string): Promise<Map<number, PropertyExtras>> {
  const last = await readChecked(join(out, extrasPathOf(source)), sourceExtrasFileSchema);
  return new Map(Object.entries(last?.properties ?? {}).map(([id, fields]) => [Number(id), fields]));
}

/**
 * The extras files of this run: `sources` as the manifest tells them (state and published ids),
 * `read` the extras of the sources read this run.
 */
export async function renderExtras(
  out: string,
  sources: readonly ManifestSource[],
  read: ReadonlyMap<string, ReadonlyMap<number, PropertyExtras>>,
): Promise<OutputFiles> {
  const files: OutputFiles = new Map();
  for (const source of sources) {
    const extras = source.state === 'kept' ? await lastExtrasOf(out, source.name) : read.get(source.name);
    const text = extras && extrasFile(source, extras);
    if (text) files.set(extrasPathOf(source.name), text);
  }
  return files;
}
