// §9 Regions by postcode. Ranges are inclusive on both ends.
export const REGIONS = ['brussels', 'flanders', 'wallonia'] as const;
export type Region = (typeof REGIONS)[number];

export const POSTCODE_REGIONS: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
];

// §9 Countries: id 10 is Belgium; 50 is Luxembourg (it has its own energy label images).
export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

/** The time zone of a Belgian agency: its calendar days and the hour of the sync's daily full read. */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';
