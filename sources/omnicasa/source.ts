import { VitrineError } from '../../pipeline/errors.js';
import type { Reading, Source, SourceContext, SourceKind, SourceRead } from '../../pipeline/source.js';
import type { Language } from '../../schema/index.js';
import { createOmnicasaClient } from './client.js';
import { type MappableFeed, mapOmnicasaFeeds } from './map-feed.js';
import {
  changeSinceOf,
  filesOf,
  hasRepeatedId,
  keepRows,
  keptRows,
  mergeChanges,
  type OmnicasaMemory,
  omnicasaMemorySchema,
  rowLinesOf,
} from './memory.js';
import type { OmnicasaTransport } from './request.js';
import { type RowLines, removeOtherRowsFiles, rowsOf } from './rows-file.js';

export interface OmnicasaSourceOptions {
  name: string;
  /** 'omnicasa' for the live service; 'sample' for a snapshot folder in its response shapes (the bundled demo agency). */
  kind: Extract<SourceKind, 'omnicasa' | 'sample'>;
  transport: OmnicasaTransport;
  pageSize?: number;
  concurrency?: number;
}

/** The agency's Omnicasa back office (or a snapshot of it) as a source of the pipeline. */
export function omnicasaSource(options: OmnicasaSourceOptions): Source {
  const clientFor = (context: SourceContext) =>
    createOmnicasaClient({
      transport: options.transport,
      pageSize: options.pageSize,
      concurrency: options.concurrency,
      onProgress: context.onProgress,
    });

  /** Everything, in every language; kept for the next run unless a list repeats an ID. */
  async function fullRead(context: SourceContext, readFrom: Date, why?: string): Promise<SourceRead> {
    const client = clientFor(context);
    const feeds = await client.fetchAll(context.languages);
    const repeated = [...feeds.values()].some((feed) => hasRepeatedId(feed.properties));
    const live = options.kind === 'omnicasa';
    // A list that repeats an ID is read in full until the back office sends each property once.
    const detail = live && repeated ? 'the property list repeats an ID, so the next run reads in full too' : why;
    const folder = live && !repeated ? context.memoryFolder : undefined;
    const rows = (): Map<Language, RowLines> =>
      new Map([...feeds].map(([language, feed]) => [language, rowLinesOf(feed.properties)]));
    return {
      memory: folder ? await keepRows(folder, readFrom, rows()) : undefined,
      languages: mapOmnicasaFeeds(feeds, context),
      requests: client.requestCount,
      ...(detail && { reading: { kind: 'full', detail } satisfies Reading }),
    };
  }

  /** Only what changed since the memory's read, merged into its rows; or why the answer does not add up. */
  async function changesRead(context: SourceContext, memory: OmnicasaMemory, folder: string, readFrom: Date) {
    const client = clientFor(context);
    const since = changeSinceOf(memory);
    const { feeds, counts, deleted } = await client.fetchChanges(context.languages, since);
    const rows = new Map<Language, RowLines>();
    for (const [language, feed] of feeds) {
      // A full read reports a repeated ID and publishes its first row: only a full read can say which.
      if (hasRepeatedId(feed.properties)) return { mismatch: `the changes in ${language} repeat an ID` };
      const kept = await keptRows(folder, memory, language);
      if (!kept) return { mismatch: `the rows the last read kept in ${language} are gone or altered` };
      const merged = mergeChanges(kept, feed.properties, deleted);
      // A listing taken off the web without being deleted leaves the list but no trace in either
      // answer: the count says so, and the run reads in full.
      if (merged.ids.length !== counts.get(language))
        return {
          mismatch: `the back office lists ${counts.get(language)} properties in ${language}, the changes since the last read give ${merged.ids.length}`,
        };
      rows.set(language, merged);
    }
    // Each row is parsed when it is mapped, one language after the other.
    const mappable = new Map<Language, MappableFeed>(
      [...feeds].map(([language, feed]) => [language, { ...feed, properties: rowsOf(rows.get(language)?.lines ?? []) }]),
    );
    const first = feeds.values().next().value;
    const kept = new Set(memory.rows[context.languages[0] ?? 'fr']?.ids ?? []);
    const removed = [...deleted].filter((id) => kept.has(id)).length;
    const read: SourceRead = {
      memory: await keepRows(folder, readFrom, rows),
      languages: mapOmnicasaFeeds(mappable, context),
      requests: client.requestCount,
      reading: {
        kind: 'changes',
        detail: `${first?.properties.length ?? 0} properties sent as changed and ${removed} removed since ${since} UTC`,
      },
    };
    return { read };
  }

  return {
    name: options.name,
    kind: options.kind,
    location: options.transport.location,
    async read(context) {
      const readFrom = new Date();
      const folder = context.memoryFolder;
      const memory = omnicasaMemorySchema.safeParse(context.memory);
      // Only the files of the memory this run was given can still be of use.
      if (folder) await removeOtherRowsFiles(folder, filesOf(memory.data));
      if (options.kind !== 'omnicasa' || context.memory == null || !folder) return fullRead(context, readFrom);
      if (!memory.success) return fullRead(context, readFrom, 'what the last read kept could not be used');
      let why: string;
      try {
        const changes = await changesRead(context, memory.data, folder, readFrom);
        if (changes.read) return changes.read;
        why = changes.mismatch;
      } catch (error) {
        // A back office that cannot answer at all fails the run as a full read would; one that
        // answers the changes in a shape or with a refusal we cannot use is read in full.
        if (!(error instanceof VitrineError) || !['FEED_BAD_RESPONSE', 'FEED_REFUSED'].includes(error.code)) throw error;
        why = `the changes could not be read (${error.message})`;
      }
      // The transport counts every request, those of the changes too.
      return fullRead(context, readFrom, why);
    },
  };
}
