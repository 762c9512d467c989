import type { Region } from './regions.js';

// Issue 46, buyer's costs: what a buyer pays on top of a sale price, by the rules of the property's
// region. Each rule is data with the text it comes from and the day it applies from; a rule that
// changes gets a new entry (the old one stays, for a page built from older data). Where a figure is
// an estimate rather than law, it says so (docs/staff-guide.md, "Buyer's costs").
// Free of zod: the property page's cost calculator (site/client/buyer-costs.ts) uses it as well.

/** Where a rule is written. */
export interface RuleSource {
  title: string;
  url: string;
}

/**
 * A rule in force from a day on (YYYY-MM-DD), until a later entry of the same list replaces it; without
 * `from`, a rule older than the rest of its list (long-standing: no start day is shown).
 */
export interface Dated {
  from?: string;
  source: RuleSource;
}

/** A lower tax for the buyer's sole own home: a rate, a part of the price exempt, a reduction, each up to a price. */
export interface OwnHomeRelief {
  rate: number;
  /** The first part of the price is exempt when the price is at most `priceCap` (Brussels). */
  exemption?: { amount: number; priceCap: number };
  /** An amount off the duties when the price is at most `priceCap` (Flanders' modest home). */
  reduction?: { amount: number; priceCap: number };
}

/** Rates are fractions: 0.125 is 12.5 %. */
export interface RegistrationDuties extends Dated {
  /** Any purchase that qualifies for nothing lower. */
  standard: number;
  /** A home bought as the buyer's sole own home ("habitation propre et unique", "enige eigen woning"). */
  ownHome: OwnHomeRelief;
  /** Building land bought to build that home on, where the region gives it relief; null where it does not. */
  ownHomeLand: OwnHomeRelief | null;
}

// Researched in December 2026 from the regions' and the notaries' pages (docs/staff-guide.md names what is
// uncertain): Flanders' modest-home reduction rests on one source, and its higher price limit in the
// core cities and around Brussels (€ 240,000) is not applied; the estimate is then a little high there.
export const REGISTRATION_DUTIES: Record<Region, readonly RegistrationDuties[]> = {
  flanders: [
    {
      from: '2025-01-01',
      standard: 0.12,
      ownHome: { rate: 0.02, reduction: { amount: 1_867, priceCap: 220_000 } },
      ownHomeLand: null,
      source: {
        title: 'Vlaamse Codex Fiscaliteit, art. 2.9.4.2.11 (programmadecreet bij de begroting 2025)',
        url: 'https://www.vlaanderen.be/vlaamse-belastingdienst/sp18044',
      },
    },
  ],
  wallonia: [
    {
      from: '2025-01-01',
      standard: 0.125,
      ownHome: { rate: 0.03 },
      ownHomeLand: { rate: 0.03 },
      source: {
        title: "Code des droits d'enregistrement, art. 44 et 53 (décret wallon du 5 décembre 2024)",
        url: 'https://finances.belgium.be/fr/particuliers/habitation/acheter-vendre/droits-enregistrement/wallonie',
      },
    },
  ],
  brussels: [
    {
      from: '2023-04-01',
      standard: 0.125,
      ownHome: { rate: 0.125, exemption: { amount: 200_000, priceCap: 600_000 } },
      ownHomeLand: { rate: 0.125, exemption: { amount: 100_000, priceCap: 300_000 } },
      source: {
        title: "Code des droits d'enregistrement, art. 46bis (ordonnance bruxelloise de 2022)",
        url: 'https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement',
      },
    },
  ],
};

/** A new building sold with VAT: VAT on the price instead of registration duties (building and land together). */
export const NEW_BUILD_VAT: readonly (Dated & { rate: number })[] = [
  {
    from: '1992-01-01',
    rate: 0.21,
    source: {
      title: 'Code de la TVA, art. 1 § 9 et 44 § 3 1°',
      url: 'https://finances.belgium.be/fr/particuliers/habitation/tva',
    },
  },
];

/** A degressive scale: each band's rate applies to the part of the amount between the band before and `upTo`. */
export interface ScaleBand {
  /** The band's upper bound (euros), or null for the last. */
  upTo: number | null;
  rate: number;
}

/**
 * The notary's fee on a sale deed: the legal sliding scale (J) on the price. Since 1 January 2023 a
 * lower scale (J bis) applies to a buyer's sole own home; its figures were not found in a source we
 * could check, so the estimate uses J for every sale and is a little high for an own home (said in
 * docs/staff-guide.md). The fee on a mortgage deed is not estimated, for the same reason.
 */
