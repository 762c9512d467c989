import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language, Section } from '../../schema/index.js';
import { FRAGMENTS_FOLDER } from '../build/fragment-paths.js';
import { PropertyCard } from '../components/PropertyCard';
import { i18nFor } from '../locales/i18n';
import { type ListIndex, listIndexUrl } from '../search/list-index-format.js';
import { type Card, cardOf } from './cards.js';
import { chunksOf } from './list-chunks.js';
import { listIndexOf, sectionListing } from './list-index.js';
import { loadProperties } from './load.js';

// Build time only. A section's index and its card fragments. The fragments are cut where their
// cards say (site/data/list-chunks.ts) and named by what they render from (with the digest of the
// build's shared inputs: its code and configuration), so a changed card never meets a cached old
// one (hashed assets are cached for a year), and a fragment whose cards did not change keeps its
// name, its file and the visitors' cached copy from build to build; the index names them. The index
// itself keeps its URL from build to build and is cached as briefly as the pages
// (server/create-server.ts): the list pages name it, and a change of one price leaves them as they
// were (an incremental build renders the page that shows that price, not every page of the list).
// The cards are PropertyCard's own markup, rendered by React (which escapes every feed text),
// exactly as on the prerendered pages: the list's script moves them into the page, it never writes
// a card itself.

/** A fragment: its cards, the digest of what it renders from, and its name (from that digest). */
export interface ListChunk {
  digest: string;
  name: string;
  cards: Card[];
}

export interface ListAssets {
  /** Public URL of the index, the same in every build. */
  indexUrl: string;
  /** The fragments' folder: a fragment is `${base}/${name}.html`. */
  base: string;
  index: ListIndex;
  /** The fragments, in order. */
  chunks: ListChunk[];
}

const ASSETS = `/${FRAGMENTS_FOLDER}/`;
/**
 * Hex digits of a fragment's digest in its name: 48 bits, as the fragments' folder had, unique among
 * the fragments a section ever has by far. The index lists every name, and they hardly compress: 16
 * digits made the synthetic agency's fr sale index 1.2 KB gzip larger than 12 (docs/benchmarks.md, bench/list).
 */
const NAME_LENGTH = 12;

/** A fragment's HTML: its cards as the list pages render them. */
export function renderChunk(locale: Language, cards: readonly Card[]): string {
  const content = cards.map((card) => createElement(PropertyCard, { key: card.id, card, heading: 'h2' }));
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(locale) }, content));
}

const digestOf = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * The index and fragments of a language's section, the fragments not rendered yet. `shared`: the
 * digest of what every page renders with besides its data (site/build/inputs-digest.ts): equal
 * fragment digests in two builds mean equal bytes.
 */
export function listAssetsOf(locale: Language, section: Section, shared: string): ListAssets {
  const listed = sectionListing(loadProperties(locale), section);
  const chunks: ListChunk[] = chunksOf(listed).map((properties) => {
    const cards = properties.map(cardOf);
    const digest = digestOf(shared, locale, JSON.stringify(cards));
    return { digest, name: digest.slice(0, NAME_LENGTH), cards };
  });
  const base = `${ASSETS}${locale}-${section}`;
  const fragments = chunks.map((chunk): [string, number] => [chunk.name, chunk.cards.length]);
  return { indexUrl: listIndexUrl(locale, section), base, index: listIndexOf(listed, base, fragments), chunks };
}
