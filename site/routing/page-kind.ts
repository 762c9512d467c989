import type { ConsentData } from '../client/consent/data';

/** What a page shows, for §7's events and the page-view beacon: a property (its id), a list, or another page. */
export function pageKindOf(
  pageId: string | null | undefined,
  routeParams: Record<string, string> | undefined,
): ConsentData['page'] {
  if (pageId?.endsWith('/property')) return { kind: 'property', propertyId: routeParams?.id ?? null };
  if (pageId?.endsWith('/list')) return { kind: 'list', propertyId: null };
  return { kind: 'other', propertyId: null };
}
