import MiniSearch from 'minisearch';
import { type City, type Property, SEARCH_INDEX_OPTIONS, type SearchDocument, type TypeCategory } from '../../schema/index.js';

/** The documents of one language's search index: its types, its cities, its properties by id. */
export function searchDocumentsOf(
  types: TypeCategory[],
  cities: City[],
  properties: readonly Pick<Property, 'id' | 'title' | 'url'>[],
): SearchDocument[] {
  return [
    ...[...types]
      .sort((a, b) => a.showOrder - b.showOrder)
      .map((t) => ({
        id: `type-${t.webId}`,
        kind: 'type' as const,
        webId: t.webId,
        name: t.name,
        forSale: t.countSaleProperty,
        forRent: t.countRentProperty,
      })),
    ...cities.map((c) => ({
      id: `city-${c.zip}-${c.slug}`,
      kind: 'city' as const,
      name: c.name,
      zip: c.zip,
      searchName: c.searchName,
      forSale: c.saleCount ?? 0,
      forRent: c.rentCount ?? 0,
    })),
    // Sold and rented ones too: a visitor may look up a reference seen elsewhere; its page says so.
    ...properties.map((p) => ({
      id: `property-${p.id}`,
      kind: 'property' as const,
      ref: String(p.id),
      title: p.title,
      url: p.url,
    })),
  ];
}

/** The serialized MiniSearch index the site's search box loads (schema/search.ts has its options). */
export function buildSearchIndex(documents: SearchDocument[]): unknown {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll(documents);
  return index.toJSON();
}
