import { firstOfEachId } from '../../pipeline/normalize/duplicates.js';
import { idOf } from '../../pipeline/normalize/problems.js';
import {
  type Mapped,
  type MappedListBuilder,
  newMappedList,
  type PropertyDraft,
  type SourceContext,
  type SourceLanguage,
} from '../../pipeline/source.js';
import type { Language, RecordProblem } from '../../schema/index.js';
import type { OmnicasaFeed } from './client.js';
import { cityEntriesOf, normalizeTypes } from './map-lists.js';
import { normalizeProject } from './map-project.js';
import { normalizeProperty } from './map-property.js';
import { sortedById } from './memory.js';
import type { LinesFileWriter, RowLines } from './rows-file.js';

/**
 * A change read's rows of one language (each ID once, in ID order), with, for each row that did
 * not change since the last read, what it mapped to then (a line of rows-file.ts's mapped files).
 */
export interface RowsToMap {
  rows: RowLines;
  mapped: readonly (Buffer | undefined)[];
}

/** A language's raw lists to map: the property rows as the service sent them, or a change read's. */
export type MappableFeed = Omit<OmnicasaFeed, 'properties'> & { properties: readonly unknown[] | RowsToMap };

/** Where a language's mapped rows are kept for the next read (one line a row with an ID, in ID order). */
export type MappedWriters = ReadonlyMap<Language, LinesFileWriter>;

const OK = 0x31; // "1": the line's record maps; "0": it is refused

/** A record's line in a mapped file: "1" or "0" (whether it maps), then the spill's line; empty when it has none. */
function mappedLine(record: Mapped<PropertyDraft>, line: string | undefined, rowId: number | null): string {
  const id = record.ok ? record.value.id : record.id;
  // A record kept in memory by the spill (no line), or of another ID than its row, is mapped again next time.
  return line === undefined || id !== rowId ? '' : `${record.ok ? 1 : 0}${line}`;
}

/** The rows of a change read into `list`: a row that did not change puts its last line back, without being parsed. */
function mapRows(
  { rows, mapped }: RowsToMap,
  list: MappedListBuilder<PropertyDraft>,
  map: (row: unknown) => Mapped<PropertyDraft>,
  writer: LinesFileWriter | undefined,
) {
  for (const [i, id] of rows.ids.entries()) {
    const kept = mapped[i];
    if (kept && kept.length > 1 && list.pushLine) {
      list.pushLine(kept.subarray(1), { ok: kept[0] === OK, id });
      writer?.add(kept);
      continue;
    }
    const record = map(JSON.parse((rows.lines[i] as Buffer).toString('utf8')));
    writer?.add(mappedLine(record, list.push(record), id));
  }
}

/**
 * Omnicasa's raw lists of each language → our model (each record mapped or refused), for the
 * pipeline; the properties into the lists the context gives (on disk in a sync), else arrays. With
 * `writers`, what each row with an ID mapped to is written for the next read.
 */
export function mapOmnicasaFeeds(
  feeds: ReadonlyMap<Language, MappableFeed>,
  context: Pick<SourceContext, 'newList'> = {},
  writers: MappedWriters = new Map(),
): Map<Language, SourceLanguage> {
  const mapped = new Map<Language, SourceLanguage>();
  for (const [language, feed] of feeds) {
    const typed = normalizeTypes(feed.webIds, language);
    const lookup = new Map(typed.types.map((t) => [t.webId, t]));
    const map = (row: unknown) => normalizeProperty(row, language, lookup);
    const writer = writers.get(language);
    const projects = firstOfEachId(feed.projects, { kind: 'project', language });
    const cities = cityEntriesOf(feed.cities, language);
    const list = newMappedList<PropertyDraft>(context);
    const propertyProblems: RecordProblem[] = [];
    if ('rows' in feed.properties) mapRows(feed.properties, list, map, writer);
    else {
      const properties = firstOfEachId(feed.properties, { kind: 'property', language });
      propertyProblems.push(...properties.problems);
      // In ID order, as an incremental read merges them: the same rows make the same output, whatever order they came in.
      for (const item of sortedById(properties.items)) {
        const record = map(item);
        const line = list.push(record);
        // Rows without an ID come last, and are not kept (memory.ts's rowLinesOf).
        if (idOf(item) !== null) writer?.add(mappedLine(record, line, idOf(item)));
      }
    }
    mapped.set(language, {
      types: typed.types,
      properties: list.done(),
      cities: cities.cities,
      projects: projects.items.map((item) => normalizeProject(item, language)),
      problems: [...typed.problems, ...propertyProblems, ...cities.problems, ...projects.problems],
    });
  }
  return mapped;
}
