import type { City, Language, Property, RecordProblem, TypeCategory } from '../../schema/index.js';
import { cityKey } from '../derive/counts.js';
import { searchNameOf, slugOf } from '../derive/index.js';
import { rawCitySchema, rawWebIdSchema } from '../feed/omnicasa/raw-lists.js';
import { problemsFromIssues } from './problems.js';

/** GetWebIDList items → type categories (counts are filled in by derive). */
export function normalizeTypes(items: readonly unknown[], language: Language) {
  const types: TypeCategory[] = [];
  const problems: RecordProblem[] = [];
  for (const item of items) {
    const parsed = rawWebIdSchema.safeParse(item);
    if (!parsed.success) {
      const id = (item as { WebID?: unknown } | null)?.WebID;
      problems.push(
        ...problemsFromIssues(parsed.error.issues, item, { id: typeof id === 'number' ? id : null, kind: 'type', language }),
      );
      continue;
    }
    const raw = parsed.data;
    types.push({
      id: raw.ID,
      webId: raw.WebID,
      name: raw.Name,
      slug: slugOf(raw.Name),
      showOrder: raw.ShowOrder ?? 0,
      sale: raw.Sale ?? true,
      rent: raw.Rent ?? true,
      language,
      countSaleProperty: 0,
      countRentProperty: 0,
    });
  }
  types.sort((a, b) => a.showOrder - b.showOrder || a.webId - b.webId);
  return { types, problems };
}

/** GetCityListOfObjects items, plus every city a published property names (counts come later). */
export function normalizeCities(items: readonly unknown[], properties: readonly Property[], language: Language) {
  const cities = new Map<string, City>();
  const problems: RecordProblem[] = [];
  const add = (name: string, zip: string, countryId: number | null, countryName: string | null) => {
    const key = cityKey(name, zip);
    if (cities.has(key)) return;
    cities.set(key, {
      name,
      zip,
      slug: slugOf(name),
      searchName: searchNameOf(name),
      countryId,
      countryName,
      language,
      propertyCount: 0,
      saleCount: 0,
      rentCount: 0,
    });
  };
  for (const item of items) {
    const parsed = rawCitySchema.safeParse(item);
    if (!parsed.success) {
      problems.push(...problemsFromIssues(parsed.error.issues, item, { id: null, kind: 'city', language }));
    } else if (parsed.data.Zip) {
      add(parsed.data.Name, parsed.data.Zip, parsed.data.CountryID ?? null, parsed.data.CountryName ?? null);
    }
  }
  for (const p of properties) add(p.address.city, p.address.zip, p.address.countryId, p.address.countryName);
  const sorted = [...cities.values()].sort((a, b) => a.searchName.localeCompare(b.searchName) || a.zip.localeCompare(b.zip));
  return { cities: sorted, problems };
}
