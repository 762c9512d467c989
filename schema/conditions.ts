import { foldText } from './search-options.js';

// §3 Condition rule (field, logic, advancedCondition, compareWithField, compareWithValue): decides
// whether a page module or a form field shows. Zod-free, so the browser's forms can use it too.
//
// What we chose (the spec names the parts only):
// - `field` names a value of the context: a fact of the built site for a module (MODULE_CONDITION_FIELDS),
//   another field of the form for a form field.
// - `advancedCondition` is the comparison; the other side is `compareWithValue` (a literal) or
//   `compareWithField` (another value of the same context). isEmpty / isNotEmpty need neither.
// - Numbers compare as numbers when both sides read as numbers; otherwise as text, ignoring case and
//   accents (as the search does). An absent value is empty.
// - `logic` ('and' | 'or') joins a rule to the result of the rules before it, left to right, without
//   precedence; the first rule's logic is not used. No rules: the item shows.

export const CONDITION_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'greaterThan',
  'lessThan',
  'isEmpty',
  'isNotEmpty',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface ConditionRule {
  field: string;
  logic: 'and' | 'or';
  advancedCondition: ConditionOperator;
  compareWithField?: string;
  compareWithValue?: string | number | boolean;
}

type Value = string | number | boolean | null | undefined;
export type ConditionContext = Readonly<Record<string, Value>>;

const isEmpty = (v: Value) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const asNumber = (v: Value): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const asText = (v: Value) => (isEmpty(v) ? '' : foldText(String(v)));

/** The order of two values: numbers by value, text by its folded form. */
function compare(a: Value, b: Value): number {
  const [x, y] = [asNumber(a), asNumber(b)];
  if (x !== null && y !== null) return x - y;
  return asText(a).localeCompare(asText(b));
}

/** One rule against the context. */
export function ruleHolds(rule: ConditionRule, context: ConditionContext): boolean {
  const value = context[rule.field];
  const other = rule.compareWithField !== undefined ? context[rule.compareWithField] : rule.compareWithValue;
  switch (rule.advancedCondition) {
    case 'isEmpty':
      return isEmpty(value);
    case 'isNotEmpty':
      return !isEmpty(value);
    case 'equals':
      return compare(value, other) === 0;
    case 'notEquals':
      return compare(value, other) !== 0;
    case 'contains':
      return asText(value).includes(asText(other));
    case 'notContains':
      return !asText(value).includes(asText(other));
    case 'greaterThan':
      return !isEmpty(value) && !isEmpty(other) && compare(value, other) > 0;
    case 'lessThan':
      return !isEmpty(value) && !isEmpty(other) && compare(value, other) < 0;
  }
}

/** Whether an item with these rules shows: the rules joined left to right by their logic. */
export function conditionsHold(rules: readonly ConditionRule[], context: ConditionContext): boolean {
  return rules.reduce<boolean>(
    (result, rule, i) =>
      i === 0
        ? ruleHolds(rule, context)
        : rule.logic === 'or'
          ? result || ruleHolds(rule, context)
          : result && ruleHolds(rule, context),
    true,
  );
}
