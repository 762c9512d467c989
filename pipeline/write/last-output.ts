import { join } from 'node:path';
import { z } from 'zod';
import {
  type ManifestSource,
  manifestSourceSchema,
  type PropertyHistory,
  propertyHistorySchema,
  STATUSES,
  type Status,
} from '../../schema/index.js';
import type { LastOutput, LastRecord } from '../derive/property-history.js';
import { sharedStrings } from '../derive/shared-strings.js';
import { readChecked } from './read-json.js';
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

// An output of a version before several sources has no `sources`: it kept nothing for any source.
const lastManifestSchema = z.object({
  generatedAt: z.iso.datetime(),
  sources: z.array(manifestSourceSchema).optional().catch(undefined),
});

/** What the last output's manifest tells a run: its publication time and each source's ids (none when it cannot be read). */
export async function lastManifestOf(out: string): Promise<{ publishedAt: string | null; sources: ManifestSource[] }> {
  const manifest = await readChecked(join(out, MANIFEST), lastManifestSchema);
  return { publishedAt: manifest?.generatedAt ?? null, sources: manifest?.sources ?? [] };
}

/**
 * The last output from one language's records as its properties.json holds them (a property
 * publishes in every language or in none), or null when they cannot be read: the run then counts as
 * a first sync (histories start over, no event), which never tells an alert that the whole stock is
 * new. The sync hands the records it has already read for the redirects and the kept photos.
 */
export function lastOutputOf(records: unknown, publishedAt: string | null): LastOutput | null {
  const parsed = z.array(lastRecordSchema).safeParse(records);
  if (!parsed.success) return null;
  // Most records share their dates (the run that first published them) and statuses.
  const shared = sharedStrings();
  const sharedHistory = (history: PropertyHistory): PropertyHistory => ({
    ...history,
    firstPublishedAt: shared(history.firstPublishedAt),
    prices: history.prices.map((entry) => ({ ...entry, at: shared(entry.at) })),
    statuses: history.statuses.map((entry) => ({ at: shared(entry.at), status: shared(entry.status) as Status })),
  });
  return {
    publishedAt,
    records: new Map<number, LastRecord>(
      parsed.data.map((r) => [
        r.id,
        {
          amount: r.price.published ? r.price.amount : null,
          status: shared(r.status) as Status,
          history: r.history ? sharedHistory(r.history) : null,
        },
      ]),
    ),
  };
}
