// The lists' card fragments are named by their cards (site/data/list-index-write.ts): the next build
// links a fragment it would make again from the last one, found by its digest in this record, or
// keeps it where the spare has it (site/build/spare-fragments.ts).

/** Beside the site (<out>/fragments.json): the path of each fragment in the site, by its digest. */
export const FRAGMENTS = 'fragments.json';
export type FragmentPaths = Record<string, string>;

/** The folder of the site that holds the fragments, and nothing else (a folder per language and section). */
export const FRAGMENTS_FOLDER = 'assets/list';
