import { readFavourites, writeFavourites } from './store';
import { STORAGE_KEY, toggledIds } from './stored-ids';

// The favourite buttons of a page (site/components/FavouriteButton.tsx): each is a real button whose
// aria-pressed says whether its property is a favourite, the text it shows to assistive technology
// following from it (CSS). One listener for the page, so the cards a list's filter brings in later,
// and those the favourites page builds, work as the prerendered ones; their state is set as they
// arrive. The header's count follows (site/components/FavouritesLink.tsx).

/** Sent on document after the visitor added or removed a favourite. */
export const FAVOURITE_EVENT = 'vitrine-favourite';
export interface FavouriteChange {
  id: number;
  on: boolean;
}

/** Shows the stored state on every button and on the header's link. */
export function showFavourites(): void {
  const ids = readFavourites();
  for (const button of document.querySelectorAll<HTMLElement>('button[data-fav]'))
    button.setAttribute('aria-pressed', String(ids.includes(Number(button.dataset.fav))));
  for (const link of document.querySelectorAll<HTMLElement>('[data-fav-link]')) {
    link.hidden = ids.length === 0;
    const count = link.querySelector('[data-fav-count]');
    if (count) count.textContent = String(ids.length);
  }
}

const holdsHeart = (node: Node) =>
  node instanceof Element && (node.matches('[data-fav]') || node.querySelector('[data-fav]') !== null);

/** Makes the page's hearts work; once per page, whichever script asks first. */
export function bindHearts(): void {
  const root = document.documentElement;
  if (root.classList.contains('fav-js')) return;
  root.classList.add('fav-js');
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('button[data-fav]');
    if (!button) return;
    const id = Number(button.dataset.fav);
    const ids = toggledIds(readFavourites(), id);
    writeFavourites(ids);
    showFavourites();
    document.dispatchEvent(new CustomEvent<FavouriteChange>(FAVOURITE_EVENT, { detail: { id, on: ids.includes(id) } }));
  });
  // Another tab changed them.
  addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) showFavourites();
  });
  new MutationObserver((changes) => {
    if (changes.some((change) => [...change.addedNodes].some(holdsHeart))) showFavourites();
  }).observe(document.body, { childList: true, subtree: true });
  showFavourites();
}
