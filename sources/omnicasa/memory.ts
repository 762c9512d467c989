import { subHours } from 'date-fns/subHours';
import { z } from 'zod';
import { idOf } from '../../pipeline/normalize/problems.js';
import type { Language } from '../../schema/index.js';
import { KEPT_FILE_NAME, type RowLines, readLinesFile, writeLinesFile } from './rows-file.js';

// What the Omnicasa source keeps of a good read, to ask the back office next time only for what
// changed (GetPropertyList's ChangeSince, GetDeletedPropertyIDs): every language's property rows as
// the service sent them, in a rows file of the source's folder (rows-file.ts), and their IDs here.
// Rows first: what each row mapped to is kept beside them, but put back only while the code that
// maps them is the same (mapping-digest.ts), so a run after an upgrade maps every row again and
// publishes what a full read would.

const keptFile = z.string().regex(KEPT_FILE_NAME);

export const omnicasaMemorySchema = z.object({
  /** When the read that made this memory began, by our clock. */
  readFrom: z.iso.datetime(),
  /** Per language, GetPropertyList's rows: the file that holds them, and their IDs in its order (ascending). */
  rows: z.record(
    z.string(),
    z.object({
      file: keptFile,
      ids: z.array(z.number().int()),
      /** What each row mapped to (rows-file.ts), with the digests of the code that mapped it and of the types it mapped with. */
      mapped: z.object({ file: keptFile, code: z.string(), types: z.string() }).optional(),
    }),
  ),
});
export type OmnicasaMemory = z.infer<typeof omnicasaMemorySchema>;

/**
 * How far before the last read began a ChangeSince reaches back. Omnicasa takes a date without a
 * zone; whether it reads it as UTC or as Belgian time (UTC+1, +2 in summer), and whatever our clock
 * and the back office's differ by, three hours cover it. A row sent twice merges to the same.
 */
export const CHANGE_SINCE_OVERLAP_HOURS = 3;

/** ChangeSince's value for a memory: "yyyy-MM-dd HH:mm:ss", UTC, CHANGE_SINCE_OVERLAP_HOURS before the last read. */
export const changeSinceOf = (memory: OmnicasaMemory): string =>
  subHours(new Date(memory.readFrom), CHANGE_SINCE_OVERLAP_HOURS).toISOString().slice(0, 19).replace('T', ' ');

/** Rows ordered by ID (stable: of two with one ID the first stays first); rows without one last. */
export function sortedById(rows: readonly unknown[]): unknown[] {
  const key = (row: unknown) => idOf(row) ?? Number.POSITIVE_INFINITY;
  return [...rows].sort((a, b) => key(a) - key(b));
}

/** Whether two rows of one language share an ID: such a list is no base to merge changes into. */
export const hasRepeatedId = (rows: readonly unknown[]): boolean => {
  const ids = rows.map(idOf).filter((id) => id !== null);
  return new Set(ids).size !== ids.length;
};

/** A row's line: its JSON bytes. */
export const lineOf = (row: unknown): Buffer => Buffer.from(JSON.stringify(row));

/** The rows that have an ID, in ID order, as lines (a row without one is quarantined, never kept). */
export function rowLinesOf(rows: readonly unknown[]): RowLines {
  const sorted = sortedById(rows.filter((row) => idOf(row) !== null));
  return { ids: sorted.map((row) => idOf(row) as number), lines: sorted.map(lineOf) };
}

/** Rows merged with the changes: for each, where it was in the kept rows (-1: changed or added). */
export type MergedRows = RowLines & { keptAt: number[] };

/**
 * The last rows without the deleted ones, then the changed ones in their place (or added), by ID. A
 * changed row wins over the deleted list: the service lists it now, so it exists now (a property deleted
 * once and published again is on both). The rows that did not change stay the bytes they were.
 */
export function mergeChanges(kept: RowLines, changed: readonly unknown[], deleted: ReadonlySet<number>): MergedRows {
  const news = rowLinesOf(changed);
  const replaced = new Set(news.ids);
  const merged: MergedRows = { ids: [], lines: [], keptAt: [] };
  let next = 0;
  const take = (from: RowLines, at: number, keptAt: number) => {
    merged.ids.push(from.ids[at] as number);
    merged.lines.push(from.lines[at] as Buffer);
    merged.keptAt.push(keptAt);
  };
  for (const [at, id] of kept.ids.entries()) {
    if (deleted.has(id) && !replaced.has(id)) continue;
    while (next < news.ids.length && (news.ids[next] as number) <= id) take(news, next++, -1);
    if (!replaced.has(id)) take(kept, at, at);
  }
  while (next < news.ids.length) take(news, next++, -1);
  return merged;
}

/** What a language's rows mapped to this run: the file, and the digests it holds for. */
export type MappedFile = NonNullable<OmnicasaMemory['rows'][string]['mapped']>;

/** The memory of a read that began at `readFrom`: each language's rows written to a file of `folder`. */
export function keepRows(
  folder: string,
  readFrom: Date,
  rows: ReadonlyMap<Language, RowLines>,
  mapped: ReadonlyMap<Language, MappedFile>,
): OmnicasaMemory {
  const kept: OmnicasaMemory['rows'] = {};
  for (const [language, { ids, lines }] of rows) {
    const file = writeLinesFile(folder, 'rows', lines);
    kept[language] = { file, ids, ...(mapped.has(language) && { mapped: mapped.get(language) }) };
  }
  return { readFrom: readFrom.toISOString(), rows: kept };
}

/** A language's rows as the memory kept them (none when it kept none); null when the file is gone, altered, or not of its IDs. */
export async function keptRows(folder: string, memory: OmnicasaMemory, language: Language): Promise<RowLines | null> {
  const kept = memory.rows[language];
  if (!kept) return { ids: [], lines: [] };
  const lines = await readLinesFile(folder, kept.file);
  return lines && lines.length === kept.ids.length ? { ids: kept.ids, lines } : null;
}

/**
 * What the kept rows of a language mapped to, a line each, when the same code mapped them with the
 * same types; null otherwise (or when the file is gone or altered): then every row is mapped again.
 */
export async function keptMapping(
  folder: string,
  memory: OmnicasaMemory,
  language: Language,
  now: Omit<MappedFile, 'file'>,
): Promise<Buffer[] | null> {
  const kept = memory.rows[language];
  if (!kept?.mapped || kept.mapped.code !== now.code || kept.mapped.types !== now.types) return null;
  const lines = await readLinesFile(folder, kept.mapped.file);
  return lines && lines.length === kept.ids.length ? lines : null;
}

/** The files a memory names: the ones a read may not remove. */
export const filesOf = (memory: OmnicasaMemory | undefined): Set<string> =>
  new Set(Object.values(memory?.rows ?? {}).flatMap((kept) => [kept.file, ...(kept.mapped ? [kept.mapped.file] : [])]));
