// §5 Display of phone numbers: 10 digits grouped 4-2-2-2, 9 digits 3-2-2-2. The grouping follows
// the digit count only, as the spec says (a Brussels 02 number shows as "021 23 45 67").

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * Spaces, dots, slashes, dashes and parentheses are ignored. National: "0475123456" → "0475 12 34 56",
 * "071/12.34.56" → "071 12 34 56". International (+32 or 0032, with or without the "(0)" trunk
 * prefix): the national number without its 0, grouped 3-2-2-2 (9 digits) or 2-2-2-2 (8 digits):
 * "+32 475 12 34 56", "+32 71 12 34 56". Anything else is returned trimmed, as given.
 */
export function formatPhone(raw: string): string {
  const compact = raw.replace(/[\s./()-]/g, '');
  const international = /^(?:\+|00)320?(\d{8,9})$/.exec(compact);
  if (international) {
    const rest = international[1] as string;
    return `+32 ${group(rest, rest.length === 9 ? [3, 2, 2, 2] : [2, 2, 2, 2])}`;
  }
  if (/^0\d{9}$/.test(compact)) return group(compact, [4, 2, 2, 2]);
  if (/^0\d{8}$/.test(compact)) return group(compact, [3, 2, 2, 2]);
  return raw.trim();
}
