import { z } from 'zod';
import { feedInt, feedText } from '../raw-fields.js';
import { badAnswer, listItems } from './owner-list-items.js';

// Reading the answers of the owner login (CheckPersonLogin, GetPerson, GetRelatedProperties).
// Public clients read CheckPersonLogin's Value as the person's id (fw4: intval of it), so 0 or
// nothing means "refused"; the person's fields are our guess from the names the service takes
// in ContactOnMe (FirstName, Name, Email). Pure.

const positiveId = feedInt.transform((n) => (n !== null && n > 0 ? n : null));

/** CheckPersonLogin's Value: the person's id, or null when the back office refused the login. */
export function personIdOf(value: unknown): number | null {
  // Some versions may wrap the id in an object: read ID or PersonID then.
  const raw =
    value !== null && typeof value === 'object'
      ? ((value as Record<string, unknown>).ID ?? (value as Record<string, unknown>).PersonID)
      : value;
  const parsed = positiveId.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const personSchema = z.object({
  FirstName: feedText.optional(),
  Name: feedText.optional(),
  LastName: feedText.optional(),
  Email: feedText.optional(),
});

/** GetPerson's Value: the name to show the agency (§6), or null when the person is not there. */
export function personOf(value: unknown): { name: string; email: string | null } | null {
  const parsed = personSchema.safeParse(value);
  if (value === null || typeof value !== 'object' || !parsed.success) return null;
  const p = parsed.data;
  const name = [p.FirstName, p.Name ?? p.LastName].filter(Boolean).join(' ');
  return { name, email: p.Email?.toLowerCase() ?? null };
}

const propertyItem = z.looseObject({ ID: feedInt.optional(), ObjectID: feedInt.optional() });

/** GetRelatedProperties' Value: the ids of the person's properties; items without a valid id are skipped. */
export function propertyIdsOf(method: string, value: unknown): { ids: number[]; skipped: number } {
  const items = listItems(value);
  if (!items) throw badAnswer(method, 'the answer is not a list of properties');
  const ids = new Set<number>();
  let skipped = 0;
  for (const item of items) {
    const parsed = propertyItem.safeParse(item);
    const id = parsed.success ? (parsed.data.ID ?? parsed.data.ObjectID) : null;
    if (id && id > 0) ids.add(id);
    else skipped++;
  }
  return { ids: [...ids], skipped };
}
