// An output folder's files and their names, apart from how they are rendered (render.ts): what
// publishes a folder (publish.ts, also the site build's) needs these alone, and render.ts loads the
// normalizer and the search index, a third of a second of a build's start.

/**
 * Small files of an output folder rendered whole before they are written (the extras), by path
 * relative to it. Deterministic: same data, same bytes. The large ones are written as they are
 * serialized (publish.ts's Staging).
 */
export type OutputFiles = Map<string, Buffer>;

export const MANIFEST = 'manifest.json';
export const QUARANTINE = 'quarantine.json';
export const SITE_MEDIA = 'media.json';
export const SEARCH_INDEX = 'search.json';
