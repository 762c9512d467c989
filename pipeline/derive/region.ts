import { COUNTRY_BELGIUM, POSTCODE_REGIONS, type Region } from '../../schema/index.js';

/** A property with no country is taken as Belgian, as the agency's feed leaves it out for Belgium. */
export const isBelgian = (countryId?: number | null): boolean => countryId == null || countryId === COUNTRY_BELGIUM;

/** §9 Regions by postcode; null outside Belgium or for anything that is not a Belgian postcode. */
export function regionOfPostcode(zip: string | number, countryId?: number | null): Region | null {
  if (!isBelgian(countryId)) return null;
  const text = String(zip).trim();
  if (!/^\d{4}$/.test(text)) return null;
  const code = Number(text);
  return POSTCODE_REGIONS.find((range) => code >= range.from && code <= range.to)?.region ?? null;
}
