import type { Language, Project, Property, PropertyExtras, RecordProblem, SourceKind, TypeCategory } from '../schema/index.js';

export type { SourceKind };

// DESIGN.md (Sources): the interface a source implements. A source is one folder of sources/ that
// fetches its vendor's feed and maps each raw record onto our model; the stages after it
// (normalize, derive, images, write) know no vendor.

/** A property of one language as a source maps it: alternates, former URLs and history come later. */
export type PropertyDraft = Omit<Property, 'alternates' | 'formerUrls' | 'history'>;

/** One raw record mapped: the record with what was cleaned on the way, or why it cannot publish (quarantined). */
export type Mapped<T> =
  | { ok: true; value: T; problems: RecordProblem[] }
  | { ok: false; id: number | null; problems: RecordProblem[] };

/**
 * One language's mapped records, in the order the source mapped them: an array, or a list on disk
 * for a large feed (pipeline/record-spill.ts), whose records are parsed again when asked for.
 */
export interface MappedList<T> extends Iterable<Mapped<T>> {
  readonly length: number;
  at(index: number): Mapped<T> | undefined;
}

/** Where a source puts a language's records as it maps them; `done` gives the list. */
export interface MappedListBuilder<T> {
  /** Adds a record; a list on disk returns the line it wrote (undefined when it kept the record in memory). */
  push(record: Mapped<T>): string | undefined;
  /**
   * On disk only: adds a record as a line an earlier push of this kind of list returned, with its head,
   * without parsing it (a source's record of a row that did not change since its last read).
   */
  pushLine?(line: Buffer, head: { ok: boolean; id: number | null }): void;
  done(): MappedList<T>;
}

/** The list a source builds for one language: the pipeline's (on disk) when the context has one, else an array. */
export function newMappedList<T>(context: Pick<SourceContext, 'newList'>): MappedListBuilder<T> {
  if (context.newList) return context.newList<T>();
  const records: Mapped<T>[] = [];
  return {
    push: (record) => {
      records.push(record);
      return undefined;
    },
    done: () => records,
  };
}

/** A city a source lists (a property's own city is added by the pipeline). */
export interface CityEntry {
  name: string;
  zip: string;
  countryId: number | null;
  countryName: string | null;
}

/** What a source gives for one language, mapped onto our model. */
export interface SourceLanguage {
  /** Every property record of the feed in this language, each mapped or refused; a status that is not public is dropped later. */
  properties: MappedList<PropertyDraft>;
  /** The type categories (§3, WebID 1–8) with their names in this language; counts are filled in later. */
  types: TypeCategory[];
  cities: CityEntry[];
  projects: Mapped<Project>[];
  /** Problems of the feed's lists themselves (a bad type or city item, a repeated id). */
  problems: RecordProblem[];
}

/** Progress of a source's reading, for the terminal. */
export interface FetchProgress {
  /** What is being read (a method of the service, a file). */
  method: string;
  language: Language;
  page: number;
  pages: number;
  /** Rows read since the last report of this read (the terminal adds them up). */
  rows: number;
}

export interface SourceContext {
  languages: readonly Language[];
  onProgress?: (progress: FetchProgress) => void;
  /**
   * What this source kept of its last good run (its SourceRead.memory), when the pipeline trusts it
   * (pipeline/source-memory/): the source may then ask its vendor only for what changed since.
   * Absent or null: read everything.
   */
  memory?: unknown;
  /** A folder of this source's own, beside the output, for what its memory names (a feed's copy). */
  memoryFolder?: string;
  /** Lists on disk for a language's mapped properties (pipeline/record-spill.ts); absent: arrays. See newMappedList. */
  newList?: <T>() => MappedListBuilder<T>;
}

/** How a source read this run: everything, or only what changed since its last good run. */
export interface Reading {
  kind: 'full' | 'changes';
  /** For the staff, one line: why a full read, or what the changes were. */
  detail: string;
}

export interface SourceRead {
  /** One entry per language the source has data in; a language it lacks is absent. */
  languages: Map<Language, SourceLanguage>;
  /** Requests or files read, for the run's summary. */
  requests: number;
  /**
   * By property id (as published), what the vendor's record holds that our model has no place for:
   * kept, not dropped, in the output's extras/<source>.json (schema/source-extras.ts).
   */
  extras?: ReadonlyMap<number, PropertyExtras>;
  /**
   * What to keep for the next run's SourceContext.memory (JSON-ready); kept only once this run's
   * output is published. Absent: the next run reads everything.
   */
  memory?: unknown;
  /** Absent: a full read. */
  reading?: Reading;
}

export interface Source {
  /** The configuration's name for it (unique in a run): the manifest and messages name it. */
  readonly name: string;
  /** Its vendor, as the manifest records it. */
  readonly kind: SourceKind;
  /** Where it reads (a URL, a file or a folder): relative photo URLs resolve against it, and its origin is trusted for photos. */
  readonly location: string;
  /** Fetches and maps. Throws a VitrineError (pipeline/errors.ts) when the feed as a whole cannot be read. */
  read(context: SourceContext): Promise<SourceRead>;
}
