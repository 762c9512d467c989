import { describe, expect, it } from 'vitest';
import { type ConditionRule, conditionsHold, ruleHolds } from '../../schema/index.js';

const rule = (r: Partial<ConditionRule> & Pick<ConditionRule, 'field' | 'advancedCondition'>): ConditionRule => ({
  logic: 'and',
  ...r,
});
const facts = { language: 'fr', forSaleTotal: 58, forRentTotal: 0, city: 'Écaussinnes', zip: '7190', other: '7190', blank: '  ' };

describe('a condition rule (§3)', () => {
  it.each([
    [rule({ field: 'forSaleTotal', advancedCondition: 'greaterThan', compareWithValue: 0 }), true],
    [rule({ field: 'forRentTotal', advancedCondition: 'greaterThan', compareWithValue: 0 }), false],
    [rule({ field: 'forRentTotal', advancedCondition: 'lessThan', compareWithValue: '1' }), true],
    [rule({ field: 'forSaleTotal', advancedCondition: 'greaterThan', compareWithValue: '9' }), true],
    [rule({ field: 'language', advancedCondition: 'equals', compareWithValue: 'FR' }), true],
    [rule({ field: 'language', advancedCondition: 'notEquals', compareWithValue: 'nl' }), true],
    [rule({ field: 'city', advancedCondition: 'contains', compareWithValue: 'ecauss' }), true],
    [rule({ field: 'city', advancedCondition: 'notContains', compareWithValue: 'mettet' }), true],
    [rule({ field: 'zip', advancedCondition: 'equals', compareWithField: 'other' }), true],
    [rule({ field: 'zip', advancedCondition: 'notEquals', compareWithField: 'forSaleTotal' }), true],
    [rule({ field: 'blank', advancedCondition: 'isEmpty' }), true],
    [rule({ field: 'missing', advancedCondition: 'isEmpty' }), true],
    [rule({ field: 'city', advancedCondition: 'isNotEmpty' }), true],
    [rule({ field: 'missing', advancedCondition: 'greaterThan', compareWithValue: 0 }), false],
    [rule({ field: 'missing', advancedCondition: 'lessThan', compareWithValue: 0 }), false],
  ])('%o holds: %s', (r, expected) => {
    expect(ruleHolds(r, facts)).toBe(expected);
  });

  it('compares numbers as numbers, not as text ("9" < "58")', () => {
    expect(ruleHolds(rule({ field: 'forSaleTotal', advancedCondition: 'lessThan', compareWithValue: '9' }), facts)).toBe(false);
  });
});

describe('condition rules together', () => {
  const yes = rule({ field: 'language', advancedCondition: 'equals', compareWithValue: 'fr' });
  const no = rule({ field: 'language', advancedCondition: 'equals', compareWithValue: 'nl' });
  it('show the item when there are none', () => {
    expect(conditionsHold([], facts)).toBe(true);
  });
  it('join each rule to the result before it by its logic, left to right', () => {
    expect(conditionsHold([yes, { ...no, logic: 'and' }], facts)).toBe(false);
    expect(conditionsHold([no, { ...yes, logic: 'or' }], facts)).toBe(true);
    // (no or yes) and no: left to right, no precedence.
    expect(conditionsHold([no, { ...yes, logic: 'or' }, { ...no, logic: 'and' }], facts)).toBe(false);
    // The first rule's logic is not used.
    expect(conditionsHold([{ ...no, logic: 'or' }], facts)).toBe(false);
  });
});
