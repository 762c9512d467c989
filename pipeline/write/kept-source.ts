import { join } from 'node:path';
import { z } from 'zod';
import {
  type Language,
  manifestSourceSchema,
  type Project,
  projectSchema,
  propertySchema,
  type TypeCategory,
  typeCategorySchema,
} from '../../schema/index.js';
import type { Mapped, PropertyDraft, SourceLanguage } from '../source.js';
import { readChecked } from './read-json.js';
import { MANIFEST } from './render.js';

// One of several sources failed: its last good records publish again, so that a partner's feed
// being down never takes the agency's own listings (or the partner's) off the site (issue 18).

const manifestSourcesSchema = z.object({ sources: z.array(manifestSourceSchema) });
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((i) => {
      const parsed = item.safeParse(i);
      return parsed.success ? [parsed.data as z.infer<T>] : [];
    }),
  );

/** The records the last output published from source `name`, as that source would give them, or null when it published none. */
export async function keptRecordsOf(
  out: string,
  name: string,
  languages: readonly Language[],
): Promise<Map<Language, SourceLanguage> | null> {
  const manifest = await readChecked(join(out, MANIFEST), manifestSourcesSchema);
  const entry = manifest?.sources.find((s) => s.name === name);
  if (!entry || (entry.properties.length === 0 && entry.projects.length === 0)) return null;
  const propertyIds = new Set(entry.properties);
  const projectIds = new Set(entry.projects);
  const kept = new Map<Language, SourceLanguage>();
  for (const language of languages) {
    const properties = (await readChecked(join(out, language, 'properties.json'), listOf(propertySchema))) ?? [];
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
