import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { forEachChunk, sha256, sha256OfFile } from '../digest.js';

// A list file as the sync writes it: "[", one compact record a line with a comma after all but the
// last, "]" (site/data/record-digests.ts leans on the layout too). Written and read one record at a
// time: a large feed's properties.json is tens of megabytes, and held whole as a string and parsed,
// several times that. A JSON string holds no raw line break, so a line is a record.

const CHUNK_BYTES = 1 << 20;

/** A list file's bytes, for a list small enough to hold whole (ListWriter writes the same bytes). */
export const listFile = (records: readonly unknown[]) =>
  Buffer.from(records.length === 0 ? '[]\n' : `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);

/**
 * A list file written as its records come, a megabyte at a time, with synchronous writes: the
 * records come from a synchronous loop (pipeline/normalize/feed.ts's RecordSink) on a local disk.
 * `end` writes the closing bracket, syncs the file to disk and returns its sha256 (hex) and size.
 */
export class ListWriter {
  readonly #fd: number;
  readonly #hash = createHash('sha256');
  #bytes = 0;
  #pending: string[] = [];
  #pendingLength = 0;
  #count = 0;

  constructor(path: string) {
    this.#fd = openSync(path, 'w');
  }

  add(record: unknown): void {
    const line = `${this.#count === 0 ? '[\n' : ',\n'}${JSON.stringify(record)}`;
    this.#count += 1;
    this.#pending.push(line);
    this.#pendingLength += line.length;
    if (this.#pendingLength >= CHUNK_BYTES) this.#flush();
  }

  end(): { sha256: string; bytes: number } {
    this.#pending.push(this.#count === 0 ? '[]\n' : '\n]\n');
    this.#flush();
    fsyncSync(this.#fd);
    closeSync(this.#fd);
    return { sha256: this.#hash.digest('hex'), bytes: this.#bytes };
  }

  #flush(): void {
    const chunk = Buffer.from(this.#pending.join(''));
    this.#pending = [];
    this.#pendingLength = 0;
    this.#hash.update(chunk);
    this.#bytes += chunk.length;
    for (let at = 0; at < chunk.length; ) at += writeSync(this.#fd, chunk, at);
  }
}

/** How a list file read: its records went to the caller one by one (`list`), or why they could not. */
export type ListRead =
  | { kind: 'missing' }
  | { kind: 'not-json'; message: string; sha256: string }
  /** Valid JSON, but not an array: the value, for the caller's schema to say what is wrong. */
  | { kind: 'not-a-list'; value: unknown; sha256: string }
  | { kind: 'list'; count: number; sha256: string };

class NotLineLayout extends Error {}
type LineState = 'start' | 'records' | 'closed';

/**
 * Reads the list file at `path`, handing each record to `onRecord` in order. A file of another layout
 * (an earlier version's indented JSON, a file written by hand) is parsed whole, as JSON.parse reads
 * it; so is a file whose first record line is not JSON on its own. A later line that is not a record
 * of the layout makes the file not JSON (records before it have been handed over by then).
 */
export async function readList(path: string, onRecord: (record: unknown, index: number) => void): Promise<ListRead> {
  const hash = createHash('sha256');
  let count = 0;
  let state = 'start' as LineState;
  let expectMore = true; // the last record line ended with a comma (or none yet)
  let line = 0;
  const onLine = (text: string) => {
    line += 1;
    if (state === 'start') {
      if (text === '[]') state = 'closed';
      else if (text === '[') state = 'records';
      else throw new NotLineLayout();
      return;
    }
    if (state === 'closed') {
      if (text !== '') throw new Error(`line ${line}: nothing may follow the closing "]"`);
      return;
    }
    if (text === ']') {
      if (expectMore && count > 0) throw new Error(`line ${line}: a comma before "]"`);
      state = 'closed';
      return;
    }
    if (!expectMore) throw new Error(`line ${line}: a record without a comma after the one before`);
    expectMore = text.endsWith(',');
    let record: unknown;
    try {
      record = JSON.parse(expectMore ? text.slice(0, -1) : text);
    } catch (error) {
      if (count === 0) throw new NotLineLayout();
      throw new Error(`line ${line}: ${(error as Error).message}`);
    }
    onRecord(record, count);
    count += 1;
  };

  try {
    // The start of a line the last chunk did not end, copied out of forEachChunk's buffer.
    let carry = null as Buffer | null;
    await forEachChunk(path, (chunk) => {
      hash.update(chunk);
      let start = 0;
      for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, start)) {
        if (carry) onLine(Buffer.concat([carry, chunk.subarray(start, at)]).toString('utf8'));
        else onLine(chunk.toString('utf8', start, at));
        carry = null;
        start = at + 1;
      }
      if (start < chunk.length) carry = Buffer.concat(carry ? [carry, chunk.subarray(start)] : [chunk.subarray(start)]);
    });
    if (carry) onLine(carry.toString('utf8'));
    if ((state as LineState) !== 'closed')
      throw new Error((state as LineState) === 'start' ? 'the file is empty' : 'the file ends before its closing "]"');
    return { kind: 'list', count, sha256: hash.digest('hex') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    if (!(error instanceof NotLineLayout)) {
      const message = (error as Error).message;
      return { kind: 'not-json', message, sha256: (await sha256OfFile(path)) ?? '' };
    }
  }
  return readWhole(path, onRecord);
}

async function readWhole(path: string, onRecord: (record: unknown, index: number) => void): Promise<ListRead> {
  const bytes = await readFile(path).catch(() => undefined);
  if (bytes === undefined) return { kind: 'missing' };
  const digest = sha256(bytes);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return { kind: 'not-json', message: (error as Error).message, sha256: digest };
  }
  if (!Array.isArray(value)) return { kind: 'not-a-list', value, sha256: digest };
  for (const [index, record] of value.entries()) onRecord(record, index);
  return { kind: 'list', count: value.length, sha256: digest };
}
