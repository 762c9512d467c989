import type { AdGap } from '../pipeline/derive/ad-compliance.js';
import { AD_RULES } from '../schema/index.js';

// Issue 46: what the listings lack of what their region requires in an advertisement, as the
// sync's report, `vitrine validate` and `vitrine status` print it: one line per listing.

const WHAT = new Map(AD_RULES.map((rule) => [rule.id, rule.what]));

/** "VIT-00004 (4100004, flanders): the EPC score …; …", at most `limit` listings, then how many more. */
export function adGapLines(gaps: readonly AdGap[], limit = 20, indent = '    '): string[] {
  const byListing = new Map<number, AdGap[]>();
  for (const gap of gaps) byListing.set(gap.id, [...(byListing.get(gap.id) ?? []), gap]);
  const lines = [...byListing.values()].slice(0, limit).map((listing) => {
    const [first] = listing as [AdGap];
    const whats = listing.map((gap) => WHAT.get(gap.rule) ?? gap.rule).join('; ');
    return `${indent}${first.reference ?? first.id} (${first.id}, ${first.region}): ${whats}`;
  });
  if (byListing.size > limit) lines.push(`${indent}… and ${byListing.size - limit} more listings`);
  return lines;
}

/** The heading line: how many listings lack something, and where the rules are explained. */
export const adGapsHeading = (gaps: readonly AdGap[], indent = '  '): string =>
  `${indent}${new Set(gaps.map((gap) => gap.id)).size} listings lack what their region requires in an advertisement (they publish; docs/staff-guide.md, "What an advertisement must state"):`;
