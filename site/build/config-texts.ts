import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '../../schema/index.js';

// The configuration's texts apart from the rest of it: a page in one language reads that language's
// texts of site.json and content/ and no other's, so a text changed in French renders the French
// pages again and keeps the others (site/build/inputs-digest.ts, page-digests.ts). A text is a value
// of an object keyed by languages only ({ fr, nl, … }). Slugs stay with the rest: a page links to its
// versions in the other languages (the language switcher, hreflang), whose addresses they make.

/** Keys whose per-language object every language's pages read. */
const READ_BY_EVERY_LANGUAGE = new Set(['slug']);

const isLanguage = (key: string): key is Language => (LANGUAGES as readonly string[]).includes(key);
const isTexts = (value: unknown): value is Partial<Record<Language, unknown>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every(isLanguage);

/** Each language's texts of a value, in the order met. */
export type LanguageTexts = Record<Language, unknown[]>;

export interface SplitTexts {
  /** The value with each text object replaced by the languages it has: what every page reads. */
  rest: unknown;
  texts: LanguageTexts;
}

export function splitTexts(value: unknown): SplitTexts {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, [] as unknown[]])) as LanguageTexts;
  const walk = (node: unknown, key: string | undefined): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, undefined));
    if (isTexts(node) && !READ_BY_EVERY_LANGUAGE.has(key ?? '')) {
      for (const language of LANGUAGES) texts[language].push(node[language] ?? null);
      return { texts: Object.keys(node).sort() };
    }
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    return node;
  };
  return { rest: walk(value, undefined), texts };
}

/** What a page's digest takes of the texts: its language's, or every language's for a page of none (the root, the redirect pages). */
export type TextsDigests = Partial<Record<Language, string>> & { all: string };

/** The digests of each language's texts of the configuration's files, in the files' order. */
export function textsDigestsOf(files: readonly LanguageTexts[]): TextsDigests {
  const digestOf = (languages: readonly Language[]) => {
    const hash = createHash('sha256');
    for (const texts of files) for (const language of languages) hash.update(JSON.stringify(texts[language])).update('\0');
    return hash.digest('base64url');
  };
  return { ...Object.fromEntries(LANGUAGES.map((language) => [language, digestOf([language])])), all: digestOf(LANGUAGES) };
}

/** The texts digest a page at `url` renders with: its language's (the URL's first folder), or all. */
export function textsDigestOfPage(digests: TextsDigests, url: string): string {
  const first = url.split('/')[1] ?? '';
  return (isLanguage(first) ? digests[first] : undefined) ?? digests.all;
}
