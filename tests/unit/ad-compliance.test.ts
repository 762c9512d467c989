import { describe, expect, it } from 'vitest';
import { type AdGap, adGapsOf } from '../../pipeline/derive/ad-compliance.js';
import { AD_RULES, type Property, type Region } from '../../schema/index.js';

// Issue 46, ad compliance: every rule of schema/spec/ad-compliance.ts against a listing that has
// the statement and one that lacks it, each row with the text the rule comes from. A listing lacks
// what its region, section and type call for, nothing else; a listing off the market lacks nothing.

const DAY = '2026-12-04';

/** A listing with every statement of every region filled (the fields adGapsOf reads). */
function complete(region: Region, over: { goal?: Property['goal']; typeId?: number; addressShown?: boolean } = {}): Property {
  return {
    id: 4100001,
    reference: 'VIT-00001',
    status: 'active',
    region,
    goal: over.goal ?? 'sale',
    typeId: over.typeId ?? 1,
    address: { published: over.addressShown ?? true },
    epc: { label: 'b', value: 150, total: 15_000, co2: 30, certificate: '20230101-0001956253-RES-1' },
    legal: {
      permit: 'Vergunning uitgereikt',
      areaApplication: 'Woongebied',
      summons: 'Geen dagvaarding',
      judicialDecision: null,
      preemptiveRights: 'Geen voorkooprecht',
      allotmentPermit: 'Geen verkavelingsvergunning',
      floodRisk: 'P-score A, G-score A',
    },
    costs: { chargesRenter: 75 },
  } as unknown as Property;
}

/** The same listing with one field set to `value` (null: emptied, as the back office leaves it). */
function withField(property: Property, field: string, value: unknown): Property {
  const [group, key] = field.split('.') as [keyof Property, string];
  return { ...property, [group]: { ...(property[group] as object), [key]: value } } as Property;
}
const without = (property: Property, field: string) => withField(property, field, null);

const ruleIds = (gaps: AdGap[]) => gaps.map((gap) => gap.rule);

describe('what an advertisement must state (schema/spec/ad-compliance.ts)', () => {
  it('finds nothing lacking in a complete listing, in any region, for sale or rent', () => {
    for (const region of ['flanders', 'wallonia', 'brussels'] as const)
      for (const goal of ['sale', 'rent'] as const)
        expect(adGapsOf(complete(region, { goal }), DAY), `${region} ${goal}`).toEqual([]);
  });

  it.each(AD_RULES.map((rule) => ({ rule, cite: rule.source.title })))('$rule.id: lacking it is reported ($cite)', ({ rule }) => {
    const listing = complete(rule.region, {
      goal: rule.sections[0],
      typeId: rule.types?.[0] ?? 4,
      addressShown: !rule.whenAddressHidden,
    });
    const lacking = rule.anyOf.reduce(without, listing);
    expect(ruleIds(adGapsOf(lacking, DAY))).toContain(rule.id);
    // One of its fields is enough (Flanders' enforcement: a summons or a judicial decision).
    for (const field of rule.anyOf)
      expect(ruleIds(adGapsOf(withField(lacking, field, 'stated'), DAY)), field).not.toContain(rule.id);
    // A blank text is no statement.
    expect(ruleIds(adGapsOf(withField(lacking, rule.anyOf[0] as string, '  '), DAY))).toContain(rule.id);
    // Before the day it applies from, it is not reported.
    const before = new Date(Date.parse(rule.from) - 86_400_000).toISOString().slice(0, 10);
    expect(ruleIds(adGapsOf(lacking, before))).not.toContain(rule.id);
  });

  const cases: { what: string; listing: Property; rules: string[] }[] = [
    {
      what: 'a Flemish sale without the urban-planning answers nor the flood scores',
      listing: [
        'legal.permit',
        'legal.areaApplication',
        'legal.summons',
        'legal.preemptiveRights',
        'legal.allotmentPermit',
        'legal.floodRisk',
      ].reduce(without, complete('flanders')),
      rules: [
        'flanders-permit',
        'flanders-planning-designation',
        'flanders-enforcement',
        'flanders-pre-emption',
        'flanders-allotment-permit',
        'flanders-flood-scores',
      ],
    },
    {
      what: 'a Flemish rental: the VCRO and flood statements are for sales (and leases over 9 years)',
      listing: ['legal.permit', 'legal.floodRisk'].reduce(without, complete('flanders', { goal: 'rent' })),
      rules: [],
    },
    {
      what: 'a Flemish home without its EPC code: needed only when the address is hidden',
      listing: without(complete('flanders', { addressShown: true }), 'epc.certificate'),
      rules: [],
    },
    {
      what: 'the same with the address hidden',
      listing: without(complete('flanders', { addressShown: false }), 'epc.certificate'),
      rules: ['flanders-epc-code'],
    },
    {
      what: 'Walloon building land without a PEB certificate: none is due for land',
      listing: ['epc.label', 'epc.value', 'epc.total', 'epc.certificate'].reduce(without, complete('wallonia', { typeId: 4 })),
      rules: [],
    },
    {
      what: 'a Brussels rental without class, CO2 nor charges',
      listing: ['epc.label', 'epc.co2', 'costs.chargesRenter'].reduce(without, complete('brussels', { goal: 'rent' })),
      rules: ['brussels-peb-class', 'brussels-peb-co2', 'brussels-rent-charges'],
    },
  ];
  it.each(cases)('$what', ({ listing, rules }) => {
    expect(ruleIds(adGapsOf(listing, DAY)).sort()).toEqual([...rules].sort());
  });

  it('reports nothing for a sold listing, a takeover or a listing abroad', () => {
    const bare = ['epc.label', 'epc.value', 'epc.total', 'epc.certificate'].reduce(without, complete('wallonia'));
    expect(adGapsOf({ ...bare, status: 'sold' }, DAY)).toEqual([]);
    expect(adGapsOf({ ...bare, goal: 'takeover' }, DAY)).toEqual([]);
    expect(adGapsOf({ ...bare, region: null }, DAY)).toEqual([]);
    expect(adGapsOf(bare, DAY)).toHaveLength(4);
  });

  it('holds each rule once, with its source, its day and a text for the staff', () => {
    expect(new Set(AD_RULES.map((rule) => rule.id)).size).toBe(AD_RULES.length);
    for (const rule of AD_RULES) {
      expect(rule.from, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.source.url, rule.id).toMatch(/^https?:\/\//);
      expect(rule.what.length, rule.id).toBeGreaterThan(5);
    }
  });
});
