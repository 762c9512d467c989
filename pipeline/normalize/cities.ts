import type { City, Language, Property } from '../../schema/index.js';
import { cityKey } from '../derive/counts.js';
import { searchNameOf, slugOf } from '../derive/index.js';
import type { CityEntry } from '../source.js';

/** The cities the sources list, plus every city a published property names (counts come later). */
export function normalizeCities(
  entries: readonly CityEntry[],
  properties: readonly { address: Pick<Property['address'], 'city' | 'zip' | 'countryId' | 'countryName'> }[],
  language: Language,
): City[] {
  const cities = new Map<string, City>();
  const add = ({ name, zip, countryId, countryName }: CityEntry) => {
    const key = cityKey(name, zip);
    if (cities.has(key)) return;
    cities.set(key, {
      name,
      zip,
      // A name of letters slugify cannot spell (or only accents) still needs a slug and a search name.
      slug: slugOf(name) || 'city',
      searchName: searchNameOf(name) || name.toLocaleLowerCase('fr'),
      countryId,
      countryName,
      language,
      propertyCount: 0,
      saleCount: 0,
      rentCount: 0,
    });
  };
  for (const entry of entries) add(entry);
  for (const p of properties)
    add({ name: p.address.city, zip: p.address.zip, countryId: p.address.countryId, countryName: p.address.countryName });
  return [...cities.values()].sort((a, b) => a.searchName.localeCompare(b.searchName) || a.zip.localeCompare(b.zip));
}
