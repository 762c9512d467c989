import { describe, expect, it } from 'vitest';
import { inForce, NOTARY_SCALES, REGISTRATION_DUTIES } from '../../schema/spec/buyer-costs.js';
import type { Region } from '../../schema/spec/regions.js';
import { costRulesOn, estimateCosts, monthlyPayment, onScale, purchaseTaxOf, rulesSince } from '../../site/costs/buyer-costs.js';
import { costRowAmounts, rateText } from '../../site/costs/cost-rows.js';

// Issue 46, buyer's costs: each rule against the worked examples that the regions, the notaries or
// the press published, each row with its source. Where a figure is only the rule applied (no
// published example was found), the row says "computed".

const DAY = '2026-12-04';
const rules = (region: Region) => {
  const found = costRulesOn(region, DAY);
  if (!found) throw new Error(`no rules for ${region} on ${DAY}`);
  return found;
};
const home = { newBuild: false, land: false };

describe('registration duties by region (schema/spec/buyer-costs.ts)', () => {
  const cases: { region: Region; price: number; ownHome: boolean; land?: boolean; duties: number; source: string }[] = [
    // Wallonia: 3 % for the habitation propre et unique since 1 January 2025, 12.5 % otherwise.
    { region: 'wallonia', price: 300_000, ownHome: true, duties: 9_000, source: 'bonten.com, comptateam.be (2025)' },
    { region: 'wallonia', price: 250_000, ownHome: true, duties: 7_500, source: 'livios.be/fr/article/100255' },
    { region: 'wallonia', price: 250_000, ownHome: false, duties: 31_250, source: 'livios.be/fr/article/100255' },
    { region: 'wallonia', price: 300_000, ownHome: false, duties: 37_500, source: 'bonten.com (2025)' },
    {
      region: 'wallonia',
      price: 80_000,
      ownHome: true,
      land: true,
      duties: 2_400,
      source: 'computed: 3 % for land of the own home (notaire.be)',
    },
    // Flanders: 2 % for the enige eigen woning since 1 January 2025, 12 % otherwise (land too).
    { region: 'flanders', price: 300_000, ownHome: false, duties: 36_000, source: 'demorgen.be (12 %, 2021 reform)' },
    { region: 'flanders', price: 300_000, ownHome: true, duties: 6_000, source: 'computed: 2 % (livios.be/nl/artikel/100448)' },
    { region: 'flanders', price: 250_000, ownHome: true, duties: 5_000, source: 'computed: above the modest-home limit' },
    {
      region: 'flanders',
      price: 200_000,
      ownHome: true,
      duties: 2_133,
      source: 'century21.be (2025): 2 % less the € 1,867 of a modest home ≤ € 220,000',
    },
    { region: 'flanders', price: 100_000, ownHome: true, land: true, duties: 12_000, source: 'dvv.be: 12 % for building land' },
    // Brussels: 12.5 %; the first € 200,000 exempt for an own home of at most € 600,000 (art. 46bis).
    { region: 'brussels', price: 200_000, ownHome: true, duties: 0, source: 'be.brussels (réduction des droits)' },
    { region: 'brussels', price: 400_000, ownHome: true, duties: 25_000, source: 'dhnet.be (2022-09-15)' },
    { region: 'brussels', price: 350_000, ownHome: true, duties: 18_750, source: 'livios.be (2022)' },
    { region: 'brussels', price: 600_000, ownHome: true, duties: 50_000, source: 'computed: at the price limit' },
    { region: 'brussels', price: 600_001, ownHome: true, duties: 75_000.13, source: 'computed: above the limit, no abatement' },
    { region: 'brussels', price: 400_000, ownHome: false, duties: 50_000, source: 'computed: 12.5 %' },
    {
      region: 'brussels',
      price: 250_000,
      ownHome: true,
      land: true,
      duties: 18_750,
      source: 'computed: € 100,000 exempt for land ≤ € 300,000',
    },
  ];
  it.each(cases)('$region, € $price, own home $ownHome, land $land: € $duties ($source)', (c) => {
    const tax = purchaseTaxOf({ ...home, ...c, land: c.land ?? false }, rules(c.region));
    expect(tax.kind).toBe('registration');
    expect(tax.amount).toBe(c.duties);
  });

  it('a new build sold with VAT pays 21 % VAT instead, own home or not (finances.belgium.be)', () => {
    for (const ownHome of [true, false]) {
      const tax = purchaseTaxOf({ price: 300_000, newBuild: true, ownHome, land: false }, rules('wallonia'));
      expect(tax).toMatchObject({ kind: 'vat', rate: 0.21, amount: 63_000 });
    }
  });
});

