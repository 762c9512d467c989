import {
  AMOUNT_MAX,
  AREA_MAX,
  COUNT_MAX,
  euroDigits,
  type Goal,
  MONTHLY_RENT_MAX,
  SALE_PRICE_MAX,
  WIDTH_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from '../../schema/index.js';
import type { RawProperty } from '../feed/omnicasa/raw-property.js';

// Plausibility of the feed's numbers (schema/spec/limits.ts has the bounds and why). A value
// outside its bounds is left out of the record with a "cleaned" line: the property still publishes.

export type Report = (field: string, reason: string) => void;

interface Bound {
  min: number;
  max: number;
  /** How the bounds read in the report, e.g. "0 to 1.000.000 m²". */
  text: string;
}

const between = (min: number, max: number, unit: string): Bound => ({
  min,
  max,
  text: `${euroDigits(min)} to ${euroDigits(max)}${unit}`,
});
const area = between(0, AREA_MAX, ' m²');
const width = between(0, WIDTH_MAX, ' m');
const count = between(0, COUNT_MAX, '');
const euros = between(0, AMOUNT_MAX, ' €');
const year = { min: YEAR_MIN, max: YEAR_MAX, text: `${YEAR_MIN} to ${YEAR_MAX}` };

type NumberField = {
  [K in keyof RawProperty]-?: RawProperty[K] extends number | null | undefined ? K : never;
}[keyof RawProperty];

const BOUNDS: Partial<Record<NumberField, Bound>> = {
  SurfaceTotal: area,
  SurfaceLiving: area,
  SurfaceGround: area,
  SurfaceTerrace: area,
  SurfaceGarden: area,
  SurfaceOffice: area,
  SurfaceStore: area,
  SurfaceConstructed: area,
  FrontWidth: width,
  PlotWidth: width,
  NumberOfBedRooms: count,
  NumberOfBathRooms: count,
  NumberOfShowerRooms: count,
  NumberOfToilets: count,
  NumberOfGarages: count,
  NumberOfParkings: count,
  NumberOfExternalParkings: count,
  NumberOfFloors: count,
  NumberOfExtraRooms: count,
  NumberOfFacades: count,
  ViagerAgeMale: count,
  ViagerAgeFemale: count,
  ConstructionYear: year,
  RenovationYear: year,
  CadastralIncome: euros,
  ChargesOwner: euros,
  ChargesRenter: euros,
  NotaryFeeWithVAT: euros,
  NotaryFeeWithoutVAT: euros,
  RegistrationRights: euros,
  VAT: euros,
  AgencyCost: euros,
  Deposit: euros,
  Inventory: euros,
  ConstructionCost: euros,
  RealEstateTax: euros,
  ParkingPrice: euros,
  GaragePrice: euros,
  OptionPrice: euros,
  StartPrice: euros,
  ViagerMonthlyRent: euros,
  ViagerIndexedRent: euros,
  ViagerSurvivalRent: euros,
};

/** The record with every bounded number outside its bounds set to null, each one reported. */
export function boundNumbers(raw: RawProperty, report: Report): RawProperty {
  const copy: Record<string, unknown> = { ...raw };
  for (const [field, bound] of Object.entries(BOUNDS)) {
    const value = copy[field];
    if (typeof value === 'number' && (value < bound.min || value > bound.max)) {
      report(field, `${value} is outside the plausible range (${bound.text}): left out`);
      copy[field] = null;
    }
  }
  return copy as RawProperty;
}

/**
 * A price the site may show: above 0 and at most SALE_PRICE_MAX for a sale or a takeover (a
 * one-off amount), MONTHLY_RENT_MAX for a rent. Anything else shows "price on request", reported.
 */
export function plausiblePrice(price: number | null | undefined, goal: Goal, report: Report): number | null {
  if (price == null) return null;
  const max = goal === 'rent' ? MONTHLY_RENT_MAX : SALE_PRICE_MAX;
  if (price > 0 && price <= max) return price;
  const what = goal === 'rent' ? 'a monthly rent' : `a ${goal} price`;
  report('Price', `${price} is not a plausible ${what} (above 0, at most € ${euroDigits(max)}): shown as price on request`);
  return null;
}

/** Coordinates on Earth, or null with a report (a typo would put the map pin anywhere). */
export function plausibleLocation(lat: number, lng: number, report: Report): { lat: number; lng: number } | null {
  if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  report('GoogleX', `(${lat}, ${lng}) are not coordinates (latitude −90 to 90, longitude −180 to 180): the map is left out`);
  return null;
}
