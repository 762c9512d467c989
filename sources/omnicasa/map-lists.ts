import { cleanLine, slugOf } from '../../pipeline/derive/index.js';
import { problemsFromIssues } from '../../pipeline/normalize/problems.js';
import type { CityEntry } from '../../pipeline/source.js';
import type { Language, RecordProblem, TypeCategory } from '../../schema/index.js';
import { rawCitySchema, rawWebIdSchema } from './raw-lists.js';

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

/** GetCityListOfObjects items → the cities they name, cleaned as a property's city is, so that both name the same city. */
export function cityEntriesOf(items: readonly unknown[], language: Language) {
  const cities: CityEntry[] = [];
  const problems: RecordProblem[] = [];
  for (const item of items) {
    const parsed = rawCitySchema.safeParse(item);
    if (!parsed.success) {
      problems.push(...problemsFromIssues(parsed.error.issues, item, { id: null, kind: 'city', language }));
      continue;
    }
    const name = cleanLine(parsed.data.Name).text;
    const zip = parsed.data.Zip ? cleanLine(parsed.data.Zip).text : null;
    const countryName = parsed.data.CountryName ? cleanLine(parsed.data.CountryName).text : null;
    if (name && zip) cities.push({ name, zip, countryId: parsed.data.CountryID ?? null, countryName });
  }
  return { cities, problems };
}
