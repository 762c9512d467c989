import { subHours } from 'date-fns/subHours';
import { z } from 'zod';
import { idOf } from '../../pipeline/normalize/problems.js';
import type { Language } from '../../schema/index.js';

// What the Omnicasa source keeps of a good read, to ask the back office next time only for what
// changed (GetPropertyList's ChangeSince, GetDeletedPropertyIDs): every language's property rows as
// the service sent them. Rows, not our mapped records: the next run maps them again with its own
// code, so a run after an upgrade publishes what a full read would.

export const omnicasaMemorySchema = z.object({
  /** When the read that made this memory began, by our clock. */
  readFrom: z.iso.datetime(),
  /** GetPropertyList's rows per language, ordered by ID. */
  properties: z.record(z.string(), z.array(z.unknown())),
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

/**
 * The last rows without the deleted ones, then the changed ones in their place (or added), by ID. A
 * changed row wins over the deleted list: the service lists it now, so it exists now (a property deleted
 * once and published again is on both).
 */
export function mergeChanges(kept: readonly unknown[], changed: readonly unknown[], deleted: ReadonlySet<number>): unknown[] {
  const byId = new Map<number, unknown>();
  for (const row of kept) {
    const id = idOf(row);
    if (id !== null && !deleted.has(id)) byId.set(id, row);
  }
  for (const row of changed) {
    const id = idOf(row);
    if (id !== null) byId.set(id, row);
  }
  return sortedById([...byId.values()]);
}

/** The memory of a read that began at `readFrom`. */
export const memoryOf = (readFrom: Date, properties: ReadonlyMap<Language, readonly unknown[]>): OmnicasaMemory => ({
  readFrom: readFrom.toISOString(),
  properties: Object.fromEntries([...properties].map(([language, rows]) => [language, sortedById(rows)])),
});
