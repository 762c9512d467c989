import { type CardPlace, cardPlacesOf, type ListIndex } from '../../search/list-index-format';
import { fetchRetrying } from './fetch-retrying';

// The cards come as small fragments of React's own markup (site/data/list-index-cards.ts), fetched
// as text and parsed inert in a <template> (no script runs, no image loads until a card is placed),
// then moved into the page. One template for all of a page's fragments: parsing is the main cost
// on a slow phone, and a template is far cheaper than a DOMParser document per fragment.

/** By URL: a fragment is named by its content, so one fetched is good for as long as the page lives. */
const fragments = new Map<string, Promise<string>>();
/** By index: a section's few thousand places, 0.4 ms to work out here, about four times that on a slow phone, once per index. */
const places = new WeakMap<ListIndex, CardPlace[]>();

function fragment(url: string): Promise<string> {
  let known = fragments.get(url);
  if (!known) {
    known = fetchRetrying(url, { priority: 'high' } as RequestInit, (response) => response.text());
    // A fragment that failed even so may be fetched again by the next change.
    known.catch(() => fragments.delete(url));
    fragments.set(url, known);
  }
  return known;
}

function placesOf(index: ListIndex): CardPlace[] {
  let known = places.get(index);
  if (!known) {
    known = cardPlacesOf(index);
    places.set(index, known);
  }
  return known;
}

/** The card elements at these positions of the index, in this order (fragments fetched in parallel). */
export async function cardsAt(index: ListIndex, positions: readonly number[]): Promise<Element[]> {
  const at = placesOf(index);
  const placed = positions.map((p) => {
    const place = at[p];
    if (!place) throw new Error(`no card at ${p}`);
    return place;
  });
  const needed = [...new Set(placed.map((place) => place.fragment))];
  const texts = await Promise.all(needed.map((name) => fragment(`${index.cards}/${name}.html`)));
  const template = document.createElement('template');
  // Our own build's markup, every feed text escaped by React (site/data/list-index-cards.ts).
  template.innerHTML = texts.map((html) => `<div>${html}</div>`).join('');
  const chunks = new Map([...template.content.children].map((div, i) => [needed[i], div.children]));
  return placed.map(({ fragment: name, offset }, i) => {
    const card = chunks.get(name)?.[offset];
    if (!card) throw new Error(`no card at ${positions[i]}`);
    return document.importNode(card, true);
  });
}
