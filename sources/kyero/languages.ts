import type { Language } from '../../schema/index.js';

// Kyero texts (desc, url, image titles) come per language, often in only some of ours. A property
// still publishes in every language of the site: a language the feed has no text in takes the first
// one the feed has in this order: the language itself, then English (Kyero's common language),
// French, Dutch, German, Spanish (most Kyero feeds are Spanish listings), then any other language
// the feed has, in the order of the feed.
const FALLBACK: readonly string[] = ['en', 'fr', 'nl', 'de', 'es'];

/** The text for `language` from a per-language map, with the language it was in; null when the map is empty. */
export function textIn(texts: ReadonlyMap<string, string>, language: Language): { text: string; language: string } | null {
  for (const code of [language, ...FALLBACK, ...texts.keys()]) {
    const text = texts.get(code);
    if (text) return { text, language: code };
  }
  return null;
}
