import { EPC_LABELS, EPC_SCALES, type EpcLabel, type Region } from '../../schema/index.js';

/** §9: the class whose lower bound is the largest one ≤ the value (−∞ gives the first class). */
export function epcLabelOf(region: Region, value: number): EpcLabel {
  if (Number.isNaN(value)) throw new RangeError('EPC value is NaN'); // it would silently get the best class
  let label: EpcLabel | undefined;
  for (const step of EPC_SCALES[region]) if (value >= step.from) label = step.label;
  return label as EpcLabel; // every scale starts at −∞
}

const SUFFIXES: Record<string, string> = { '': '', '+': '_plus', '++': '_plusplus', '-': '_sub' };

/** "A++" → a_plusplus, " b- " → b_sub, "a_plus" (our own name) as is; null if it names no EPC label. */
function labelFromText(text: string): EpcLabel | null {
  const t = text.trim().toLowerCase();
  const symbols = /^([a-g])(\+\+|\+|-)?$/.exec(t);
  const name = symbols ? `${symbols[1]}${SUFFIXES[symbols[2] ?? '']}` : t;
  return (EPC_LABELS as readonly string[]).includes(name) ? (name as EpcLabel) : null;
}

/** A label text from the feed, kept only when it exists on the region's scale ("A++" only in Wallonia). */
export function parseEpcLabelText(text: string, region: Region): EpcLabel | null {
  const label = labelFromText(text);
  return label && EPC_SCALES[region].some((step) => step.label === label) ? label : null;
}

/**
 * DESIGN.md (Derivations): a valid label from the feed wins; otherwise it is computed from the value
 * when the region and a finite value are known; otherwise there is none.
 * Region null (outside Belgium, or a postcode that is not Belgian): we have no scale, so nothing is
 * computed, and a feed label is kept when it names any of our labels (a to g, with +, ++ or -).
 * Luxembourg's own scale runs A to I; H and I are not an EpcLabel of the schema and are dropped.
 */
export function resolveEpc(
  region: Region | null,
  value: number | null,
  labelText: string | null,
): { label: EpcLabel | null; source: 'feed' | 'computed' | null } {
  const fromFeed = labelText ? (region ? parseEpcLabelText(labelText, region) : labelFromText(labelText)) : null;
  if (fromFeed) return { label: fromFeed, source: 'feed' };
  if (region && value !== null && Number.isFinite(value)) return { label: epcLabelOf(region, value), source: 'computed' };
  return { label: null, source: null };
}
