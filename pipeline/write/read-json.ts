import { readFile } from 'node:fs/promises';
import type { z } from 'zod';

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
