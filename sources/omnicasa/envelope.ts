import { z } from 'zod';
import { VitrineError } from '../../pipeline/errors.js';
import { type CallContext, describeCall } from './request.js';

// DESIGN.md (Sources): {"<Method>JsonResult": {"Code":0,"Message":"","Success":true,"Value":…}};
// list methods put {"From","To","Items":[…],"RowsCount":N} in Value.

const resultSchema = z.object({
  Code: z.number().int(),
  Message: z.string().nullish(),
  Success: z.boolean(),
  Value: z.unknown(),
});

export const listValueSchema = z.object({
  From: z.number().int().optional(),
  To: z.number().int().optional(),
  Items: z.array(z.unknown()),
  RowsCount: z.number().int().nonnegative(),
});
export type ListValue = z.infer<typeof listValueSchema>;

/** Unwraps a response envelope; `Success:false` or a non-zero Code is an error carrying Message. */
export function unwrapEnvelope(context: CallContext, body: unknown): unknown {
  const key = `${context.method}JsonResult`;
  const where = describeCall(context);
  const parsed = resultSchema.safeParse((body as Record<string, unknown> | null)?.[key]);
  if (!parsed.success) {
    throw new VitrineError(
      'FEED_BAD_RESPONSE',
      `${where}: the response has no valid "${key}" envelope (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`,
      'Check the base URL: it must point at the Omnicasa service (…/OmnicasaService.svc/).',
    );
  }
  const result = parsed.data;
  if (!result.Success || result.Code !== 0) {
    throw new VitrineError(
      'FEED_REFUSED',
      `${where}: Omnicasa refused the call (Code ${result.Code}, Success ${result.Success}): ${result.Message || 'no message'}`,
      'Check VITRINE_OMNICASA_USER and VITRINE_OMNICASA_PASSWORD and that the account may use this method.',
    );
  }
  return result.Value;
}

export function parseListValue(context: CallContext, value: unknown): ListValue {
  const parsed = listValueSchema.safeParse(value);
  if (!parsed.success) {
    throw new VitrineError(
      'FEED_BAD_RESPONSE',
      `${describeCall(context)}: the list in the response is malformed (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`,
      'The back office answered in an unexpected shape; retry later or contact Omnicasa support.',
    );
  }
  return parsed.data;
}

/** An ID as a list of IDs gives it: a number, or an item with an ID. */
const idItemSchema = z.union([z.number().int(), z.object({ ID: z.number().int() }).transform((item) => item.ID)]);

/** GetDeletedPropertyIDs' value: a list of IDs, plain or paged like the other lists. */
export function parseIdList(context: CallContext, value: unknown): number[] {
  const items = listValueSchema.safeParse(value).data?.Items ?? value;
  const parsed = z.array(idItemSchema).safeParse(items);
  if (!parsed.success) {
    throw new VitrineError(
      'FEED_BAD_RESPONSE',
      `${describeCall(context)}: the list of IDs in the response is malformed (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`,
      'The back office answered in an unexpected shape; `vitrine sync --full` reads everything without it.',
    );
  }
  return parsed.data;
}
