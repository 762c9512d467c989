import { searchNameOf } from '../../pipeline/derive/slug.js';
import { type AlertCriteria, type Goal, sectionOfGoal } from '../../schema/index.js';

// Whether a published property is what an alert looks for. Pure. Every criterion left out matches
// everything; a fact the property does not give (bedrooms, living area) fails a criterion that asks
// for it: an alert promises what it names.

/** The facts of a published property (schema/property.ts) that the criteria look at. */
export interface MatchableProperty {
  goal: Goal;
  typeIds: readonly number[];
  address: { city: string; zip: string; citySlug?: string };
  price: { amount: number | null; published: boolean };
  counts: { bedrooms: number | null };
  surfaces: { living: number | null };
}

/** §3's SearchName (case and accents ignored), hyphens and apostrophes too: "Mont-sur-Marchienne" is "mont sur marchienne". */
export const foldName = (text: string) =>
  searchNameOf(text)
    .replace(/[\s\-'’.]+/g, ' ')
    .trim();

const POSTCODE = /\b\d{4}\b/;

interface Zone {
  postcode?: string;
  name?: string;
}

/** A zone as the visitor chose it: a postcode ("6000", "Charleroi (6000)") or a city name. */
function zoneOf(zone: string): Zone {
  const postcode = POSTCODE.exec(zone)?.[0];
  return postcode ? { postcode } : { name: foldName(zone) };
}

const foldedCities = new WeakMap<object, string[]>();
function citiesOf(address: MatchableProperty['address']): string[] {
  let names = foldedCities.get(address);
  if (!names) {
    names = [foldName(address.city), ...(address.citySlug ? [foldName(address.citySlug)] : [])];
    foldedCities.set(address, names);
  }
  return names;
}

/** The criteria made into a test, once per alert (a send tests many properties against each). */
export function compileCriteria(criteria: AlertCriteria): (property: MatchableProperty) => boolean {
  const section = criteria.goal === 'buy' ? 'sale' : 'rent';
  const types = new Set(criteria.propertyTypes);
  const zones = criteria.zones.map(zoneOf);
  const budgeted = criteria.budgetMin !== undefined || criteria.budgetMax !== undefined;
  return (property) => {
    if (sectionOfGoal(property.goal) !== section) return false;
    if (types.size > 0 && !property.typeIds.some((id) => types.has(id))) return false;
    if (zones.length > 0) {
      const cities = citiesOf(property.address);
      const inZone = zones.some((zone) =>
        zone.postcode ? zone.postcode === property.address.zip.trim() : cities.includes(zone.name ?? ''),
      );
      if (!inZone) return false;
    }
    if (budgeted) {
      // A price on request cannot be said to fit a budget.
      const amount = property.price.published ? property.price.amount : null;
      if (amount === null) return false;
      if (criteria.budgetMin !== undefined && amount < criteria.budgetMin) return false;
      if (criteria.budgetMax !== undefined && amount > criteria.budgetMax) return false;
    }
    if (criteria.bedrooms !== undefined && criteria.bedrooms > 0 && (property.counts.bedrooms ?? -1) < criteria.bedrooms)
      return false;
    if (criteria.minArea !== undefined && criteria.minArea > 0 && (property.surfaces.living ?? -1) < criteria.minArea)
      return false;
    return true;
  };
}

/** Whether the property is what the criteria look for (goal, types, zones, budget, bedrooms, living area). */
export const matchesAlert = (criteria: AlertCriteria, property: MatchableProperty): boolean =>
  compileCriteria(criteria)(property);
