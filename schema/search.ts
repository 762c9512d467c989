import { z } from 'zod';

export * from './search-options.js';

/** What a serialized MiniSearch index must at least hold (its inner layout is MiniSearch's). */
export const searchIndexFileSchema = z
  .object({
    documentCount: z.number().int().nonnegative(),
    nextId: z.number().int().nonnegative(),
    storedFields: z.record(z.string(), z.object({ kind: z.enum(['type', 'city', 'property']) }).loose()),
  })
  .loose();
