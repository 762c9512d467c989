import MiniSearch from 'minisearch';
import { foldText, SEARCH_INDEX_OPTIONS, type SearchDocument, TYPE_QUERY_MAX } from '../../schema/search-options.js';

// §2 Home search box, §5 Search: three groups from one index. Pure: the browser's search box and
// the tests run the same code.

type Doc<K extends SearchDocument['kind']> = Omit<Extract<SearchDocument, { kind: K }>, 'searchName'>;

export interface SearchResults {
  types: Doc<'type'>[];
  cities: Doc<'city'>[];
  properties: Doc<'property'>[];
}

export interface SearchIndex {
  index: MiniSearch<SearchDocument>;
  /** Every type, in the agency's order: the list an empty text shows. */
  types: Doc<'type'>[];
}

/** Reads the index the sync wrote (<out>/<lang>/search.json), as text. */
export function loadSearchIndex(json: string): SearchIndex {
  const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_INDEX_OPTIONS);
  const stored = (JSON.parse(json) as { storedFields: Record<string, Doc<'type'>> }).storedFields;
  const types = Object.values(stored).filter((d) => d.kind === 'type');
  return { index, types };
}

/**
 * Empty text: the types only. Otherwise types whose name holds the text (cut at 100 characters);
 * cities whose name, accent-stripped name or zip starts with each word (prefix, no fuzziness);
 * properties whose id is the text exactly. Case and accents never matter.
 */
export function search({ index, types }: SearchIndex, text: string): SearchResults {
  const query = text.trim();
  if (query === '') return { types, cities: [], properties: [] };
  const folded = foldText(query.slice(0, TYPE_QUERY_MAX).trim());
  const of = <K extends SearchDocument['kind']>(kind: K, options: Parameters<typeof index.search>[1]) =>
    index.search(query, { ...options, combineWith: 'AND', filter: (r) => r.kind === kind }) as unknown as Doc<K>[];
  return {
    types: types.filter((t) => foldText(t.name).includes(folded)),
    cities: of('city', { fields: ['name', 'zip', 'searchName'], prefix: true, fuzzy: false }),
    properties: of('property', { fields: ['ref'], prefix: false, fuzzy: false }),
  };
}
