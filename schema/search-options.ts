// Free of zod, so that the browser's search box can import it alone.
// §2 Home search box, §5 Search: the per-language index that the sync writes (<out>/<lang>/search.json,
// a serialized MiniSearch) and the site's search box loads. The options live here, once: the index is
// read back with exactly the options it was written with.

/** Lower case, accents stripped: "Écaussinnes" and "ecaussinnes" are one term (§3 City SearchName). */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** §5: the type text is cut at this many characters. */
export const TYPE_QUERY_MAX = 100;

export type SearchDocument =
  | { id: string; kind: 'type'; webId: number; name: string; forSale: number; forRent: number }
  | { id: string; kind: 'city'; name: string; zip: string; searchName: string; forSale: number; forRent: number }
  | { id: string; kind: 'property'; ref: string; title: string; url: string };

/** MiniSearch options of the index (fields searched, fields stored with each result). */
export const SEARCH_INDEX_OPTIONS: { fields: string[]; storeFields: string[]; processTerm: (term: string) => string } = {
  fields: ['ref', 'name', 'zip', 'searchName'],
  storeFields: ['kind', 'webId', 'name', 'zip', 'forSale', 'forRent', 'ref', 'title', 'url'],
  processTerm: (term) => foldText(term),
};
