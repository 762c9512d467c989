import { AD_RULES, type AdRule, type ListingField, type Property, type Region } from '../../schema/index.js';

// Issue 46: what a listing on the market lacks of what its region requires in an advertisement
// (schema/spec/ad-compliance.ts). Pure: the sync, `vitrine validate` and `vitrine status` report
// it; nothing is held back for it.

/** One statement a listing lacks: the rule, and the fields that would hold it. */
export interface AdGap {
  id: number;
  reference: string | null;
  region: Region;
  rule: string;
  fields: readonly ListingField[];
}

/** A field's value by its path ("epc.value"): ListingField names only fields of the schema's groups. */
function fieldValue(property: Property, field: ListingField): unknown {
  const [group, key] = field.split('.') as ['epc' | 'legal' | 'costs', string];
  return (property[group] as Record<string, unknown>)[key];
}

const filled = (value: unknown): boolean => value !== null && value !== undefined && String(value).trim() !== '';

/** Whether the rule is about this listing on `day`: its region, section, type, the address shown or not. */
function concerns(rule: AdRule, p: Property, day: string): boolean {
  const section = p.goal === 'sale' ? 'sale' : p.goal === 'rent' ? 'rent' : undefined;
  return (
    rule.region === p.region &&
    section !== undefined &&
    rule.sections.includes(section) &&
    (rule.types === null || rule.types.includes(p.typeId)) &&
    (!rule.whenAddressHidden || !p.address.published) &&
    rule.from <= day
  );
}

/** What `property` lacks on `day` (YYYY-MM-DD), rule by rule; nothing for a listing off the market or abroad. */
export function adGapsOf(property: Property, day: string, rules: readonly AdRule[] = AD_RULES): AdGap[] {
  if (property.status !== 'active' || property.region === null) return [];
  return rules
    .filter((rule) => concerns(rule, property, day) && !rule.anyOf.some((field) => filled(fieldValue(property, field))))
    .map((rule) => ({
      id: property.id,
      reference: property.reference,
      region: rule.region,
      rule: rule.id,
      fields: rule.anyOf,
    }));
}
