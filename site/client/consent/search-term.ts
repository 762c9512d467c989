/**
 * §7 search event: the term of a list filtered by the search box (?city=name|zip, ?type=id), as the
 * query gives them; null when the list is not filtered.
 */
export function searchTerm(search: string): string | null {
  const query = new URLSearchParams(search);
  const terms = [query.get('city')?.split('|')[0], query.get('type')].filter((t): t is string => Boolean(t?.trim()));
  return terms.length > 0 ? terms.join(' ') : null;
}
