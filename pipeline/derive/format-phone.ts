// §5 Display of phone numbers: 10 digits grouped 4-2-2-2, 9 digits 3-2-2-2.

function group(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "0475123456" → "0475 12 34 56"; "071/12.34.56" → "071 12 34 56"; "+3271123456" → "+32 71 12 34 56". */
export function formatPhone(raw: string): string {
  const compact = raw.replace(/[\s./()-]/g, '');
  const international = /^(?:\+|00)32(\d{8,9})$/.exec(compact);
  if (international) {
    const national = international[1] as string;
    return `+32 ${group(national, national.length === 9 ? [3, 2, 2, 2] : [2, 2, 2, 2])}`;
  }
  if (/^0\d{9}$/.test(compact)) return group(compact, [4, 2, 2, 2]);
  if (/^0\d{8}$/.test(compact)) return group(compact, [3, 2, 2, 2]);
  return raw.trim();
}
