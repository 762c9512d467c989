// An output folder's files and their names, apart from how they are rendered (render.ts): what
// publishes a folder (publish.ts, also the site build's) needs these alone, and render.ts loads the
// normalizer and the search index, a third of a second of a build's start.

/**
 * The files of one output folder, by path relative to it. Deterministic: same data, same bytes.
 * Bytes, not strings: a large feed's properties.json is tens of MB, twice that as a JavaScript string
 * (one "–" in it makes the whole string two bytes a character).
 */
export type OutputFiles = Map<string, Buffer>;

export const MANIFEST = 'manifest.json';
export const QUARANTINE = 'quarantine.json';
export const SITE_MEDIA = 'media.json';
export const SEARCH_INDEX = 'search.json';
