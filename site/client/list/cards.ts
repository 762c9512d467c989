import { CARDS_PER_CHUNK } from '../../search/list-index-format';
import { fetchRetrying } from './fetch-retrying';

// The cards come as small fragments of React's own markup (site/data/list-index-cards.ts), fetched
// as text and parsed inert in a <template> (no script runs, no image loads until a card is placed),
// then moved into the page. One template for all of a page's fragments: parsing is the main cost
// on a slow phone, and a template is far cheaper than a DOMParser document per fragment.

const fragments = new Map<number, Promise<string>>();

function fragment(base: string, n: number): Promise<string> {
  let known = fragments.get(n);
  if (!known) {
    known = fetchRetrying(`${base}/${n}.html`, { priority: 'high' } as RequestInit, (response) => response.text());
    // A fragment that failed even so may be fetched again by the next change.
    known.catch(() => fragments.delete(n));
    fragments.set(n, known);
  }
  return known;
}

/** The card elements at these positions of the index, in this order (fragments fetched in parallel). */
export async function cardsAt(base: string, positions: readonly number[]): Promise<Element[]> {
  const needed = [...new Set(positions.map((p) => Math.floor(p / CARDS_PER_CHUNK)))];
  const texts = await Promise.all(needed.map((n) => fragment(base, n)));
  const template = document.createElement('template');
  // Our own build's markup, every feed text escaped by React (site/data/list-index-cards.ts).
  template.innerHTML = texts.map((html, i) => `<div data-chunk="${needed[i]}">${html}</div>`).join('');
  const chunks = new Map([...template.content.children].map((div) => [Number((div as HTMLElement).dataset.chunk), div.children]));
  return positions.map((p) => {
    const card = chunks.get(Math.floor(p / CARDS_PER_CHUNK))?.[p % CARDS_PER_CHUNK];
    if (!card) throw new Error(`no card at ${p}`);
    return document.importNode(card, true);
  });
}
