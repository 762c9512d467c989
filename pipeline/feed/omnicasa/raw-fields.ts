import { z } from 'zod';

// Lenient readers for the values Omnicasa sends: numbers may arrive as strings ("245000",
// "1,5"), yes/no flags as booleans or 0/1, empty strings mean "not filled in".
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const feedNumber = z.preprocess(
  blankToNull,
  z
    .union([
      z.number().finite(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(?:[.,]\d+)?$/, { message: 'expected a number' })
        .transform((s) => Number(s.replace(',', '.'))),
    ])
    .nullable(),
);

export const feedInt = z.preprocess(
  blankToNull,
  z
    .union([
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, { message: 'expected a whole number' })
        .transform(Number),
    ])
    .nullable(),
);

export const feedBool = z.preprocess(
  blankToNull,
  z
    .union([
      z.boolean(),
      z.literal(0).transform(() => false),
      z.literal(1).transform(() => true),
      z.enum(['0', 'false', 'False', 'no']).transform(() => false),
      z.enum(['1', 'true', 'True', 'yes']).transform(() => true),
    ])
    .nullable(),
);

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
