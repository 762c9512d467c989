import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  citySchema,
  departedFileSchema,
  EVENTS_FILE,
  EXTRAS_FOLDER,
  eventsFileSchema,
  extrasPathOf,
  LANGUAGES,
  type Language,
  type ManifestSource,
  manifestSchema,
  projectSchema,
  propertySchema,
  quarantineReportSchema,
  searchIndexFileSchema,
  siteMediaSchema,
  sourceExtrasFileSchema,
  typeCategorySchema,
} from '../../schema/index.js';
import { sha256 } from '../digest.js';
import { DEPARTED } from './departed.js';
import { eventId } from './events-list.js';
import { readList } from './list-file.js';
import { MANIFEST, QUARANTINE, SEARCH_INDEX, SITE_MEDIA } from './render.js';

/** One problem in an output folder: the file, the place inside it, and what is wrong. */
export interface OutputProblem {
  file: string;
  place: string;
  message: string;
}

/** The list files of each language: read and checked one record at a time (list-file.ts). */
const LIST_SCHEMAS = {
  'properties.json': propertySchema,
  'types.json': typeCategorySchema,
  'cities.json': citySchema,
  'projects.json': projectSchema,
};
const ISSUES_SHOWN_PER_FILE = 50;

async function readJson(
  dir: string,
  file: string,
  problems: OutputProblem[],
): Promise<{ text: string; value: unknown } | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch {
    problems.push({ file, place: '', message: 'the file is missing' });
    return undefined;
  }
  return jsonOf(file, text, problems);
}

