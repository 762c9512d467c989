import { z } from 'zod';

// Lenient readers for the values Omnicasa sends: numbers may arrive as strings ("245000",
// "1,5"), yes/no flags as booleans or 0/1, empty strings mean "not filled in".
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A reader that turns a feed value into T, or says in words what it expected. */
function reader<T>(expected: string, read: (v: unknown) => T | undefined) {
  return z.unknown().transform((v, ctx): T | null => {
    if (v === null || v === undefined || v === '') return null;
    const value = read(v);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected ${expected}` });
      return z.NEVER;
    }
    return value;
  });
}

const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/** A number, or a string of one ("245000", "1,5"). */
export const feedNumber = reader('a number', (v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  // A string of 400 digits reads as Infinity: refused like any other number that is not finite.
  const n = typeof v === 'string' && NUMBER_TEXT.test(v.trim()) ? Number(v.trim().replace(',', '.')) : undefined;
  return n !== undefined && Number.isFinite(n) ? n : undefined;
});

/** A whole number, or a string of one. */
export const feedInt = reader('a whole number', (v) => {
  const n = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
});

/** Yes/no as Omnicasa sends it: true/false, 0/1, "0"/"1", "true"/"false". */
export const feedBool = reader('yes or no (true/false or 0/1)', (v) => {
  if (typeof v === 'boolean') return v;
  if (v === 0 || v === '0' || v === 'false' || v === 'False') return false;
  if (v === 1 || v === '1' || v === 'true' || v === 'True') return true;
  return undefined;
});

export const feedText = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.trim()) : blankToNull(v)),
  z.union([z.string(), z.number().transform(String)]).nullable(),
);

/**
 * WCF JSON dates as Omnicasa sends them: "/Date(1700000000000+0100)/"; ISO strings are accepted too.
 * The result is an ISO 8601 UTC string.
 */
export const feedDate = z.preprocess(
  blankToNull,
  z
    .string()
    .transform((s, ctx) => {
      const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(s);
      const ms = wcf ? Number(wcf[1]) : Date.parse(s);
      if (!Number.isFinite(ms)) {
        ctx.addIssue({ code: 'custom', message: `expected a date, got "${s}"` });
        return z.NEVER;
      }
      return new Date(ms).toISOString();
    })
    .nullable(),
);

/** Picture items: {Url, Width, Height, ID, Name} (§3 SmallPictureItem). */
export const feedPicture = z.object({
  Url: z.string().min(1),
  Width: feedInt.optional(),
  Height: feedInt.optional(),
  ID: feedInt.optional(),
  Name: feedText.optional(),
});
