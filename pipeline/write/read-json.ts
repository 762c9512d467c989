import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { readList } from './list-file.js';

// The sync's reads of its last output: a file that is missing, is not JSON or is not what its schema
// says reads as undefined, and the run goes on as without it (each caller says what that costs).

export async function readJson(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function readChecked<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const parsed = schema.safeParse(await readJson(path));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The records of a list file (list-file.ts), each checked against `schema` as it is read, so that
 * the file is never in memory whole; undefined when it is missing or not a list. `invalid` counts
 * the records that did not fit (left out of `records`).
 */
export async function readRecords<T>(path: string, schema: z.ZodType<T>): Promise<{ records: T[]; invalid: number } | undefined> {
  const records: T[] = [];
  let invalid = 0;
  const read = await readList(path, (record) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) records.push(parsed.data);
    else invalid += 1;
  });
  return read.kind === 'list' ? { records, invalid } : undefined;
}
