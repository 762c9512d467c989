import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

// What the Omnicasa source keeps of a read, one language's in files of their own in the source's
// folder beside the output, one line a row, in ID order, each file named by its digest:
// - rows: each row's JSON as the service sent it. Kept as lines, not as one JSON document: the next
//   run copies the rows that did not change as bytes and parses a row only when it maps it, so that
//   an agency's rows are never all objects, or one string, at once (issue 44, "Memory bounded by a
//   batch");
// - mapped: what each row mapped to, as the record spill's line (pipeline/record-spill.ts), or an
//   empty line where it has none: the next run puts the lines of the rows that did not change into
//   its spill as they are, when the code that maps them and the types they map with are the same.

const NEWLINE = 0x0a;
/** Files begun by this process: each partial file has a name of its own. */
let begun = 0;
export type LinesKind = 'rows' | 'mapped';
/** A kept file's name: <kind>-<sha256 of its bytes>.ndjson. */
export const KEPT_FILE_NAME = /^(rows|mapped)-[0-9a-f]{64}\.ndjson$/;

/** One language's rows as lines (each one row's JSON bytes), beside their IDs in the same order. */
export interface RowLines {
  ids: number[];
  lines: Buffer[];
}

/** The rows of `lines`, each parsed only when it is reached. */
export function* rowsOf(lines: readonly Buffer[]): Generator<unknown> {
  for (const line of lines) yield JSON.parse(line.toString('utf8'));
}

/**
 * A kept file written a line at a time with synchronous writes (the mapping that makes the lines is
 * a synchronous loop), a megabyte a write; `finish` names it by its digest and returns the name.
 */
export class LinesFileWriter {
  readonly #folder: string;
  readonly #kind: LinesKind;
  readonly #partial: string;
  readonly #fd: number;
  readonly #hash = createHash('sha256');
  #batch: Buffer[] = [];
  #size = 0;

  constructor(folder: string, kind: LinesKind) {
    mkdirSync(folder, { recursive: true });
    this.#folder = folder;
    this.#kind = kind;
    begun += 1;
    this.#partial = join(folder, `${kind}.${process.pid}-${begun}.partial`);
    this.#fd = openSync(this.#partial, 'w');
  }

  add(line: Buffer | string): void {
    const bytes = typeof line === 'string' ? Buffer.from(line) : line;
    this.#batch.push(bytes, NEWLINE_BYTES);
    this.#size += bytes.length + 1;
    if (this.#size >= 1 << 20) this.#flush();
  }

  finish(): string {
    this.#flush();
    closeSync(this.#fd);
    const name = `${this.#kind}-${this.#hash.digest('hex')}.ndjson`;
    renameSync(this.#partial, join(this.#folder, name));
    return name;
  }

  #flush(): void {
    const chunk = Buffer.concat(this.#batch, this.#size);
    this.#hash.update(chunk);
    for (let at = 0; at < chunk.length; ) at += writeSync(this.#fd, chunk, at);
    this.#batch = [];
    this.#size = 0;
  }
}

const NEWLINE_BYTES = Buffer.from('\n');

/** Writes `lines` to a new kept file in `folder`; returns its name. */
export function writeLinesFile(folder: string, kind: LinesKind, lines: Iterable<Buffer>): string {
  const writer = new LinesFileWriter(folder, kind);
  for (const line of lines) writer.add(line);
  return writer.finish();
}

/** The lines of a kept file; null when it is gone or its bytes are not the ones it was named for. */
export async function readLinesFile(folder: string, name: string): Promise<Buffer[] | null> {
  if (!KEPT_FILE_NAME.test(name)) return null;
  const bytes = await readFile(join(folder, name)).catch(() => null);
  if (!bytes || !name.includes(`-${createHash('sha256').update(bytes).digest('hex')}.`)) return null;
  const lines: Buffer[] = [];
  for (let start = 0; start < bytes.length; ) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end === -1) return null; // every line ends with one
    lines.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return lines;
}

/**
 * Removes the kept files (and partial ones) in `folder` but those `keep` names: only the memory this
 * run was given can name a file still of use; the ones this run writes are written after.
 */
export async function removeOtherKeptFiles(folder: string, keep: ReadonlySet<string>): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  const stale = names.filter((name) => /^(rows|mapped)[-.].*\.(ndjson|partial)$/.test(name) && !keep.has(name));
  await Promise.all(stale.map((name) => rm(join(folder, name), { force: true })));
}
