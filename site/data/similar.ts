import type { Property } from '../../schema/index.js';

// §2 similar-properties section of the detail page: properties a visitor of this one could also
// want. Same goal (sale, rent, takeover), same type category (WebID 1–8), still on the market, with
// a published price within SIMILAR.priceBand of this one's; the closest price first.

/** ±25 %: wide enough to find neighbours in a small agency's stock, narrow enough to stay in budget. */
export const SIMILAR = { priceBand: 0.25, max: 4 } as const;

const priceOf = (p: Property) => (p.price.published ? p.price.amount : null);

/** The candidates on the market with a price, by goal and type, cheapest first: a page looks in its own group's price band only. */
type Groups = Map<string, Property[]>;
const groupsOf = new WeakMap<readonly Property[], Groups>();
const groupKey = (p: Property) => `${p.goal}|${p.typeId}`;

function groups(candidates: readonly Property[]): Groups {
  let byGroup = groupsOf.get(candidates);
  if (!byGroup) {
    byGroup = new Map();
    for (const p of candidates) {
      if (p.status !== 'active' || priceOf(p) === null) continue;
      const group = byGroup.get(groupKey(p)) ?? [];
      group.push(p);
      byGroup.set(groupKey(p), group);
    }
    for (const group of byGroup.values()) group.sort((a, b) => (priceOf(a) ?? 0) - (priceOf(b) ?? 0));
    groupsOf.set(candidates, byGroup);
  }
  return byGroup;
}

/** The first index of `sorted` (by price) whose price is at least `price`. */
function firstAtLeast(sorted: readonly Property[], price: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((priceOf(sorted[middle] as Property) ?? 0) < price) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The properties similar to `property` among `candidates` (pure: the build calls it per page; the
 * candidates' grouping is made once per list and kept beside it). Looked for outwards from its own
 * price, closest first, and no further than the last of the closest SIMILAR.max (with its ties):
 * a large agency's group holds hundreds within the band, and sorting them all for every page was a
 * tenth of a second of each render process.
 */
export function similarProperties(property: Property, candidates: readonly Property[]): Property[] {
  const price = priceOf(property);
  // Without a price there is no band: showing anything would be a guess.
  if (price === null || price <= 0) return [];
  const low = price * (1 - SIMILAR.priceBand);
  const high = price * (1 + SIMILAR.priceBand);
  const group = groups(candidates).get(groupKey(property)) ?? [];
  const distance = (p: Property) => Math.abs((priceOf(p) ?? 0) - price);
  /** The distance of the one at `index`, or none when it is outside the group or the band. */
  const distanceAt = (index: number) => {
    const p = group[index];
    const at = p ? (priceOf(p) ?? 0) : Number.NaN;
    return at >= low && at <= high ? distance(p as Property) : Number.POSITIVE_INFINITY;
  };
  // Below `right` the prices are lower, from `right` on at least this one: both sides grow apart.
  let right = firstAtLeast(group, price);
  let left = right - 1;
  const near: Property[] = [];
  let farthest = Number.POSITIVE_INFINITY;
  for (;;) {
    const toLeft = distanceAt(left);
    const toRight = distanceAt(right);
    const next = Math.min(toLeft, toRight);
    if (next === Number.POSITIVE_INFINITY || next > farthest) break;
    const p = (toLeft <= toRight ? group[left--] : group[right++]) as Property;
    if (p.id === property.id) continue;
    near.push(p);
    if (near.length === SIMILAR.max) farthest = next;
  }
  return near.sort((a, b) => distance(a) - distance(b) || a.id - b.id).slice(0, SIMILAR.max);
}
