import type { City, Language, Property, RecordProblem, TypeCategory } from '../../schema/index.js';
import { cityKey } from '../derive/counts.js';
import { cleanLine, searchNameOf, slugOf } from '../derive/index.js';
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
    const where = { id: raw.WebID, kind: 'type' as const, language };
    const name = cleanLine(raw.Name);
    if (name.changes.length) problems.push({ ...where, field: 'Name', reason: name.changes.join('; '), action: 'cleaned' });
    if (!name.text || raw.WebID <= 0) {
      const reason = name.text ? `expected a positive WebID (got ${raw.WebID})` : 'the name is empty once cleaned';
      problems.push({ ...where, field: name.text ? 'WebID' : 'Name', reason, action: 'quarantined' });
      continue;
    }
    types.push({
      id: raw.ID,
      webId: raw.WebID,
      name: name.text,
      slug: slugOf(name.text) || `type-${raw.WebID}`,
      showOrder: Math.max(0, raw.ShowOrder ?? 0),
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
  for (const item of items) {
    const parsed = rawCitySchema.safeParse(item);
    if (!parsed.success) {
      problems.push(...problemsFromIssues(parsed.error.issues, item, { id: null, kind: 'city', language }));
    } else {
      // The same cleaning as a property's city, so that both name the same city.
      const name = cleanLine(parsed.data.Name).text;
      const zip = parsed.data.Zip ? cleanLine(parsed.data.Zip).text : null;
      const countryName = parsed.data.CountryName ? cleanLine(parsed.data.CountryName).text : null;
      if (name && zip) add(name, zip, parsed.data.CountryID ?? null, countryName);
    }
  }
  for (const p of properties) add(p.address.city, p.address.zip, p.address.countryId, p.address.countryName);
  const sorted = [...cities.values()].sort((a, b) => a.searchName.localeCompare(b.searchName) || a.zip.localeCompare(b.zip));
  return { cities: sorted, problems };
}
