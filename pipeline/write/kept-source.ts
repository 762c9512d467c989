import { join } from 'node:path';
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
import { readRecords } from './read-json.js';

// One of several sources failed: its last good records publish again, so that a partner's feed
// being down never takes the agency's own listings (or the partner's) off the site (issue 18).

/**
 * What the last output in `out` published from each failed source (its manifest entry), language by
 * language, as that source would give it. Read only when a source failed: the run's own read of the
 * last output lets its records go before the sources are read, which keeps a sync's peak memory down.
 */
export async function keptRecordsOf(
  out: string,
  failed: readonly ManifestSource[],
  languages: readonly Language[],
): Promise<Map<string, Map<Language, SourceLanguage>>> {
  const kept = new Map<string, Map<Language, SourceLanguage>>();
  for (const language of languages) {
    // Records that do not fit this version's schema are left out; the rest publish again.
    const properties = (await readRecords(join(out, language, 'properties.json'), propertySchema))?.records ?? [];
    const projects = (await readRecords(join(out, language, 'projects.json'), projectSchema))?.records ?? [];
    const types: TypeCategory[] = (await readRecords(join(out, language, 'types.json'), typeCategorySchema))?.records ?? [];
    for (const entry of failed) {
      const propertyIds = new Set(entry.properties);
      const projectIds = new Set(entry.projects);
      const mine = properties.filter((p) => propertyIds.has(p.id));
      const myProjects = projects.filter((p) => projectIds.has(p.id));
      if (mine.length === 0 && myProjects.length === 0) continue;
      const records: SourceLanguage = {
        // Alternates, former URLs and history are made again by the run, as for every record.
        properties: mine.map(
          ({ alternates, formerUrls, history, ...draft }): Mapped<PropertyDraft> => ({ ok: true, value: draft, problems: [] }),
        ),
        types: types.map((t) => ({ ...t, countSaleProperty: 0, countRentProperty: 0 })),
        cities: [],
        projects: myProjects.map((p): Mapped<Project> => ({ ok: true, value: p, problems: [] })),
        problems: [],
      };
      kept.set(entry.name, (kept.get(entry.name) ?? new Map<Language, SourceLanguage>()).set(language, records));
    }
  }
  return kept;
}
