// The cities the site's forms offer in a language: every city a listing of it is in, once, sorted
// (a listing without one counts as none: `null` in JSON). A change of them may change every page
// (the forms are on many), so the build's shared digest holds them (site/build/inputs-digest.ts);
// the sync writes them into the manifest, so the build need not parse every listing to know them.

/** The cities of the forms' choices, from a language's properties, in their order. */
export const formCitiesOf = (properties: readonly { address?: { city?: string } }[]): (string | null)[] =>
  [...new Set(properties.map((p) => p.address?.city?.trim() ?? null))].sort((a, b) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1,
  );
