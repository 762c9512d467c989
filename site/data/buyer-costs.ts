import { calendarDay } from '../../pipeline/derive/calendar-day.js';
import { AGENCY_TIME_ZONE, LAND_TYPE, OWN_HOME_TYPES, type Property, type Region } from '../../schema/index.js';
import { rulesSince } from '../costs/buyer-costs.js';
import { loadManifest } from './load.js';

/** What a sale page's cost estimate is made from (site/components/property/BuyerCosts.tsx). */
export interface BuyerCostsCase {
  price: number;
  region: Region;
  /** Sold with VAT: the agency gave the VAT amount in the back office. */
  newBuild: boolean;
  /** A house, apartment or studio: the buyer's own home can qualify for the lower duties. */
  canBeOwnHome: boolean;
  /** Building land: the region's relief for land to build one's home on applies, where there is one. */
  land: boolean;
  /**
   * The day the rules it uses took effect (site/costs/buyer-costs.ts rulesSince): those in force on the
   * day the data was published. The page states it and its script picks the same rules with it.
   */
  rulesDay: string;
}

/** The calendar day (YYYY-MM-DD) of an ISO time in the agency's time zone. */
export const agencyDayOf = (at: string): string => calendarDay(new Date(at), AGENCY_TIME_ZONE);

/** The day the generated data was published, in the agency's time zone: the rules of that day estimate the costs. */
export const dataDay = (): string => agencyDayOf(loadManifest().generatedAt);

/**
 * A sale on the market, with a published price, in a Belgian region: the case of its estimate, by the
 * rules in force on `day` (dataDay). Null for any other listing (a rental, a sold one, a price on
 * request, a property abroad) and where no rules were in force yet.
 */
export function buyerCostsCaseOf(property: Property, day: string): BuyerCostsCase | null {
  const { price, region, status, goal, costs, typeId } = property;
  // A takeover (a business's lease and goodwill) is not a property's purchase.
  if (goal !== 'sale' || status !== 'active') return null;
  if (!price.published || price.amount === null || price.amount <= 0 || region === null) return null;
  const since = rulesSince(region, day);
  if (since === undefined) return null;
  return {
    price: price.amount,
    region,
    newBuild: (costs.vat ?? 0) > 0,
    canBeOwnHome: OWN_HOME_TYPES.includes(typeId) || typeId === LAND_TYPE,
    land: typeId === LAND_TYPE,
    rulesDay: since,
  };
}
