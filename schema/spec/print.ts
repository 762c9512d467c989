// Issue 15, print view (§2 names it; the issue sets its bounds): a property prints on two pages at
// most, with its first photos, facts, description, field groups, energy label and the agency's contact.
export const PRINT_PAGES_MAX = 2;
/** The photos a printout keeps: the large first one and the next thumbnails. */
export const PRINT_PHOTOS = 4;
