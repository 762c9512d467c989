import { join } from 'node:path';
import { z } from 'zod';
import {
  type Language,
  type ManifestSource,
  type Project,
  projectSchema,
  propertySchema,
  type TypeCategory,
  typeCategorySchema,
} from '../../schema/index.js';
import type { Mapped, PropertyDraft, SourceLanguage } from '../source.js';
import { readChecked } from './read-json.js';

// One of several sources failed: its last good records publish again, so that a partner's feed
// being down never takes the agency's own listings (or the partner's) off the site (issue 18).

const listOf = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((i) => {
      const parsed = item.safeParse(i);
      return parsed.success ? [parsed.data as z.infer<T>] : [];
    }),
  );

/** The last output as the run has already read it: each language's properties.json and the manifest's sources. */
export interface LastPublished {
  records: ReadonlyMap<Language, unknown>;
  sources: readonly ManifestSource[];
}

/**
 * The records the last output in `out` published from source `name`, as that source would give
 * them, or null when it published none. Only the types and projects are read here: the properties
 * come from what the run read already.
 */
export async function keptRecordsOf(
  out: string,
  name: string,
  last: LastPublished,
  languages: readonly Language[],
): Promise<Map<Language, SourceLanguage> | null> {
  const entry = last.sources.find((s) => s.name === name);
  if (!entry || (entry.properties.length === 0 && entry.projects.length === 0)) return null;
  const propertyIds = new Set(entry.properties);
  const projectIds = new Set(entry.projects);
  const kept = new Map<Language, SourceLanguage>();
  for (const language of languages) {
    const parsed = listOf(propertySchema).safeParse(last.records.get(language));
    const properties = parsed.success ? parsed.data : [];
    const projects = (await readChecked(join(out, language, 'projects.json'), listOf(projectSchema))) ?? [];
    const types: TypeCategory[] = (await readChecked(join(out, language, 'types.json'), listOf(typeCategorySchema))) ?? [];
    const mine = properties.filter((p) => propertyIds.has(p.id));
    if (mine.length === 0 && projects.every((p) => !projectIds.has(p.id))) continue;
    kept.set(language, {
      // Alternates, former URLs and history are made again by the run, as for every record.
      properties: mine.map(
        ({ alternates, formerUrls, history, ...draft }): Mapped<PropertyDraft> => ({ ok: true, value: draft, problems: [] }),
      ),
      types: types.map((t) => ({ ...t, countSaleProperty: 0, countRentProperty: 0 })),
      cities: [],
      projects: projects.filter((p) => projectIds.has(p.id)).map((p): Mapped<Project> => ({ ok: true, value: p, problems: [] })),
      problems: [],
    });
  }
  return kept.size > 0 ? kept : null;
}
