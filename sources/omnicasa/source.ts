import { sha256 } from '../../pipeline/digest.js';
import { VitrineError } from '../../pipeline/errors.js';
import type { Reading, Source, SourceContext, SourceKind, SourceRead } from '../../pipeline/source.js';
import type { Language } from '../../schema/index.js';
import { createOmnicasaClient } from './client.js';
import { type MappableFeed, mapOmnicasaFeeds, type RowsToMap } from './map-feed.js';
import { mappingDigest } from './mapping-digest.js';
import {
  changeSinceOf,
  filesOf,
  hasRepeatedId,
  keepRows,
  keptMapping,
  keptRows,
  type MappedFile,
  mergeChanges,
  type OmnicasaMemory,
  omnicasaMemorySchema,
  rowLinesOf,
} from './memory.js';
import type { OmnicasaTransport } from './request.js';
import { LinesFileWriter, type RowLines, removeOtherKeptFiles } from './rows-file.js';

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

  /** The digest of the mapping's code (mapping-digest.ts) when the records go on disk, where a kept mapping can be put back. */
  const codeFor = (context: SourceContext) => (context.newList ? mappingDigest() : Promise.resolve(null));

  /**
   * The feeds mapped, and, with a folder to keep them in, the memory of this read: the rows, and what
   * each mapped to when the mapping's `code` can be told.
   */
  function mapAndKeep(
    feeds: ReadonlyMap<Language, MappableFeed>,
    rows: () => ReadonlyMap<Language, RowLines>,
    context: SourceContext,
    keep: { folder: string; readFrom: Date; code: string | null } | undefined,
  ) {
    const code = keep?.code ?? null;
    const writers = new Map(
      keep && code ? [...feeds.keys()].map((language) => [language, new LinesFileWriter(keep.folder, 'mapped')] as const) : [],
    );
    const languages = mapOmnicasaFeeds(feeds, context, writers);
    const mapped = new Map<Language, MappedFile>();
    for (const [language, writer] of writers)
      mapped.set(language, { file: writer.finish(), code: code as string, types: typesDigest(feeds.get(language)?.webIds) });
    return { languages, memory: keep ? keepRows(keep.folder, keep.readFrom, rows(), mapped) : undefined };
  }

  /** Everything, in every language; kept for the next run unless a list repeats an ID. */
  async function fullRead(context: SourceContext, readFrom: Date, why?: string): Promise<SourceRead> {
    const client = clientFor(context);
    const feeds = await client.fetchAll(context.languages);
    const repeated = [...feeds.values()].some((feed) => hasRepeatedId(feed.properties));
    const live = options.kind === 'omnicasa';
    // A list that repeats an ID is read in full until the back office sends each property once.
    const detail = live && repeated ? 'the property list repeats an ID, so the next run reads in full too' : why;
    const folder = live && !repeated ? context.memoryFolder : undefined;
    const rows = () => new Map([...feeds].map(([language, feed]) => [language, rowLinesOf(feed.properties)]));
    const keep = folder ? { folder, readFrom, code: await codeFor(context) } : undefined;
    const { languages, memory } = mapAndKeep(feeds, rows, context, keep);
    return {
      languages,
      memory,
      requests: client.requestCount,
      ...(detail && { reading: { kind: 'full', detail } satisfies Reading }),
    };
  }

  /** Only what changed since the memory's read, merged into its rows; or why the answer does not add up. */
  async function changesRead(context: SourceContext, memory: OmnicasaMemory, folder: string, readFrom: Date) {
    const client = clientFor(context);
    const since = changeSinceOf(memory);
    const { feeds, counts, deleted } = await client.fetchChanges(context.languages, since);
    const code = await codeFor(context);
    const mappable = new Map<Language, MappableFeed>();
    for (const [language, feed] of feeds) {
      // A full read reports a repeated ID and publishes its first row: only a full read can say which.
      if (hasRepeatedId(feed.properties)) return { mismatch: `the changes in ${language} repeat an ID` };
      const kept = await keptRows(folder, memory, language);
      if (!kept) return { mismatch: `the rows the last read kept in ${language} are gone or altered` };
      const rows = mergeChanges(kept, feed.properties, deleted);
      // A listing taken off the web without being deleted leaves the list but no trace in either
      // answer: the count says so, and the run reads in full.
      if (rows.ids.length !== counts.get(language))
        return {
          mismatch: `the back office lists ${counts.get(language)} properties in ${language}, the changes since the last read give ${rows.ids.length}`,
        };
      // The rows that did not change keep what they mapped to, when the same code maps them with the same types.
      const lastMapping = code ? await keptMapping(folder, memory, language, { code, types: typesDigest(feed.webIds) }) : null;
      const mapped = rows.keptAt.map((at) => (at >= 0 ? lastMapping?.[at] : undefined));
      mappable.set(language, { ...feed, properties: { rows, mapped } });
    }
    const first = feeds.values().next().value;
    const kept = new Set(memory.rows[context.languages[0] ?? 'fr']?.ids ?? []);
    const removed = [...deleted].filter((id) => kept.has(id)).length;
    const rows = () => new Map([...mappable].map(([language, feed]) => [language, (feed.properties as RowsToMap).rows]));
    const read: SourceRead = {
      ...mapAndKeep(mappable, rows, context, { folder, readFrom, code }),
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
      if (folder) await removeOtherKeptFiles(folder, filesOf(memory.data));
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

/** Digest of a language's types (GetWebIDList) as the service sent them: a row maps with them. */
const typesDigest = (webIds: readonly unknown[] | undefined): string => sha256(JSON.stringify(webIds ?? []));
