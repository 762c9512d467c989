import { closeSync, mkdirSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Mapped, MappedList, MappedListBuilder } from './source.js';

// The sources' mapped records of a large feed on disk rather than in memory: a feed of 50 MB of XML maps
// to about 250 MB of records over four languages, several times that as objects, and a sync holds
// them from the first record read until the last one is written. Each list is a file of one JSON
// record a line and the offsets of its lines; a record is parsed again when it is asked for.

const CHUNK_BYTES = 1 << 20;
const NEWLINE = Buffer.from('\n');

/** Whether a value holds a number JSON cannot write (NaN, Infinity: JSON.stringify would make it null). */
function holdsNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsNonFinite);
  for (const key in value) if (holdsNonFinite((value as Record<string, unknown>)[key])) return true;
  return false;
}

/**
 * A record's line, or undefined when it holds a number JSON cannot write. A walk and a plain
 * JSON.stringify, rather than one stringify with a replacer: a replacer takes V8 off its fast path,
 * and costs a sync of 10,000 records about 150 ms more.
 */
const lineOf = (record: unknown): string | undefined => (holdsNonFinite(record) ? undefined : JSON.stringify(record));

/** What the merge of several sources reads of a record: whether it maps, and its id. */
export interface RecordHead {
  ok: boolean;
  id: number | null;
}

class SpilledList<T> implements MappedListBuilder<T>, MappedList<T> {
  readonly #fd: number;
  /** Byte offset of each record's line; the last entry is the end of the file. */
  readonly #offsets: number[] = [0];
  readonly #inMemory = new Map<number, Mapped<T>>();
  readonly heads: RecordHead[] = [];
  #pending: Buffer[] = [];
  #pendingBytes = 0;

  constructor(path: string) {
    this.#fd = openSync(path, 'w+');
  }

  get length(): number {
    return this.#offsets.length - 1;
  }

  push(record: Mapped<T>): string | undefined {
    const text = lineOf(record);
    // Such a record stays in memory, so that the final check sees it as the source made it.
    if (text === undefined) this.#inMemory.set(this.length, record);
    this.#add(Buffer.from(`${text ?? ''}\n`), { ok: record.ok, id: record.ok ? (record.value as { id: number }).id : record.id });
    return text;
  }

  pushLine(line: Buffer, head: RecordHead): void {
    this.#add(Buffer.concat([line, NEWLINE]), head);
  }

  #add(line: Buffer, head: RecordHead): void {
    this.heads.push(head);
    this.#pending.push(line);
    this.#pendingBytes += line.length;
    this.#offsets.push((this.#offsets.at(-1) as number) + line.length);
    if (this.#pendingBytes >= CHUNK_BYTES) this.#flush();
  }

  done(): MappedList<T> {
    this.#flush();
    return this;
  }

  at(index: number): Mapped<T> | undefined {
    if (index < 0 || index >= this.length) return undefined;
    const kept = this.#inMemory.get(index);
    if (kept) return kept;
    const start = this.#offsets[index] as number;
    const bytes = Buffer.allocUnsafe((this.#offsets[index + 1] as number) - start - 1);
    for (let read = 0; read < bytes.length; ) read += readSync(this.#fd, bytes, read, bytes.length - read, start + read);
    return JSON.parse(bytes.toString('utf8')) as Mapped<T>;
  }

  *[Symbol.iterator](): Iterator<Mapped<T>> {
    for (let i = 0; i < this.length; i++) yield this.at(i) as Mapped<T>;
  }

  close(): void {
    closeSync(this.#fd);
  }

  #flush(): void {
    if (this.#pending.length === 0) return;
    const chunk = Buffer.concat(this.#pending);
    this.#pending = [];
    this.#pendingBytes = 0;
    const at = (this.#offsets.at(-1) as number) - chunk.length;
    for (let written = 0; written < chunk.length; )
      written += writeSync(this.#fd, chunk, written, chunk.length - written, at + written);
  }
}

export type RecordSpill = ReturnType<typeof openRecordSpill>;

/** A folder of spilled lists for one run; `remove` closes them and deletes it (recoverOutput removes one a killed run left). */
export function openRecordSpill(folder: string) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const lists: SpilledList<unknown>[] = [];
  return {
    folder,
    newList<T>(): MappedListBuilder<T> {
      const list = new SpilledList<T>(join(folder, `${lists.length}.ndjson`));
      lists.push(list as SpilledList<unknown>);
      return list;
    },
    remove(): void {
      for (const list of lists) list.close();
      lists.length = 0;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Whether each record of a list maps, and its id, without parsing a spilled list's records again. */
export const headsOf = <T extends { id: number }>(list: MappedList<T>): Iterable<RecordHead> =>
  list instanceof SpilledList ? (list.heads as RecordHead[]) : [...list].map((r) => ({ ok: r.ok, id: r.ok ? r.value.id : r.id }));
