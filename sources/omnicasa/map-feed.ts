import { firstOfEachId } from '../../pipeline/normalize/duplicates.js';
import { newMappedList, type PropertyDraft, type SourceContext, type SourceLanguage } from '../../pipeline/source.js';
import type { Language } from '../../schema/index.js';
import type { OmnicasaFeed } from './client.js';
import { cityEntriesOf, normalizeTypes } from './map-lists.js';
import { normalizeProject } from './map-project.js';
import { normalizeProperty } from './map-property.js';
import { sortedById } from './memory.js';

/** A language's raw lists to map: the property rows may come one at a time (a memory's rows, parsed as they are reached). */
export type MappableFeed = Omit<OmnicasaFeed, 'properties'> & { properties: Iterable<unknown> };

/**
 * Omnicasa's raw lists of each language → our model (each record mapped or refused), for the
 * pipeline; the properties into the lists the context gives (on disk in a sync), else arrays.
 */
export function mapOmnicasaFeeds(
  feeds: ReadonlyMap<Language, MappableFeed>,
  context: Pick<SourceContext, 'newList'> = {},
): Map<Language, SourceLanguage> {
  const mapped = new Map<Language, SourceLanguage>();
  for (const [language, feed] of feeds) {
    const typed = normalizeTypes(feed.webIds, language);
    const lookup = new Map(typed.types.map((t) => [t.webId, t]));
    const properties = firstOfEachId(feed.properties, { kind: 'property', language });
    const projects = firstOfEachId(feed.projects, { kind: 'project', language });
    const cities = cityEntriesOf(feed.cities, language);
    const list = newMappedList<PropertyDraft>(context);
    // In ID order, as an incremental read merges them: the same rows make the same output, whatever order they came in.
    for (const item of sortedById(properties.items)) list.push(normalizeProperty(item, language, lookup));
    mapped.set(language, {
      types: typed.types,
      properties: list.done(),
      cities: cities.cities,
      projects: projects.items.map((item) => normalizeProject(item, language)),
      problems: [...typed.problems, ...properties.problems, ...cities.problems, ...projects.problems],
    });
  }
  return mapped;
}
