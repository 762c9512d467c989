// A selection of properties in a URL: `?ids=4100004,4100013` (the favourites page's share link, the
// compare page). A link may be cut, typed or edited: what is not an id is left out, never thrown.

/** The ids of a query, first occurrences only, at most `max`. */
export function idsOfQuery(search: string, max: number): number[] {
  const ids: number[] = [];
  for (const part of (new URLSearchParams(search).get('ids') ?? '').split(',')) {
    if (ids.length >= max) break;
    const text = part.trim();
    const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The query of a selection: `?ids=1,2,3` (commas left as they are: the link stays readable). */
export const queryOfIds = (ids: readonly number[]): string => `?ids=${ids.join(',')}`;