describe("the notary's fee on a sale (barème J of the Royal Decree of 16 December 1950)", () => {
  const scale = NOTARY_SCALES[0]?.sale ?? [];
  const cases = [
    { price: 65_000, fee: 1_394.16, source: '3270notaris.be' },
    { price: 100_000, fee: 1_593.66, source: 'plusmagazine.levif.be' },
    { price: 150_000, fee: 1_878.66, source: 'immodelaet.be' },
    { price: 200_000, fee: 2_163.66, source: 'plusmagazine.levif.be' },
    { price: 250_000, fee: 2_448.66, source: 'plusmagazine.levif.be' },
    { price: 300_000, fee: 2_477.65, source: 'plusmagazine.levif.be' },
  ];
  it.each(cases)('€ $price: € $fee before VAT ($source)', ({ price, fee }) => {
    expect(onScale(price, scale)).toBe(fee);
  });

  it('adds 21 % VAT to the fee in the estimate', () => {
    const e = estimateCosts({ ...home, price: 250_000, ownHome: true, loan: 0, yearlyRate: null, years: 25 }, rules('wallonia'));
    expect(e.notaryFee).toBe(Math.round(2_448.66 * 1.21 * 100) / 100);
  });
});

describe('a mortgage and its monthly payment', () => {
  it('taxes 1 % registration and 0.3 % mortgage duty on the loan with 10 % accessories (recordbank: € 2,200 on € 200,000)', () => {
    const e = estimateCosts(
      { ...home, price: 250_000, ownHome: true, loan: 200_000, yearlyRate: null, years: 25 },
      rules('flanders'),
    );
    expect(e.mortgage?.taxes).toBe(2_200 + 660);
    // No rate given: no monthly payment, but the loan's costs count in the total.
    expect(e.monthly).toBeNull();
    expect(e.total).toBeCloseTo(e.purchaseTax.amount + e.notaryFee + e.deedCosts + (e.mortgage?.total ?? 0), 2);
  });

  it('repays in equal months at the month rate equivalent to the yearly rate', () => {
    // 1.03^(1/12) − 1 a month over 300 months: 200,000 · r / (1 − 1.03^−25) = € 944.22 (computed).
    expect(monthlyPayment(200_000, 0.03, 25)).toBe(944.22);
    // Without interest, the loan in equal parts.
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
    // The sum of the payments repays more than the loan at any positive rate.
    expect(monthlyPayment(100_000, 0.04, 20) * 240).toBeGreaterThan(100_000);
  });
});

describe('the rules in force on a day', () => {
  it('takes the latest entry from before the day, and none before the first', () => {
    expect(inForce(REGISTRATION_DUTIES.brussels, '2023-03-31')).toBeUndefined();
    expect(inForce(REGISTRATION_DUTIES.brussels, '2023-04-01')?.from).toBe('2023-04-01');
    const versions = [
      { from: '2020-01-01', source: { title: 'a', url: 'https://a.example' } },
      { from: '2025-01-01', source: { title: 'b', url: 'https://b.example' } },
    ];
    expect(inForce(versions, '2024-12-31')?.source.title).toBe('a');
    expect(inForce(versions, '2025-01-01')?.source.title).toBe('b');
    expect(costRulesOn('flanders', '2024-06-01')).toBeUndefined();
  });

  it('keys a page on the day its rules took effect: the same rules, and the same key from one day to the next', () => {
    for (const region of ['flanders', 'wallonia', 'brussels'] as const) {
      const since = rulesSince(region, DAY);
      expect(since, region).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(costRulesOn(region, since as string)).toEqual({ ...costRulesOn(region, DAY), day: since });
      expect(rulesSince(region, '2026-12-05')).toBe(since);
    }
    expect(rulesSince('flanders', '2024-06-01')).toBeUndefined();
  });
});

describe("the table's lines", () => {
  it('shows registration or VAT, never both, and the loan lines only with a loan', () => {
    const r = rules('brussels');
    const sale = costRowAmounts(
      400_000,
      estimateCosts({ ...home, price: 400_000, ownHome: true, loan: 0, yearlyRate: null, years: 25 }, r),
    );
    expect(sale.registration).toBe(25_000);
    expect(sale.vat).toBeNull();
    expect(sale.mortgageTaxes).toBeNull();
    expect(sale.priceAndCosts).toBe(400_000 + (sale.total ?? 0));
    const newBuild = costRowAmounts(
      400_000,
      estimateCosts(
        { price: 400_000, newBuild: true, land: false, ownHome: false, loan: 300_000, yearlyRate: 0.03, years: 20 },
        r,
      ),
    );
    expect(newBuild.registration).toBeNull();
    expect(newBuild.vat).toBe(84_000);
    expect(newBuild.mortgageTaxes).toBe(Math.round(330_000 * 0.013 * 100) / 100);
    expect(newBuild.monthly).toBe(monthlyPayment(300_000, 0.03, 20));
  });

  it('writes rates as each language does', () => {
    expect(rateText(0.125, 'fr')).toMatch(/^12,5\s%$/);
    expect(rateText(0.125, 'nl')).toBe('12,5%');
    // Belgian English (en-BE), as the site writes its other figures: a decimal comma.
    expect(rateText(0.125, 'en')).toBe('12,5%');
    expect(rateText(0.02, 'de')).toMatch(/^2\s%$/);
  });
});
