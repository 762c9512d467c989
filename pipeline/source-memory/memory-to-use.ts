import type { Language } from '../../schema/index.js';
import type { Source } from '../source.js';
import { isFullReadDue } from './full-read-due.js';
import type { MemoryRecord } from './memory-file.js';

// Whether a source may read only what changed since its last good run, and why not when it may not.
// A source's memory is trusted only while nothing it stood on has moved: the same source at the same
// place, the same languages, the very output it was published with, and its nightly full read done.

export interface MemoryPolicy {
  /** Read every source in full, whatever it kept (`vitrine sync --full`). */
  full: boolean;
  /** "HH:MM": the first run after this time each day reads in full. */
  fullReadAt: string;
  /** The agency's time zone, for fullReadAt. */
  timeZone: string;
}

export type MemoryDecision =
  | { use: true; data: unknown; fullReadAt: Date }
  | { use: false /** Why this run reads in full, for the staff. */; reason: string };

export interface MemoryContext {
  source: Pick<Source, 'name' | 'kind' | 'location'>;
  languages: readonly Language[];
  /** sha256 of the current output's manifest.json; null without an output. */
  manifest: string | null;
  now: Date;
  policy: MemoryPolicy;
}

export function memoryToUse(record: MemoryRecord | null, context: MemoryContext): MemoryDecision {
  const { source, policy } = context;
  if (policy.full) return { use: false, reason: 'a full read was asked for (--full)' };
  if (!record) return { use: false, reason: 'no earlier read to start from' };
  if (record.source.kind !== source.kind || record.source.location !== source.location)
    return { use: false, reason: 'the source’s kind or place changed since its last read' };
  if (record.languages.join(',') !== context.languages.join(','))
    return { use: false, reason: 'the languages changed since the last read' };
  if (record.manifest !== context.manifest)
    return { use: false, reason: 'the published output is not the one the last read made' };
  const fullReadAt = new Date(record.fullReadAt);
  if (isFullReadDue(fullReadAt, context.now, policy.fullReadAt, policy.timeZone))
    return { use: false, reason: `the daily full read (after ${policy.fullReadAt})` };
  return { use: true, data: record.data, fullReadAt };
}
