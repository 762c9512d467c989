import { foldText } from '../../schema/search-options.js';

// §2 Listing pages accept ?city=<name>|<zip> and ?type=<type id>; §5 a city matches when its name is
// equal ignoring case and accents and its zip is equal. Issue 15 adds the list's own filters and its
// sort order, all in the query so a list can be shared, reloaded and walked back. Pure and zod-free:
// the list's script (site/client/list-filter.ts), the build and the unit tests run this same code.

/** The sort orders of the list; the first is the default (the prerendered pages' order). */
export const SORT_ORDERS = ['newest', 'price-asc', 'price-desc', 'living'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** EPC letters, best first: "at most C" keeps A++ to C- (a label's letter is its first character). */
export const EPC_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type EpcLetter = (typeof EPC_LETTERS)[number];

/** The yes/no features a visitor can ask for. */
export const FEATURE_FILTERS = ['garden', 'garage', 'terrace'] as const;
export type FeatureFilter = (typeof FEATURE_FILTERS)[number];

export interface ListFilter {
  city?: { name: string; zip: string };
  type?: number;
  priceMin?: number;
  priceMax?: number;
  bedrooms?: number;
  living?: number;
  epc?: EpcLetter;
  features?: FeatureFilter[];
}

/** The whole state of a list, as its URL holds it. */
export interface ListState {
  filter: ListFilter;
  sort: SortOrder;
  page: number;
}

/** What the filter reads from a property: one entry of the section's index (site/data/list-index.ts). */
export interface FilterableCard {
  /** The city name as published (folded here, so the summary can show it as written). */
  city: string;
  zip: string;
  /** Every type category the property is listed under. */
  types: readonly number[];
  /** Null when the price is not published. */
  price?: number | null;
  bedrooms?: number | null;
  living?: number | null;
  /** Index in EPC_LETTERS, null without a label. */
  epc?: number | null;
  features?: readonly FeatureFilter[];
}

const ZIP = /^[0-9A-Za-z-]{1,10}$/;
const TYPE_ID = /^[1-9]\d{0,5}$/;
const WHOLE = /^\d{1,9}$/;

const wholeNumber = (value: string | null): number | undefined => {
  const v = value?.trim();
  return v && WHOLE.test(v) ? Number(v) : undefined;
};

/**
 * Reads the filter of a list URL's query (`location.search`). A malformed value (no pipe, an empty
 * name or zip, a number that is not a whole number, an unknown letter) is ignored, never an error: a
 * shared link with a typo shows more rather than nothing.
 */
export function parseListFilter(search: string): ListFilter {
  const params = new URLSearchParams(search);
  const filter: ListFilter = {};
  const city = params.get('city');
  if (city !== null) {
    // The last pipe splits: a zip never holds one, a name might.
    const bar = city.lastIndexOf('|');
    const name = city.slice(0, Math.max(bar, 0)).trim();
    const zip = city.slice(bar + 1).trim();
    if (bar > 0 && name !== '' && ZIP.test(zip)) filter.city = { name, zip };
  }
  const type = params.get('type')?.trim();
  if (type && TYPE_ID.test(type)) filter.type = Number(type);
  const priceMin = wholeNumber(params.get('min'));
  if (priceMin !== undefined && priceMin > 0) filter.priceMin = priceMin;
  const priceMax = wholeNumber(params.get('max'));
  if (priceMax !== undefined && priceMax > 0) filter.priceMax = priceMax;
  const bedrooms = wholeNumber(params.get('bedrooms'));
  if (bedrooms !== undefined && bedrooms > 0) filter.bedrooms = bedrooms;
  const living = wholeNumber(params.get('living'));
  if (living !== undefined && living > 0) filter.living = living;
  const epc = params.get('epc')?.trim().toLowerCase();
  if (epc && (EPC_LETTERS as readonly string[]).includes(epc)) filter.epc = epc as EpcLetter;
  const features = FEATURE_FILTERS.filter((f) => params.get(f) === '1');
  if (features.length > 0) filter.features = features;
  return filter;
}

export function parseSortOrder(search: string): SortOrder {
  const sort = new URLSearchParams(search).get('sort');
  return (SORT_ORDERS as readonly string[]).includes(sort ?? '') ? (sort as SortOrder) : 'newest';
}

/** Reads ?page=N (1 when missing or malformed; the caller clamps it to the pages there are). */
export function parsePageNumber(search: string): number {
  const page = new URLSearchParams(search).get('page');
  return page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

export const parseListState = (search: string): ListState => ({
  filter: parseListFilter(search),
  sort: parseSortOrder(search),
  page: parsePageNumber(search),
});

export const hasFilter = (filter: ListFilter): boolean => Object.values(filter).some((v) => v !== undefined);

/** True when the prerendered pages cannot show this state: a filter or another sort order. */
export const needsScript = (state: Pick<ListState, 'filter' | 'sort'>): boolean =>
  hasFilter(state.filter) || state.sort !== 'newest';

/** Every filter given must hold. A filter on a fact the property does not give leaves it out. */
export function matchesFilter(card: FilterableCard, filter: ListFilter): boolean {
  if (filter.city && (card.zip !== filter.city.zip || foldText(card.city) !== foldText(filter.city.name))) return false;
  if (filter.type !== undefined && !card.types.includes(filter.type)) return false;
  const atLeast = (value: number | null | undefined, min: number | undefined) =>
    min === undefined || (value !== null && value !== undefined && value >= min);
  if (!atLeast(card.price, filter.priceMin)) return false;
  if (filter.priceMax !== undefined && (card.price === null || card.price === undefined || card.price > filter.priceMax))
    return false;
  if (!atLeast(card.bedrooms, filter.bedrooms) || !atLeast(card.living, filter.living)) return false;
  if (filter.epc !== undefined && (card.epc === null || card.epc === undefined || card.epc > EPC_LETTERS.indexOf(filter.epc)))
    return false;
  return (filter.features ?? []).every((f) => card.features?.includes(f));
}

/** The query of a list page: the filter as parsed (nothing malformed kept), the sort, then the page. */
export function filterQuery(filter: ListFilter, page = 1, sort: SortOrder = 'newest'): string {
  const params = new URLSearchParams();
  if (filter.city) params.set('city', `${filter.city.name}|${filter.city.zip}`);
  if (filter.type !== undefined) params.set('type', String(filter.type));
  if (filter.priceMin !== undefined) params.set('min', String(filter.priceMin));
  if (filter.priceMax !== undefined) params.set('max', String(filter.priceMax));
  if (filter.bedrooms !== undefined) params.set('bedrooms', String(filter.bedrooms));
  if (filter.living !== undefined) params.set('living', String(filter.living));
  if (filter.epc !== undefined) params.set('epc', filter.epc);
  for (const f of filter.features ?? []) params.set(f, '1');
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What a sort compares: the price and the living area (null when not given: always last). */
export interface Sortable {
  price?: number | null;
  living?: number | null;
}

/**
 * Positions (the index's order, newest first) in the order asked. Missing prices or areas go last
 * whatever the direction; ties keep the newest first.
 */
export function sortPositions<T extends Sortable>(items: readonly T[], positions: readonly number[], sort: SortOrder): number[] {
  if (sort === 'newest') return [...positions];
  const key = (i: number): number | null => {
    const item = items[i] as T;
    return (sort === 'living' ? item.living : item.price) ?? null;
  };
  const direction = sort === 'price-asc' ? 1 : -1;
  return [...positions].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) return (ka === null ? 1 : 0) - (kb === null ? 1 : 0) || a - b;
    return (ka - kb) * direction || a - b;
  });
}

/** Page `page` of the filtered items (clamped to the pages there are; an empty set has one page). */
export function pageOfItems<T>(items: readonly T[], page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages, count: items.length };
}

/**
 * Numbered paging: the first and last page, the current one and two either side; null is a gap
 * (never in place of a single page: that page is shown instead).
 */
export function pageLinks(page: number, pages: number, around = 2): (number | null)[] {
  const links: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    const distance = Math.abs(p - page);
    if (p === 1 || p === pages || distance <= around || (distance === around + 1 && (p === 2 || p === pages - 1))) links.push(p);
    else if (links.at(-1) !== null) links.push(null);
  }
  return links;
}

/** Fills a locale template's {{name}} placeholders (the filter's texts come as raw templates). */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
