import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { type Language, propertyHistorySchema, STATUSES } from '../../schema/index.js';
import type { LastOutput, LastRecord } from '../derive/property-history.js';
import { MANIFEST } from './render.js';

// What the histories and the events of a run compare with: the last output's properties (their
// price, status and history) and its publication time. A property publishes in every language or
// in none, so one language's records are enough.

const lastRecordSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(STATUSES),
  price: z.object({ amount: z.number().nonnegative().nullable(), published: z.boolean() }),
  // An output from before histories has none; one this version cannot read starts over.
  history: propertyHistorySchema.optional().catch(undefined),
});

async function readJson(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The last output in `out`, or null when there is none or its records cannot be read: the run then
 * counts as a first sync (histories start over, no event), which never tells an alert that the
 * whole stock is new.
 */
export async function readLastOutput(out: string, languages: readonly Language[]): Promise<LastOutput | null> {
  for (const language of languages) {
    const parsed = z.array(lastRecordSchema).safeParse(await readJson(join(out, language, 'properties.json')));
    if (!parsed.success) continue;
    const manifest = z.object({ generatedAt: z.iso.datetime() }).safeParse(await readJson(join(out, MANIFEST)));
    const records = new Map<number, LastRecord>(
      parsed.data.map((r) => [
        r.id,
        { amount: r.price.published ? r.price.amount : null, status: r.status, history: r.history ?? null },
      ]),
    );
    return { publishedAt: manifest.success ? manifest.data.generatedAt : null, records };
  }
  return null;
}
