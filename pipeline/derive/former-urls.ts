import type { Property } from '../../schema/index.js';

/**
 * DESIGN.md (Derivations) Slugs: a title or city change moves a property's URL; the earlier URLs
 * stay listed so the site can redirect them. `previous` is the last published output.
 */
export function carryFormerUrls(
  previous: ReadonlyMap<number, Pick<Property, 'url' | 'formerUrls'>>,
  property: Pick<Property, 'id' | 'url'>,
): string[] {
  const before = previous.get(property.id);
  if (!before) return [];
  return [...new Set([...before.formerUrls, before.url])].filter((url) => url !== property.url).sort();
}
