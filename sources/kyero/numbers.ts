// What a person reads in a number an exporter typed by hand. Kyero v3 wants digits ("120"); real
// feeds send "120 m2", "1.200" (a Belgian or Spanish thousands separator), "85,5" (a decimal comma),
// "50 + 15 terrace" (the built area, then a terrace) or "-" (none). The number read is the one the
// text starts with; whatever follows it (a unit, "+ 15 terrace") is left out of it, and a terrace
// named after a "+" is read apart (terraceIn). The caller bounds the value and reports each reading
// that was not a plain number, with the raw text.

export type NumberReading =
  /** As Kyero writes a number: nothing to report. */
  | { how: 'plain'; value: number }
  /** Read from a text that is not a plain number: reported as cleaned. */
  | { how: 'read'; value: number }
  /** A text that says "none" ("-", "n/a"): no value, reported as cleaned. */
  | { how: 'none' }
  /** No number a person would read ("abc", "-5 m²" for a surface, "20x50"): no value, reported. */
  | { how: 'unreadable' };

const NONE = /^(-+|–|—|n\/?a|none|nil|null|unknown|\?+|s\/n|no)$/i;
const APPROXIMATELY = /^(~|±|\+\/-|ca\.|c\.|circa|approx\.?|aprox\.?|about)\s*/i;
/** 1–3 digits (not a leading 0), then groups of three after one and the same separator: "1.200.000", "1 200". */
const GROUPED = /^([1-9]\d{0,2})([.,\u0020\u00a0\u202f])\d{3}(?:\2\d{3})*(?!\d)/;
/** "85", "85.5", "85,5", not followed by more digits or separators. */
const DECIMAL = /^(\d{1,9})(?:[.,](\d{1,6}))?(?!\d)(?![.,]\d)/;

/**
 * The number a person reads in a trimmed, non-empty text. `signed`: whether a value below 0 is a
 * value (an energy balance can be) or not a number at all (a surface).
 */
export function readNumber(text: string, signed: boolean): NumberReading {
  const plain = signed ? /^-?\d{1,9}(\.\d{1,6})?$/ : /^\d{1,9}(\.\d{1,6})?$/;
  // "1.200" matches the plain form but is read as 1200: a surface of 1.2 m² is no one's reading.
  if (plain.test(text) && !/^-?[1-9]\d{0,2}\.\d{3}$/.test(text)) return { how: 'plain', value: Number(text) };
  if (NONE.test(text)) return { how: 'none' };
  let rest = text.replace(APPROXIMATELY, '');
  const negative = signed && /^[-−]\s*\d/.test(rest);
  if (negative) rest = rest.replace(/^[-−]\s*/, '');
  const number = leadingNumber(rest);
  // "20x50" or "2 × 50" gives a plot's sides, not its area.
  if (number === null || /^\s*[x×*]\s*\d/i.test(rest.slice(number.length))) return { how: 'unreadable' };
  return { how: 'read', value: negative ? -number.value : number.value };
}

function leadingNumber(text: string): { value: number; length: number } | null {
  const grouped = GROUPED.exec(text);
  if (grouped) {
    const separator = grouped[2] as string;
    const digits = grouped[0].split(separator).join('');
    // A decimal part after the groups uses the other mark: "1.200,50", "1,200.50".
    const fraction = /^([.,])(\d{1,6})(?!\d)/.exec(text.slice(grouped[0].length));
    if (!fraction) return { value: Number(digits), length: grouped[0].length };
    if (fraction[1] !== separator)
      return { value: Number(`${digits}.${fraction[2]}`), length: grouped[0].length + fraction[0].length };
    return null; // "1.200.5": the same mark as groups and as decimals
  }
  const decimal = DECIMAL.exec(text);
  if (!decimal) return null;
  return { value: Number(decimal[2] ? `${decimal[1]}.${decimal[2]}` : decimal[1]), length: decimal[0].length };
}

/** "+ 15 terrace", "+ 12 m² terraza", "+12m2 de terrasse" after a built area: the terrace's m². */
const TERRACE =
  /\+\s*(\d{1,5}(?:[.,]\d{1,2})?)\s*(?:m2|m²|sqm|sq\.?\s*m)?\s*(?:of\s+|de\s+)?(?:covered\s+|roof\s+)?(?:terraces?|terrazas?|terrasses?|terras(?:sen)?)\b/i;

/** The terrace a hand-typed built area names after a "+" ("50 + 15 terrace": 15); null without one. */
export function terraceIn(text: string): number | null {
  const match = TERRACE.exec(text);
  return match ? Number((match[1] as string).replace(',', '.')) : null;
}
