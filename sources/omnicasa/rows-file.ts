import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

// The rows the Omnicasa source keeps of a read, one language's in a file of their own in the source's
// folder beside the output: one row's JSON a line, in ID order, the file named by its digest. Kept
// as lines, not as one JSON document: the next run copies the rows that did not change as bytes and
// parses a row only when it maps it, so that an agency's rows are never all objects, or one string,
// at once (issue 44, "Memory bounded by a batch").

const NEWLINE = 0x0a;
/** A rows file's name: rows-<sha256 of its bytes>.ndjson. */
export const ROWS_FILE_NAME = /^rows-[0-9a-f]{64}\.ndjson$/;

/** One language's rows as lines (each one row's JSON bytes), beside their IDs in the same order. */
export interface RowLines {
  ids: number[];
  lines: Buffer[];
}

/** The rows of `lines`, each parsed only when it is reached. */
export function* rowsOf(lines: readonly Buffer[]): Generator<unknown> {
  for (const line of lines) yield JSON.parse(line.toString('utf8'));
}

/** Writes `lines` to a new file in `folder`, named by the digest of its bytes; returns the name. */
export async function writeRowsFile(folder: string, lines: readonly Buffer[]): Promise<string> {
  await mkdir(folder, { recursive: true });
  const partial = join(folder, `rows.${process.pid}.partial`);
  const hash = createHash('sha256');
  const file = await open(partial, 'w');
  try {
    const newline = Buffer.from('\n');
    // A megabyte a write: one write per row would be ten thousand system calls for an agency.
    let batch: Buffer[] = [];
    let size = 0;
    const flush = async () => {
      const chunk = Buffer.concat(batch, size);
      hash.update(chunk);
      await file.write(chunk);
      batch = [];
      size = 0;
    };
    for (const line of lines) {
      batch.push(line, newline);
      size += line.length + 1;
      if (size >= 1 << 20) await flush();
    }
    await flush();
  } finally {
    await file.close();
  }
  const name = `rows-${hash.digest('hex')}.ndjson`;
  await rename(partial, join(folder, name));
  return name;
}

/** The lines of a rows file; null when it is gone or its bytes are not the ones it was named for. */
export async function readRowsFile(folder: string, name: string): Promise<Buffer[] | null> {
  if (!ROWS_FILE_NAME.test(name)) return null;
  const bytes = await readFile(join(folder, name)).catch(() => null);
  if (!bytes || `rows-${createHash('sha256').update(bytes).digest('hex')}.ndjson` !== name) return null;
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
 * Removes the rows files (and partial ones) in `folder` but those `keep` names: only the memory this
 * run was given can name a file still of use; the ones this run writes are written after.
 */
export async function removeOtherRowsFiles(folder: string, keep: ReadonlySet<string>): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  const stale = names.filter((name) => /^rows[-.].*\.(ndjson|partial)$/.test(name) && !keep.has(name));
  await Promise.all(stale.map((name) => rm(join(folder, name), { force: true })));
}
