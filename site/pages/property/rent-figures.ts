import {
  PEOPLE_PER_BEDROOM,
  type Property,
  RENT_DEPOSIT_MONTHS,
  RENT_INCOME_MULTIPLE,
  TENANT_INVENTORY_SHARE,
} from '../../../schema/index.js';

/** The figures of §5's four rent confirmations, from the rental's own fields. */
export interface RentFigures {
  /** Monthly net income the tenants prove. */
  minimumIncome: number;
  /** Most people living there, or null when the bedrooms are not known. */
  maximumPeople: number | null;
  /** Due at signing: first month's rent and charges, the tenant's share of the inventory, the deposit. */
  dueAtSigning: { rent: number; charges: number; inventory: number; deposit: number; total: number };
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Null when the rent is not published: the confirmations then have no figure to give. */
export function rentFigures(property: Pick<Property, 'price' | 'counts' | 'costs'>): RentFigures | null {
  const rent = property.price.published ? property.price.amount : null;
  if (rent === null || rent <= 0) return null;
  const bedrooms = property.counts.bedrooms;
  const charges = property.costs.chargesRenter ?? 0;
  const inventory = cents((property.costs.inventory ?? 0) * TENANT_INVENTORY_SHARE);
  const deposit = rent * RENT_DEPOSIT_MONTHS;
  return {
    minimumIncome: rent * RENT_INCOME_MULTIPLE,
    maximumPeople: bedrooms === null ? null : Math.max(1, bedrooms) * PEOPLE_PER_BEDROOM,
    dueAtSigning: { rent, charges, inventory, deposit, total: cents(rent + charges + inventory + deposit) },
  };
}
