import type { Language, Project, TypeCategory } from '../../schema/index.js';
import { headsOf } from '../record-spill.js';
import type { Mapped, MappedList, PropertyDraft, SourceLanguage } from '../source.js';

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
  const propertyParts = new Map<Language, MappedList<PropertyDraft>[]>();
  for (const source of sources) {
    for (const [language, records] of source.languages) {
      const merged = languages.get(language) ?? { properties: [], types: [], cities: [], projects: [], problems: [] };
      // The properties by their heads only: a large feed's records stay where the source put them.
      const refusedAt = new Map<number, Mapped<PropertyDraft>>();
      let position = 0;
      for (const head of headsOf(records.properties)) {
        if (head.ok && head.id !== null) {
          const claimed = claim(
            propertyOrigins,
            source.name,
            { ok: true, value: { id: head.id }, problems: [] },
            language,
            'property',
          );
          if (!claimed.ok) refusedAt.set(position, claimed);
        }
        position += 1;
      }
      const parts = propertyParts.get(language) ?? [];
      parts.push(refusedAt.size === 0 ? records.properties : withRefusals(records.properties, refusedAt));
      propertyParts.set(language, parts);
      merged.projects.push(
        ...records.projects.map((r): Mapped<Project> => claim(projectOrigins, source.name, r, language, 'project')),
      );
      merged.types = unionOfTypes(merged.types, records.types);
      merged.cities.push(...records.cities);
      merged.problems.push(...records.problems);
      languages.set(language, merged);
    }
  }
  for (const [language, parts] of propertyParts) {
    const merged = languages.get(language) as SourceLanguage;
    merged.properties = parts.length === 1 ? (parts[0] as MappedList<PropertyDraft>) : concatenated(parts);
  }
  return { languages, propertyOrigins, projectOrigins };
}

/** A source's list with the records at some positions replaced by why they cannot publish. */
const withRefusals = <T>(list: MappedList<T>, refusedAt: ReadonlyMap<number, Mapped<T>>): MappedList<T> => ({
  get length() {
    return list.length;
  },
  at: (index) => refusedAt.get(index) ?? list.at(index),
  *[Symbol.iterator]() {
    let index = 0;
    for (const record of list) yield refusedAt.get(index++) ?? record;
  },
});

/** Several sources' lists one after the other, as one. */
function concatenated<T>(parts: readonly MappedList<T>[]): MappedList<T> {
  return {
    get length() {
      return parts.reduce((sum, part) => sum + part.length, 0);
    },
    at(index) {
      let at = index;
      for (const part of parts) {
        if (at < part.length) return part.at(at);
        at -= part.length;
      }
      return undefined;
    },
    *[Symbol.iterator]() {
      for (const part of parts) yield* part;
    },
  };
}

function unionOfTypes(first: readonly TypeCategory[], next: readonly TypeCategory[]): TypeCategory[] {
  const known = new Set(first.map((t) => t.webId));
  return [...first, ...next.filter((t) => !known.has(t.webId))].sort((a, b) => a.showOrder - b.showOrder || a.webId - b.webId);
}
