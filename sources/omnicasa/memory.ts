import { subHours } from 'date-fns/subHours';
import { z } from 'zod';
import { idOf } from '../../pipeline/normalize/problems.js';
import type { Language } from '../../schema/index.js';
import { ROWS_FILE_NAME, type RowLines, readRowsFile, writeRowsFile } from './rows-file.js';

// What the Omnicasa source keeps of a good read, to ask the back office next time only for what
// changed (GetPropertyList's ChangeSince, GetDeletedPropertyIDs): every language's property rows as
// the service sent them, in a rows file of the source's folder (rows-file.ts), and their IDs here.
// Rows, not our mapped records: the next run maps them again with its own code, so a run after an
// upgrade publishes what a full read would.

export const omnicasaMemorySchema = z.object({
  /** When the read that made this memory began, by our clock. */
  readFrom: z.iso.datetime(),
  /** Per language, GetPropertyList's rows: the file that holds them, and their IDs in its order (ascending). */
  rows: z.record(z.string(), z.object({ file: z.string().regex(ROWS_FILE_NAME), ids: z.array(z.number().int()) })),
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

/**
 * The last rows without the deleted ones, then the changed ones in their place (or added), by ID. A
 * changed row wins over the deleted list: the service lists it now, so it exists now (a property deleted
 * once and published again is on both). The rows that did not change stay the bytes they were.
 */
export function mergeChanges(kept: RowLines, changed: readonly unknown[], deleted: ReadonlySet<number>): RowLines {
  const news = rowLinesOf(changed);
  const replaced = new Set(news.ids);
  const merged: RowLines = { ids: [], lines: [] };
  let next = 0;
  const take = (ids: number[], lines: Buffer[], at: number) => {
    merged.ids.push(ids[at] as number);
    merged.lines.push(lines[at] as Buffer);
  };
  for (const [at, id] of kept.ids.entries()) {
    if (deleted.has(id) && !replaced.has(id)) continue;
    while (next < news.ids.length && (news.ids[next] as number) <= id) take(news.ids, news.lines, next++);
    if (!replaced.has(id)) take(kept.ids, kept.lines, at);
  }
  while (next < news.ids.length) take(news.ids, news.lines, next++);
  return merged;
}

/** The memory of a read that began at `readFrom`: each language's rows written to a file of `folder`. */
export async function keepRows(folder: string, readFrom: Date, rows: ReadonlyMap<Language, RowLines>): Promise<OmnicasaMemory> {
  const kept: OmnicasaMemory['rows'] = {};
  for (const [language, { ids, lines }] of rows) kept[language] = { file: await writeRowsFile(folder, lines), ids };
  return { readFrom: readFrom.toISOString(), rows: kept };
}

/** A language's rows as the memory kept them (none when it kept none); null when the file is gone, altered, or not of its IDs. */
export async function keptRows(folder: string, memory: OmnicasaMemory, language: Language): Promise<RowLines | null> {
  const kept = memory.rows[language];
  if (!kept) return { ids: [], lines: [] };
  const lines = await readRowsFile(folder, kept.file);
  return lines && lines.length === kept.ids.length ? { ids: kept.ids, lines } : null;
}

/** The rows files a memory names: the ones a read may not remove. */
export const filesOf = (memory: OmnicasaMemory | undefined): Set<string> =>
  new Set(Object.values(memory?.rows ?? {}).map((kept) => kept.file));
