import {
  type Dated,
  DEED_COSTS,
  type DeedCosts,
  inForce,
  MORTGAGE_TAXES,
  type MortgageTaxes,
  NEW_BUILD_VAT,
  NOTARY_SCALES,
  type NotaryScale,
  type OwnHomeRelief,
  REGISTRATION_DUTIES,
  type RegistrationDuties,
  type ScaleBand,
} from '../../schema/spec/buyer-costs.js';
import type { Region } from '../../schema/spec/regions.js';

// Issue 46: the estimate of what a buyer pays on top of a sale price (pure). The property page
// renders it for the usual case (site/components/property/BuyerCosts.tsx) and its script recomputes
// it as the visitor changes the case (site/client/buyer-costs.ts): one function for both.

/** The rules of one region in force on one day (schema/spec/buyer-costs.ts). */
export interface CostRules {
  day: string;
  duties: RegistrationDuties;
  vat: Dated & { rate: number };
  notary: NotaryScale;
  deed: DeedCosts;
  mortgage: MortgageTaxes;
}

/** The rules for `region` on `day` (YYYY-MM-DD), or undefined when one of them has no entry in force yet. */
export function costRulesOn(region: Region, day: string): CostRules | undefined {
  const duties = inForce(REGISTRATION_DUTIES[region], day);
  const vat = inForce(NEW_BUILD_VAT, day);
  const notary = inForce(NOTARY_SCALES, day);
  const deed = inForce(DEED_COSTS, day);
  const mortgage = inForce(MORTGAGE_TAXES[region], day);
  if (!duties || !vat || !notary || !deed || !mortgage) return undefined;
  return { day, duties, vat, notary, deed, mortgage };
}

/**
 * The day the newest of the rules in force on `day` took effect: the same rules are in force on it,
 * so a page keyed on it changes only when a rule does (not every day). Undefined where no rules are.
 */
export function rulesSince(region: Region, day: string): string | undefined {
  const rules = costRulesOn(region, day);
  if (!rules) return undefined;
  const { duties, vat, notary, deed, mortgage } = rules;
  // Days as YYYY-MM-DD sort as text; a long-standing rule (no day) sorts first.
  return [duties, vat, notary, deed, mortgage]
    .map((rule) => rule.from ?? '')
    .sort()
    .at(-1);
}

/** The purchase whose costs are estimated. */
export interface CostCase {
  price: number;
  /** A new building sold with VAT: VAT instead of registration duties. */
  newBuild: boolean;
  /** The buyer's sole own home (only for a property that can be one): for building land, the land to build it on. */
  ownHome: boolean;
  /** Building land rather than a home: its own-home relief is the region's for land (none in Flanders). */
  land: boolean;
  /** The mortgage loan, 0 for none. */
  loan: number;
  /** The loan's yearly rate as a fraction (0.03), or null when not given: then no monthly payment. */
  yearlyRate: number | null;
  years: number;
}

export interface PurchaseTax {
  kind: 'registration' | 'vat';
  rate: number;
  /** The part of the price exempt (the Brussels abatement), 0 otherwise. */
  exempt: number;
  /** The amount taken off the duties (Flanders' modest home), 0 otherwise. */
  reduction: number;
  amount: number;
}

export interface MortgageCosts {
  /** Registration duty and the registry's duty, on the loan with its accessories. */
  taxes: number;
  /** The writing duty, the notary's file fee with VAT and the outlays of the credit deed (not the notary's fee: schema/spec/buyer-costs.ts). */
  deedCosts: number;
  total: number;
}

