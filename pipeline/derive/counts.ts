import { type City, type Property, sectionOfGoal, type TypeCategory } from '../../schema/index.js';

// DESIGN.md (Derivations) Counts: only properties still on the market (status active) count,
// per section: a takeover is listed with the rentals (§3 Goal: any non-zero means rent).

/** What the counts read of a property. */
type Counted = Pick<Property, 'status' | 'goal' | 'typeIds'> & { address: Pick<Property['address'], 'city' | 'zip'> };

const available = (p: Pick<Property, 'status'>) => p.status === 'active';

export function countTypes(types: readonly TypeCategory[], properties: readonly Counted[]): TypeCategory[] {
  return types.map((type) => {
    const listed = properties.filter((p) => available(p) && p.typeIds.includes(type.webId));
    return {
      ...type,
      countSaleProperty: listed.filter((p) => sectionOfGoal(p.goal) === 'sale').length,
      countRentProperty: listed.filter((p) => sectionOfGoal(p.goal) === 'rent').length,
    };
  });
}

export const cityKey = (name: string, zip: string) => `${zip}|${name.toLocaleLowerCase('fr')}`;

/** Every city of the feed's list or of a published property, with its counts. */
export function countCities(cities: readonly City[], properties: readonly Counted[]): City[] {
  const byKey = new Map(cities.map((c) => [cityKey(c.name, c.zip), { ...c, propertyCount: 0, saleCount: 0, rentCount: 0 }]));
  for (const p of properties) {
    const key = cityKey(p.address.city, p.address.zip);
    const city = byKey.get(key);
    if (!city) continue;
    city.propertyCount++;
    if (!available(p)) continue;
    if (sectionOfGoal(p.goal) === 'sale') city.saleCount++;
    else city.rentCount++;
  }
  return [...byKey.values()];
}

/** §2 Home search box: {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
export function countTotals(properties: readonly Pick<Property, 'status' | 'goal'>[]): { forSale: number; forRent: number } {
  const open = properties.filter(available);
  return {
    forSale: open.filter((p) => sectionOfGoal(p.goal) === 'sale').length,
    forRent: open.filter((p) => sectionOfGoal(p.goal) === 'rent').length,
  };
}
