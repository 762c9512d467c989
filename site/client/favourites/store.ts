import { FAVOURITES_MAX } from '../../data/favourite-format';
import { idsOfStored, STORAGE_KEY } from './stored-ids';

// The visitor's favourites in the browser's local storage, no account (the stored value:
// site/client/favourites/stored-ids.ts). Local storage belongs to the site's origin, so each
// agency's site keeps its own. Where storage is refused (a browser's strict privacy mode) the
// favourites live as long as the page.

let unstored: number[] | undefined;

/** The visitor's favourites, newest first. */
export function readFavourites(): number[] {
  if (unstored) return unstored;
  try {
    return idsOfStored(localStorage.getItem(STORAGE_KEY), FAVOURITES_MAX);
  } catch {
    return [];
  }
}

/** Keeps the visitor's favourites; in the page only where the browser refuses to store them. */
export function writeFavourites(ids: readonly number[]): void {
  const kept = ids.slice(0, FAVOURITES_MAX);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    unstored = undefined;
  } catch {
    unstored = kept;
  }
}