export interface CostEstimate {
  purchaseTax: PurchaseTax;
  /** The notary's fee on the sale deed, with VAT. */
  notaryFee: number;
  /** The writing duty, the notary's file fee with VAT and the outlays (an estimate) of the sale deed. */
  deedCosts: number;
  mortgage: MortgageCosts | null;
  /** Everything on top of the price. */
  total: number;
  /** The loan's monthly payment, when a loan and a rate are given. */
  monthly: number | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A degressive scale applied to `amount`: each band's rate on the part of it that falls in the band. */
export function onScale(amount: number, bands: readonly ScaleBand[]): number {
  let fee = 0;
  let from = 0;
  for (const { upTo, rate } of bands) {
    const top = upTo === null ? amount : Math.min(amount, upTo);
    if (top > from) fee += (top - from) * rate;
    if (upTo === null || amount <= upTo) break;
    from = upTo;
  }
  return cents(fee);
}

/** The relief the case qualifies for, if any: the buyer's own home, on a property (or land) that the region relieves. */
export function reliefOf(c: Pick<CostCase, 'ownHome' | 'land'>, duties: RegistrationDuties): OwnHomeRelief | null {
  if (!c.ownHome) return null;
  return c.land ? duties.ownHomeLand : duties.ownHome;
}

/** The purchase's tax: VAT on a new build, else registration duties with the own-home relief the case qualifies for. */
export function purchaseTaxOf(c: Pick<CostCase, 'price' | 'newBuild' | 'ownHome' | 'land'>, rules: CostRules): PurchaseTax {
  if (c.newBuild) return { kind: 'vat', rate: rules.vat.rate, exempt: 0, reduction: 0, amount: cents(c.price * rules.vat.rate) };
  const relief = reliefOf(c, rules.duties);
  const rate = relief?.rate ?? rules.duties.standard;
  const { exemption, reduction } = relief ?? {};
  const exempt = exemption && c.price <= exemption.priceCap ? Math.min(c.price, exemption.amount) : 0;
  const duties = (c.price - exempt) * rate;
  const off = reduction && c.price <= reduction.priceCap ? Math.min(duties, reduction.amount) : 0;
  return { kind: 'registration', rate, exempt, reduction: off, amount: cents(duties - off) };
}

/**
 * The monthly payment of a loan repaid in equal months. A Belgian mortgage offer states a yearly
 * rate; its month's rate is the equivalent one, (1 + rate)^(1/12) − 1, not a twelfth of it.
 */
export function monthlyPayment(loan: number, yearlyRate: number, years: number): number {
  const months = years * 12;
  const monthly = (1 + yearlyRate) ** (1 / 12) - 1;
  if (monthly === 0) return cents(loan / months);
  return cents((loan * monthly) / (1 - (1 + monthly) ** -months));
}

function mortgageCostsOf(loan: number, rules: CostRules): MortgageCosts {
  const { registration, mortgageRight, accessories } = rules.mortgage;
  const registered = loan * (1 + accessories);
  const taxes = cents(registered * (registration + mortgageRight));
  const { writingDuty, creditFileFee, creditOutlays } = rules.deed;
  const deedCosts = cents(writingDuty + creditFileFee * (1 + rules.notary.vat) + creditOutlays);
  return { taxes, deedCosts, total: cents(taxes + deedCosts) };
}

/** What the case costs on top of its price, by `rules` (costRulesOn). */
export function estimateCosts(c: CostCase, rules: CostRules): CostEstimate {
  const purchaseTax = purchaseTaxOf(c, rules);
  const notaryFee = cents(onScale(c.price, rules.notary.sale) * (1 + rules.notary.vat));
  const { writingDuty, saleFileFee, saleOutlays } = rules.deed;
  const deedCosts = cents(writingDuty + saleFileFee * (1 + rules.notary.vat) + saleOutlays);
  const mortgage = c.loan > 0 ? mortgageCostsOf(c.loan, rules) : null;
  const total = cents(purchaseTax.amount + notaryFee + deedCosts + (mortgage?.total ?? 0));
  const monthly = c.loan > 0 && c.yearlyRate !== null && c.years > 0 ? monthlyPayment(c.loan, c.yearlyRate, c.years) : null;
  return { purchaseTax, notaryFee, deedCosts, mortgage, total, monthly };
}
