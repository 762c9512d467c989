import { FAVOURITES_MAX } from '../../data/favourite-format.js';

// What the visitor's favourites are stored as: property ids in the browser's local storage, newest
// first. What is stored may have been written by an older script, edited by hand, or truncated:
// whatever is not a list of ids reads as no favourites, and a wrong entry is dropped, never thrown.
// Pure: the storage itself is read and written by site/client/favourites/store.ts.

export const STORAGE_KEY = 'vitrine-favourites';

/**
 * The ids a stored value holds, first occurrences only, at most `max`; anything else reads as none.
 * Self-contained: the header's inline script runs this very source (site/components/FavouritesLink.tsx).
 */
export function idsOfStored(text: string | null, max: number): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text || '[]');
  } catch {
    return [];
  }
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  return list
    .filter((id, i) => Number.isSafeInteger(id) && (id as number) > 0 && list.indexOf(id) === i)
    .slice(0, max) as number[];
}

/** The ids with `id` added first, or taken out when it is there. */
export function toggledIds(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, FAVOURITES_MAX);
}

/** The ids with `added` appended where missing (a shared selection kept as favourites), in their order. */
export function withIds(ids: readonly number[], added: readonly number[]): number[] {
  return [...ids, ...added.filter((id) => !ids.includes(id))].slice(0, FAVOURITES_MAX);
}
