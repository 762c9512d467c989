import type { Property } from '../../../schema/index.js';

// §3 Property fields, grouped as the detail page shows them. Each field says how its value reads.
export type ValueKind = 'count' | 'area' | 'length' | 'year' | 'euro' | 'text' | 'date' | 'flag' | 'kwh' | 'co2' | 'eLevel';

export interface FieldGroup {
  key: 'counts' | 'surfaces' | 'building' | 'energy' | 'comfort' | 'features' | 'legal' | 'costs' | 'viager';
  values: (p: Property) => Record<string, unknown> | null;
  kinds: Record<string, ValueKind>;
}

const all = (kind: ValueKind, keys: string[]) => Object.fromEntries(keys.map((k) => [k, kind])) as Record<string, ValueKind>;

export const FIELD_GROUPS: FieldGroup[] = [
  {
    key: 'counts',
    values: (p) => p.counts,
    kinds: all('count', [
      'bedrooms',
      'bathrooms',
      'showerRooms',
      'toilets',
      'garages',
      'parkings',
      'externalParkings',
      'floors',
      'extraRooms',
      'facades',
    ]),
  },
  {
    key: 'surfaces',
    values: (p) => p.surfaces,
    kinds: {
      ...all('area', ['total', 'living', 'ground', 'terrace', 'garden', 'office', 'store', 'constructed']),
      frontWidth: 'length',
      plotWidth: 'length',
    },
  },
  {
    key: 'building',
    values: (p) => ({
      constructionYear: p.constructionYear,
      renovationYear: p.renovationYear,
      cadastralIncome: p.cadastralIncome,
    }),
    kinds: { constructionYear: 'year', renovationYear: 'year', cadastralIncome: 'euro' },
  },
  {
    key: 'energy',
    values: (p) => ({
      total: p.epc.total,
      co2: p.epc.co2,
      certificate: p.epc.certificate,
      expiryDate: p.epc.expiryDate,
      eLevel: p.epc.eLevel,
    }),
    kinds: { total: 'kwh', co2: 'co2', certificate: 'text', expiryDate: 'date', eLevel: 'eLevel' },
  },
  {
    key: 'comfort',
    values: (p) => p.comfort,
    kinds: all('text', [
      'heating',
      'kitchen',
      'interior',
      'exterior',
      'windowFrame',
      'glazing',
      'roofType',
      'roofMaterial',
      'roofCondition',
    ]),
  },
  {
    key: 'features',
    values: (p) => p.features,
    kinds: all('flag', [
      'gas',
      'water',
      'electricity',
      'drain',
      'lift',
      'cellar',
      'terrace',
      'garden',
      'attic',
      'furnished',
      'garage',
      'parking',
      'pool',
    ]),
  },
  {
    key: 'legal',
    values: (p) => p.legal,
    kinds: {
      ...all('text', [
        'permit',
        'allotmentPermit',
        'preemptiveRights',
        'summons',
        'judicialDecision',
        'areaApplication',
        'planningInfo',
        'floodRisk',
        'asbestosType',
        'electricityCertificate',
        'gasCertificate',
        'groundCertificate',
      ]),
      asbestosDate: 'date',
    },
  },
  {
    key: 'costs',
    values: (p) => p.costs,
    kinds: all('euro', [
      'chargesOwner',
      'chargesRenter',
      'notaryFeeWithVat',
      'notaryFeeWithoutVat',
      'registrationRights',
      'vat',
      'agencyCost',
      'deposit',
      'inventory',
      'constructionCost',
      'realEstateTax',
      'parkingPrice',
      'garagePrice',
      'optionPrice',
      'startPrice',
    ]),
  },
  {
    key: 'viager',
    values: (p) => p.viager,
    kinds: { ageMale: 'count', ageFemale: 'count', monthlyRent: 'euro', indexedRent: 'euro', survivalRent: 'euro' },
  },
];
