import type { Language, Project, TypeCategory } from '../../schema/index.js';
import type { Mapped, PropertyDraft, SourceLanguage } from '../source.js';

/** One source's records, under its configured name. */
export interface NamedRecords {
  name: string;
  languages: ReadonlyMap<Language, SourceLanguage>;
}

export interface MergedSources {
  languages: Map<Language, SourceLanguage>;
  /** The source each property id and project id came from, for the manifest. */
  propertyOrigins: Map<number, string>;
  projectOrigins: Map<number, string>;
}

/**
 * Several sources' records as one: a language is published when any source has it; a type category
 * keeps the first source's name; an id that an earlier source already has is refused in the later
 * one (reported with its source and how to fix it: a source's `idOffset`), never silently replaced.
 */
export function mergeSources(sources: readonly NamedRecords[]): MergedSources {
  const languages = new Map<Language, SourceLanguage>();
  const propertyOrigins = new Map<number, string>();
  const projectOrigins = new Map<number, string>();
  const claim = <T extends { id: number }>(
    origins: Map<number, string>,
    name: string,
    result: Mapped<T>,
    language: Language,
    kind: 'property' | 'project',
  ): Mapped<T> => {
    if (!result.ok) return result;
    const owner = origins.get(result.value.id);
    if (owner === undefined || owner === name) {
      origins.set(result.value.id, name);
      return result;
    }
    // id null: the earlier source's record with this id must not be held back with it.
    return {
      ok: false,
      id: null,
      problems: [
        {
          id: result.value.id,
          kind,
          language,
          field: 'id',
          reason: `source "${name}" has a ${kind} with id ${result.value.id}, which source "${owner}" already publishes; give source "${name}" an idOffset in the configuration's sources so that its ids stay apart`,
          action: 'quarantined',
        },
      ],
    };
  };
  for (const source of sources) {
    for (const [language, records] of source.languages) {
      const merged = languages.get(language) ?? { properties: [], types: [], cities: [], projects: [], problems: [] };
      merged.properties.push(
        ...records.properties.map((r): Mapped<PropertyDraft> => claim(propertyOrigins, source.name, r, language, 'property')),
      );
      merged.projects.push(
        ...records.projects.map((r): Mapped<Project> => claim(projectOrigins, source.name, r, language, 'project')),
      );
      merged.types = unionOfTypes(merged.types, records.types);
      merged.cities.push(...records.cities);
      merged.problems.push(...records.problems);
      languages.set(language, merged);
    }
  }
  return { languages, propertyOrigins, projectOrigins };
}

function unionOfTypes(first: readonly TypeCategory[], next: readonly TypeCategory[]): TypeCategory[] {
  const known = new Set(first.map((t) => t.webId));
  return [...first, ...next.filter((t) => !known.has(t.webId))].sort((a, b) => a.showOrder - b.showOrder || a.webId - b.webId);
}
