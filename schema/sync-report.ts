import { z } from 'zod';
import { LANGUAGES } from './spec/languages.js';

const language = z.enum(LANGUAGES);

/** One problem found in one record: what the quarantine report lists (DESIGN.md, Output). */
export const recordProblemSchema = z.object({
  /** The record's id in the feed (property or project), or null when it has none. */
  id: z.number().int().nullable(),
  kind: z.enum(['property', 'project', 'type', 'city', 'photo']),
  language,
  /** The feed's field name, e.g. "Price" or "MobilityScore.Global". */
  field: z.string(),
  reason: z.string().min(1),
  /** quarantined: the record was left out; cleaned: it publishes with this field repaired. */
  action: z.enum(['quarantined', 'cleaned']),
});
export type RecordProblem = z.infer<typeof recordProblemSchema>;

/** <out>/quarantine.json; its time is the manifest's, so an unchanged sync leaves it alone. */
export const quarantineReportSchema = z.object({
  problems: z.array(recordProblemSchema),
});
export type QuarantineReport = z.infer<typeof quarantineReportSchema>;

/** The vendors a sync can read, each a folder of sources/ (DESIGN.md, Sources). */
export const SOURCES = ['sample', 'omnicasa', 'kyero'] as const;
export type SourceKind = (typeof SOURCES)[number];

/** Where the output's records came from: one entry per configured source. */
export const manifestSourceSchema = z.object({
  /** The configuration's name for it. */
  name: z.string().min(1),
  kind: z.enum(SOURCES),
  location: z.string(),
  /** read: this run read it; kept: it failed this run, and its last good records were published again. */
  state: z.enum(['read', 'kept']),
  /** Why it failed, when it was kept. */
  error: z.string().optional(),
  /** The ids of the properties and projects it published. */
  properties: z.array(z.number().int().positive()),
  projects: z.array(z.number().int().positive()),
});
export type ManifestSource = z.infer<typeof manifestSourceSchema>;

/** <out>/manifest.json: what a sync published, and the digest of every file it wrote. */
const manifestObjectSchema = z.object({
  schemaVersion: z.literal(1),
  /** When this content was first published; an unchanged sync does not touch it. */
  generatedAt: z.iso.datetime(),
  sources: z.array(manifestSourceSchema).min(1),
  languages: z.array(language).min(1),
  counts: z.object({
    properties: z.number().int().nonnegative(),
    projects: z.number().int().nonnegative(),
    quarantined: z.number().int().nonnegative(),
    cleaned: z.number().int().nonnegative(),
  }),
  /** §2 Home search box: {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
  totals: z.object({ forSale: z.number().int().nonnegative(), forRent: z.number().int().nonnegative() }),
  files: z.record(z.string(), z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int() })),
  /**
   * The contract the sync checked these files against (pipeline/schema-digest.ts): a build of the
   * same contract reads the files whose digest is still the one above without checking them again.
   */
  validatedWith: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /**
   * Each language's cities of the forms' choices (pipeline/derive/form-cities.ts), from the
   * properties.json listed above: the build's shared digest takes them from here while that file's
   * digest is still the listed one, instead of parsing it.
   */
  formCities: z.partialRecord(language, z.array(z.string().nullable())).optional(),
});
/** An output of a version before several sources named its one source as `source`: it reads as that source's. */
const withSources = (value: unknown) => {
  const old = value as { source?: { kind?: unknown; location?: unknown }; sources?: unknown } | null;
  if (!old || typeof old !== 'object' || old.sources !== undefined || !old.source) return value;
  const { source, ...rest } = old;
  return {
    ...rest,
    sources: [{ name: source.kind, kind: source.kind, location: source.location, state: 'read', properties: [], projects: [] }],
  };
};

export const manifestSchema = z.preprocess(withSources, manifestObjectSchema);
export type Manifest = z.infer<typeof manifestSchema>;
