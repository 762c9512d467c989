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

/** <out>/manifest.json: what a sync published, and the digest of every file it wrote. */
export const manifestSchema = z.object({
  schemaVersion: z.literal(1),
  /** When this content was first published; an unchanged sync does not touch it. */
  generatedAt: z.iso.datetime(),
  source: z.object({ kind: z.enum(SOURCES), location: z.string() }),
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
});
export type Manifest = z.infer<typeof manifestSchema>;
