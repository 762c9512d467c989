import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomically } from '../images/media-store.js';
import { readChecked } from '../write/read-json.js';

// What each source kept of its last good run (issue 44, "Only what changed"): beside the output, as
// the sync state is, never in it: the output stays what a full read makes, byte for byte. One file per
// source, <out>.sources/<name>.json, written once the output it belongs to is in place.

export const memoryRecordSchema = z.object({
  format: z.literal(1),
  source: z.object({ name: z.string(), kind: z.string(), location: z.string() }),
  languages: z.array(z.string()),
  /** sha256 of the manifest.json published with this memory: another output in its place makes it worthless. */
  manifest: z.string(),
  /** The last time this source was read in full. */
  fullReadAt: z.iso.datetime(),
  /** The source's own record (SourceRead.memory), which it checks itself. */
  data: z.unknown(),
});
export type MemoryRecord = z.infer<typeof memoryRecordSchema>;

/** <out>.sources: the folder of the sources' memories (and of what they name, such as a feed's copy). */
export const memoryFolderOf = (out: string) => `${out}.sources`;

const recordPath = (out: string, name: string) => join(memoryFolderOf(out), `${name}.json`);

/** The source's record, or null when it has none or it cannot be read (the run then reads in full). */
export const readMemoryRecord = async (out: string, name: string): Promise<MemoryRecord | null> =>
  (await readChecked(recordPath(out, name), memoryRecordSchema)) ?? null;

/** Written whole or not at all, after the output it belongs to; `dataJson` is the record's data as JSON text. */
export function writeMemoryRecord(out: string, record: Omit<MemoryRecord, 'data'>, dataJson: string): Promise<void> {
  const head = JSON.stringify(record);
  return writeAtomically(recordPath(out, record.source.name), `${head.slice(0, -1)},"data":${dataJson}}`);
}
