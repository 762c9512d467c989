import { EPC_LABELS, EPC_SCALES, type EpcLabel, type Region } from '../../schema/index.js';

/** §9: the class whose lower bound is the largest one ≤ the value. */
export function epcLabelOf(region: Region, value: number): EpcLabel {
  const scale = EPC_SCALES[region];
  let label = (scale[0] as { label: EpcLabel }).label;
  for (const step of scale) if (value >= step.from) label = step.label;
  return label;
}

/** The feed writes "A++", "A+", "B-", " e ", or our own names ("a_plus"); '-' is the _sub class. */
function labelFromText(text: string): EpcLabel | null {
  const t = text.trim().toLowerCase();
  const name = /^[a-g](_plusplus|_plus|_sub)?$/.test(t)
    ? t
    : /^[a-g](\+\+|\+|-)?$/.test(t)
      ? `${t[0]}${{ '++': '_plusplus', '+': '_plus', '-': '_sub', '': '' }[t.slice(1)] ?? ''}`
      : '';
  return (EPC_LABELS as readonly string[]).includes(name) ? (name as EpcLabel) : null;
}

/** A label text from the feed, kept only when it exists on the region's scale ("A++" only in Wallonia). */
export function parseEpcLabelText(text: string, region: Region): EpcLabel | null {
  const label = labelFromText(text);
  return label && EPC_SCALES[region].some((step) => step.label === label) ? label : null;
}

/**
 * DESIGN.md (Derivations): a valid label from the feed wins; otherwise it is computed from the value.
 * Outside Belgium there is no scale of ours: a feed label a–g (with +, ++ or -) is kept as it is
 * (Luxembourg's own labels), and nothing is computed.
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
