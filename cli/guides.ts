// The guides, one per reader, in the repository's docs/ folder (and the installed package's):
// `vitrine --help` ends with where they are.

/** Each guide by its path in the package, with its reader. */
export const GUIDES = {
  'docs/staff-guide.md': 'staff',
  'docs/operations.md': 'operator',
  'docs/configuration.md': 'settings',
} as const;

/** The last line of `vitrine --help`. */
export const guidesLine = (): string =>
  `Guides: ${Object.entries(GUIDES)
    .map(([path, reader]) => `${path} (${reader})`)
    .join(', ')}`;