function jsonOf(file: string, text: string, problems: OutputProblem[]): { text: string; value: unknown } | undefined {
  try {
    return { text, value: JSON.parse(text) };
  } catch (error) {
    problems.push({ file, place: '', message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

/**
 * A file that outputs of earlier versions lack: when it is there, listed in the manifest with its
 * digest, and valid. Its value, or undefined when it is absent or invalid (the problems say which).
 */
async function readListedFile<T>(
  dir: string,
  file: string,
  files: Record<string, { sha256: string }>,
  schema: z.ZodType<T>,
  problems: OutputProblem[],
): Promise<T | undefined> {
  const text = await readFile(join(dir, file), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  if (files[file]?.sha256 !== sha256(text))
    problems.push({ file, place: '', message: 'its sha256 differs from the one in manifest.json (or it is not listed)' });
  const read = jsonOf(file, text, problems);
  if (!read || !schemaProblems(file, schema, read.value, problems)) return undefined;
  return schema.parse(read.value);
}

function schemaProblems(file: string, schema: z.ZodType, value: unknown, problems: OutputProblem[]): boolean {
  const parsed = schema.safeParse(value);
  if (parsed.success) return true;
  for (const issue of parsed.error.issues.slice(0, ISSUES_SHOWN_PER_FILE)) {
    const record = typeof issue.path[0] === 'number' ? (value as { id?: unknown }[])[issue.path[0]]?.id : undefined;
    const place = `${issue.path.map(String).join('.')}${record !== undefined ? ` (id ${record})` : ''}`;
    problems.push({ file, place, message: issue.message });
  }
  return false;
}

type Listed = { id: number; url: string; alternates: Partial<Record<Language, string>> };

/**
 * One list file, record by record: each valid, none twice. Its digest and, for a properties.json
 * whose records are all valid, what the alternates check needs of each (not the records: a large output's four languages
 * would not fit at once); undefined when it cannot be read as a list.
 */
async function checkList(
  dir: string,
  file: string,
  schema: z.ZodType,
  problems: OutputProblem[],
): Promise<{ sha256: string; properties?: Listed[] } | undefined> {
  const seen = new Set<string>();
  const listed: Listed[] = [];
  const isProperties = file.endsWith('/properties.json');
  let duplicate: string | undefined;
  let invalid = false;
  let issuesShown = 0;
  const read = await readList(join(dir, file), (record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      invalid = true;
      for (const issue of parsed.error.issues) {
        if (issuesShown++ >= ISSUES_SHOWN_PER_FILE) break;
        const id = (record as { id?: unknown } | null)?.id;
        const place = `${[index, ...issue.path].map(String).join('.')}${id !== undefined ? ` (id ${id})` : ''}`;
        problems.push({ file, place, message: issue.message });
      }
      return;
    }
    const r = record as {
      id?: number;
      zip?: string;
      name?: string;
      webId?: number;
      url: string;
      alternates: Listed['alternates'];
    };
    const key = String(r.id ?? r.webId ?? `${r.zip}|${r.name}`);
    if (duplicate === undefined && seen.size === seen.add(key).size) duplicate = key;
    if (isProperties) listed.push({ id: r.id as number, url: r.url, alternates: r.alternates });
  });
  if (read.kind === 'missing') problems.push({ file, place: '', message: 'the file is missing' });
  if (read.kind === 'not-json') problems.push({ file, place: '', message: `not valid JSON: ${read.message}` });
  if (read.kind === 'not-a-list') schemaProblems(file, z.array(schema), read.value, problems);
  if (read.kind === 'missing') return undefined;
  if (duplicate !== undefined) problems.push({ file, place: duplicate, message: 'appears more than once' });
  return { sha256: read.sha256, properties: isProperties && !invalid && read.kind === 'list' ? listed : undefined };
}

/** Checks a generated folder the way the site and other tools will read it. Empty means valid. */
export async function checkOutput(dir: string): Promise<OutputProblem[]> {
  const problems: OutputProblem[] = [];
  const manifestFile = await readJson(dir, MANIFEST, problems);
  if (!manifestFile) return problems;
  const manifest = manifestSchema.safeParse(manifestFile.value);
  if (!manifest.success) {
    schemaProblems(MANIFEST, manifestSchema, manifestFile.value, problems);
    return problems;
  }
  const { files, languages } = manifest.data;
  const properties = new Map<Language, Listed[]>();

  for (const language of languages) {
    for (const [name, schema] of Object.entries(LIST_SCHEMAS)) {
      const file = `${language}/${name}`;
      if (!files[file]) problems.push({ file: MANIFEST, place: 'files', message: `does not list ${file}` });
      const listed = await checkList(dir, file, schema, problems);
      if (listed && files[file] && files[file].sha256 !== listed.sha256)
        problems.push({ file, place: '', message: 'its sha256 differs from the one in manifest.json' });
      if (listed?.properties) properties.set(language, listed.properties);
    }
    const file = `${language}/${SEARCH_INDEX}`;
    if (!files[file]) problems.push({ file: MANIFEST, place: 'files', message: `does not list ${file}` });
    const read = await readJson(dir, file, problems);
    if (!read) continue;
    if (files[file] && files[file].sha256 !== sha256(read.text))
      problems.push({ file, place: '', message: 'its sha256 differs from the one in manifest.json' });
    schemaProblems(file, searchIndexFileSchema, read.value, problems);
  }

  // The language switcher and hreflang lean on alternates: each must be the record's URL there.
  const urls = new Map([...properties].map(([language, list]) => [language, new Map(list.map((p) => [p.id, p.url]))]));
  for (const [language, list] of properties) {
    const file = `${language}/properties.json`;
    for (const p of list) {
      for (const [other, url] of Object.entries(p.alternates) as [Language, string][]) {
        if (urls.get(other)?.get(p.id) !== url) {
          problems.push({
            file,
            place: `id ${p.id}, alternates.${other}`,
            message: `${url} is not this property's URL in ${other}`,
          });
        }
      }
    }
  }

  for (const [file, schema] of [
    [QUARANTINE, quarantineReportSchema],
    [SITE_MEDIA, siteMediaSchema],
  ] as const) {
    const read = await readJson(dir, file, problems);
    if (read) schemaProblems(file, schema, read.value, problems);
  }
  await checkDeparted(dir, files, urls, problems);
  await checkEvents(dir, files, problems);
  await checkExtras(dir, files, manifest.data.sources, problems);
  const known: string[] = [MANIFEST, QUARANTINE, SITE_MEDIA, DEPARTED, EVENTS_FILE, EXTRAS_FOLDER, ...LANGUAGES];
  const extra = (await readdir(dir)).filter((n) => !known.includes(n));
  for (const name of extra) problems.push({ file: name, place: '', message: 'is not part of a generated folder' });
  return problems;
}

/**
 * departed.json, when there is one (outputs older than it have none): valid, listed with its digest,
 * and naming no property that publishes, whose URL the departed page would take over.
 */
async function checkDeparted(
  dir: string,
  files: Record<string, { sha256: string }>,
  published: Map<Language, Map<number, string>>,
  problems: OutputProblem[],
): Promise<void> {
  const departed = await readListedFile(dir, DEPARTED, files, departedFileSchema, problems);
  for (const { id } of departed?.properties ?? []) {
    if ([...published.values()].some((ids) => ids.has(id)))
      problems.push({ file: DEPARTED, place: `id ${id}`, message: 'is published too: a property cannot be both' });
  }
}

/**
 * events.json, when there is one (outputs older than it have none): valid, listed with its digest,
 * each event once under the id `vitrine alerts send` remembers it by, oldest first.
 */
async function checkEvents(dir: string, files: Record<string, { sha256: string }>, problems: OutputProblem[]): Promise<void> {
  const events = await readListedFile(dir, EVENTS_FILE, files, eventsFileSchema, problems);
  if (!events) return;
  const seen = new Set<string>();
  let previous = '';
  for (const [i, event] of events.events.entries()) {
    const place = `events.${i}`;
    if (event.id !== eventId(event.propertyId, event.kind, event.at))
      problems.push({ file: EVENTS_FILE, place, message: `its id ${event.id} is not propertyId:kind:at` });
    if (seen.size === seen.add(event.id).size)
      problems.push({ file: EVENTS_FILE, place, message: `${event.id} appears more than once` });
    if (event.at < previous) problems.push({ file: EVENTS_FILE, place, message: `${event.id} comes after a later event` });
    previous = event.at;
  }
}

/**
 * extras/, when there is one: a file per source of the manifest, each listed with its digest, valid,
 * and holding only properties that source published; nothing else in the folder.
 */
async function checkExtras(
  dir: string,
  files: Record<string, { sha256: string }>,
  sources: readonly ManifestSource[],
  problems: OutputProblem[],
): Promise<void> {
  const present = await readdir(join(dir, EXTRAS_FOLDER)).catch(() => [] as string[]);
  const expected = new Map(sources.map((source) => [extrasPathOf(source.name), source]));
  for (const name of present) {
    const file = `${EXTRAS_FOLDER}/${name}`;
    const source = expected.get(file);
    if (!source) {
      problems.push({ file, place: '', message: 'names no source of the manifest' });
      continue;
    }
    const extras = await readListedFile(dir, file, files, sourceExtrasFileSchema, problems);
    if (!extras) continue;
    if (extras.source !== source.name) problems.push({ file, place: 'source', message: `is not ${source.name}` });
    const published = new Set(source.properties);
    for (const id of Object.keys(extras.properties))
      if (!published.has(Number(id)))
        problems.push({ file, place: `properties.${id}`, message: `property ${id} is not one ${source.name} published` });
  }
  for (const file of Object.keys(files))
    if (file.startsWith(`${EXTRAS_FOLDER}/`) && !present.includes(file.slice(EXTRAS_FOLDER.length + 1)))
      problems.push({ file: MANIFEST, place: 'files', message: `lists ${file}, which is missing` });
}