export interface NotaryScale extends Dated {
  sale: readonly ScaleBand[];
  /** VAT on the fee and on the notary's costs. */
  vat: number;
}

export const NOTARY_SCALES: readonly NotaryScale[] = [
  {
    from: '2012-01-01',
    sale: [
      { upTo: 7_500, rate: 0.0456 },
      { upTo: 17_500, rate: 0.0285 },
      { upTo: 30_000, rate: 0.0228 },
      { upTo: 45_495, rate: 0.0171 },
      { upTo: 64_095, rate: 0.0114 },
      { upTo: 250_095, rate: 0.0057 },
      { upTo: null, rate: 0.00057 },
    ],
    vat: 0.21,
    source: {
      title: 'Arrêté royal du 16 décembre 1950 portant le tarif des honoraires des notaires, annexe, barème J',
      url: 'https://www.notaire.be/actualites/le-prix-dun-bien-immobilier-influence-t-il-les-honoraires-du-notaire',
    },
  },
];

/** What a deed costs besides the fee (per deed): a duty fixed by law, the notary's flat file fee, and payments to others (an estimate). */
export interface DeedCosts extends Dated {
  /** Droit d'écriture / recht op geschriften. */
  writingDuty: number;
  /** The notary's flat file fee, before VAT: a sale deed's, and a mortgage deed's passed with it. */
  saleFileFee: number;
  creditFileFee: number;
  /** What the notary pays others for the file (searches, extracts, the registry): an estimate. */
  saleOutlays: number;
  creditOutlays: number;
}

export const DEED_COSTS: readonly DeedCosts[] = [
  {
    from: '2023-01-01',
    writingDuty: 100,
    saleFileFee: 750,
    creditFileFee: 550,
    saleOutlays: 640,
    creditOutlays: 40,
    source: {
      title: 'Code des droits et taxes divers, art. 3 (droit d’écriture); forfaits des notaires depuis le 1er janvier 2023',
      url: 'https://notaris.be/wonen/kosten-verbonden-aan-de-aankoop/kosten-verbonden-aan-het-hypothecair-krediet',
    },
  },
];

/** The taxes on a mortgage: both on the registered amount, the loan plus the accessories the deed adds to it. */
export interface MortgageTaxes extends Dated {
  /** Registration duty on the registered amount. */
  registration: number;
  /** The mortgage registry's duty (droit d'hypothèque / hypotheekrecht) on the registered amount. */
  mortgageRight: number;
  /** The accessories as a share of the loan (interest and costs the mortgage also secures): banks add 5 to 10 %. */
  accessories: number;
}

/** The same rates in the three regions; the two that apply the federal code share its text. */
const MORTGAGE_RATES = { registration: 0.01, mortgageRight: 0.003, accessories: 0.1 } as const;
const MORTGAGE_BY_THE_CODE: MortgageTaxes = {
  ...MORTGAGE_RATES,
  source: {
    title: "Code des droits d'enregistrement, art. 87; Code des droits d'hypothèque",
    url: 'https://notaris.be/wonen/kosten-verbonden-aan-de-aankoop/kosten-verbonden-aan-het-hypothecair-krediet',
  },
};

export const MORTGAGE_TAXES: Record<Region, readonly MortgageTaxes[]> = {
  flanders: [
    {
      ...MORTGAGE_RATES,
      source: {
        title: 'Vlaamse Codex Fiscaliteit (recht op hypotheekvestiging); Code des droits d’hypothèque (droit d’hypothèque)',
        url: 'https://www.vlaanderen.be/recht-op-hypotheekvestiging',
      },
    },
  ],
  wallonia: [MORTGAGE_BY_THE_CODE],
  brussels: [MORTGAGE_BY_THE_CODE],
};

/** The latest entry of `rules` in force on `day` (YYYY-MM-DD), or undefined before the first. */
export function inForce<T extends Dated>(rules: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const rule of rules) {
    const from = rule.from ?? '';
    if (from <= day && (!found || from >= (found.from ?? ''))) found = rule;
  }
  return found;
}

/** The property types whose purchase can be the buyer's own home (§3 WebID: house, apartment, studio), and building land. */
export const OWN_HOME_TYPES: readonly number[] = [1, 2, 3];
export const LAND_TYPE = 4;

/** The loan terms the calculator offers, in years, and the one it starts with. */
export const LOAN_YEARS = [10, 15, 20, 25, 30] as const;
export const DEFAULT_LOAN_YEARS = 25;
