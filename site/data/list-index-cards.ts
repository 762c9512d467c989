import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language, Section } from '../../schema/index.js';
import { PropertyCard } from '../components/PropertyCard';
import { i18nFor } from '../locales/i18n';
import { CARDS_PER_CHUNK, type ListIndex } from '../search/list-index-format.js';
import { cardOf } from './cards.js';
import { listIndexOf, sectionListing } from './list-index.js';
import { loadProperties } from './load.js';

// Build time only. A section's index and its card fragments, named by one digest of them all so a
// changed card or index never meets a cached old one (hashed assets are cached for a year). The cards
// are PropertyCard's own markup, rendered by React (which escapes every feed text), exactly as on the
// prerendered pages: the list's script moves them into the page, it never writes a card itself.

export interface ListAssets {
  /** Public URL of the index; the fragments are `${base}/${n}.html`. */
  indexUrl: string;
  base: string;
  index: ListIndex;
  /** The fragments' HTML, in order: fragment n holds positions n*CARDS_PER_CHUNK… */
  chunks: string[];
}

const ASSETS = '/assets/list/';

function renderChunk(locale: Language, cards: ReturnType<typeof cardOf>[]): string {
  const content = cards.map((card) => createElement(PropertyCard, { key: card.id, card, heading: 'h2' }));
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(locale) }, content));
}

const made = new Map<string, ListAssets>();

/** The index and fragments of a language's section (made once per process). */
export function listAssetsOf(locale: Language, section: Section): ListAssets {
  const key = `${locale}-${section}`;
  const known = made.get(key);
  if (known) return known;
  const listed = sectionListing(loadProperties(locale), section);
  const index = listIndexOf(listed);
  const chunks: string[] = [];
  for (let i = 0; i < listed.length; i += CARDS_PER_CHUNK)
    chunks.push(renderChunk(locale, listed.slice(i, i + CARDS_PER_CHUNK).map(cardOf)));
  const digest = createHash('sha256').update(JSON.stringify(index));
  for (const chunk of chunks) digest.update(chunk);
  const base = `${ASSETS}${key}.${digest.digest('hex').slice(0, 12)}`;
  const assets = { indexUrl: `${base}.json`, base, index, chunks };
  made.set(key, assets);
  return assets;
}
