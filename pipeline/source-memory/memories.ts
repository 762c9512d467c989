import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../schema/index.js';
import { sha256 } from '../digest.js';
import type { Reading, Source, SourceContext, SourceRead } from '../source.js';
import { MANIFEST } from '../write/output-files.js';
import { memoryFolderOf, readMemoryRecord, writeMemoryRecord } from './memory-file.js';
import { type MemoryDecision, type MemoryPolicy, memoryToUse } from './memory-to-use.js';

// The sync's side of the sources' memories: each source gets what it kept when it may use it, and
// what it keeps now is written once this run's output is in place (keepMemories), for that output.

/** What a source read this run leaves for the next one. */
export interface KeptMemory {
  name: string;
  source: Pick<Source, 'name' | 'kind' | 'location'>;
  reading: Reading;
  /**
   * What the source keeps, as JSON text: held as text until the output is in place, not as the
   * objects it was made of (raw rows of every listing), so that they go with the rest of the read.
   * Undefined: the source keeps nothing, and any earlier record goes.
   */
  dataJson: string | undefined;
  fullReadAt: Date;
  languages: readonly Language[];
}

const manifestDigest = (out: string): Promise<string | null> => readFile(join(out, MANIFEST)).then(sha256, () => null);

export async function readMemories(
  out: string,
  sources: readonly Source[],
  run: { languages: readonly Language[]; now: Date; policy?: MemoryPolicy },
) {
  const manifest = await manifestDigest(out);
  const decisions = new Map<string, MemoryDecision>();
  for (const source of sources) {
    const decision: MemoryDecision = run.policy
      ? memoryToUse(await readMemoryRecord(out, source.name), {
          source,
          languages: run.languages,
          manifest,
          now: run.now,
          policy: run.policy,
        })
      : { use: false, reason: 'incremental reads are off' };
    decisions.set(source.name, decision);
  }
  return {
    /** The memory a source's read gets: null when it must read in full. */
    contextOf(name: string): Pick<SourceContext, 'memory' | 'memoryFolder'> {
      const decision = decisions.get(name);
      return { memory: decision?.use ? decision.data : null, memoryFolder: join(memoryFolderOf(out), name) };
    },
    keptOf(source: Source, read: SourceRead): KeptMemory {
      const decision = decisions.get(source.name);
      // Why a full read is worth a line only for a source that could have read less.
      const why = read.memory !== undefined && decision && !decision.use ? decision.reason : '';
      const reading = read.reading ?? { kind: 'full' as const, detail: why };
      return {
        name: source.name,
        source: { name: source.name, kind: source.kind, location: source.location },
        reading,
        dataJson: run.policy && read.memory !== undefined ? JSON.stringify(read.memory) : undefined,
        fullReadAt: reading.kind === 'changes' && decision?.use ? decision.fullReadAt : run.now,
        languages: run.languages,
      };
    },
  };
}

/** Writes what each source kept, for the output now in `out`; call once it is in place. */
export async function keepMemories(out: string, kept: readonly KeptMemory[]): Promise<void> {
  const manifest = await manifestDigest(out);
  for (const memory of kept) {
    if (memory.dataJson === undefined || manifest === null) {
      await rm(join(memoryFolderOf(out), `${memory.name}.json`), { force: true });
      continue;
    }
    await writeMemoryRecord(
      out,
      {
        format: 1,
        source: memory.source,
        languages: [...memory.languages],
        manifest,
        fullReadAt: memory.fullReadAt.toISOString(),
      },
      memory.dataJson,
    );
  }
}
