// Bounds on a Kyero feed (hostile XML, DESIGN.md Dependency rules). A real v3 feed nests six
// elements deep (root/property/images/image/title/en), has at most 50 images and 50 features a
// property and descriptions of a few thousand characters: these bounds sit far above that. The
// parser holds one property at a time; the source's drafts, one per property and language, are
// still all held until the read ends, so the sync's memory grows with the feed (docs/benchmarks.md).

/** Elements deeper than this (the root is depth 1) refuse the feed. */
export const MAX_DEPTH = 12;
/** One text node, CDATA section, comment, attribute value or name longer than this refuses the feed. */
export const MAX_TEXT_CHARS = 1_000_000;
/** Elements in one property past this refuse the feed. */
export const MAX_ELEMENTS_PER_PROPERTY = 5_000;
/** Characters of text in one property past this refuse the feed. */
export const MAX_PROPERTY_CHARS = 4_000_000;
/** A feed larger than this is refused, unless the source's configuration says otherwise (bytes). */
export const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;
/** Bytes handed to the XML parser at a time: what the parser holds besides the property it builds. */
export const PARSE_SLICE_CHARS = 64 * 1024;
