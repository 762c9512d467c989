import { z } from 'zod';

// Issue 18: the sources a sync reads, in the site configuration (`sources`). Without it, `vitrine
// sync --source …` names the one source. Secrets never live here: an Omnicasa account's user and
// password come from the environment (VITRINE_OMNICASA_USER, VITRINE_OMNICASA_PASSWORD).

const name = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,39}$/,
    'a source name is 1 to 40 lower-case letters, digits and hyphens (it names the source in the manifest and messages)',
  );

export const sourceConfigSchema = z.discriminatedUnion('kind', [
  /** The agency's Omnicasa back office. */
  z.object({ name, kind: z.literal('omnicasa'), url: z.url({ protocol: /^https?$/ }) }),
  /** A snapshot in Omnicasa's response shapes (the bundled demo agency when `snapshot` is left out). */
  z.object({ name, kind: z.literal('sample'), snapshot: z.string().min(1).optional() }),
  /**
   * A Kyero v3 XML feed: an http(s) URL or a file (relative to the configuration's folder). Its ids
   * are shifted by `idOffset` so that they stay apart from another source's.
   */
  z.object({
    name,
    kind: z.literal('kyero'),
    url: z.string().min(1),
    idOffset: z.number().int().min(0).max(1e12).default(0),
  }),
]);
export type SourceConfig = z.infer<typeof sourceConfigSchema>;

export const sourcesConfigSchema = z
  .array(sourceConfigSchema)
  .min(1)
  .refine((sources) => new Set(sources.map((s) => s.name)).size === sources.length, {
    message: 'each source needs a name of its own',
  });

/** When no `sync.fullReadAt` is set: the first sync after 03:00 each night reads every source in full. */
export const SYNC_FULL_READ_AT = '03:00';
