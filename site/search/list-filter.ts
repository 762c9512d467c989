import { foldText } from '../../schema/search-options.js';

// §2 Listing pages accept ?city=<name>|<zip> and ?type=<type id>; §5 a city matches when its name is
// equal ignoring case and accents and its zip is equal. Pure and zod-free: the list's filter script
// (site/client/list-filter.ts) and the unit tests run this same code.

export interface ListFilter {
  city?: { name: string; zip: string };
  type?: number;
}

/** What the filter reads from a card (the data attributes of site/components/PropertyCard.tsx). */
export interface FilterableCard {
  /** The city name as published (folded here, so the summary can show it as written). */
  city: string;
  zip: string;
  /** Every type category the property is listed under. */
  types: readonly number[];
}

const ZIP = /^[0-9A-Za-z-]{1,10}$/;
const TYPE_ID = /^[1-9]\d{0,5}$/;

/**
 * Reads the filter of a list URL's query (`location.search`). A malformed value (no pipe, an empty
 * name or zip, a type that is not a positive whole number) is ignored, never an error: a shared
 * link with a typo shows the whole list rather than nothing.
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
  return filter;
}

export const hasFilter = (filter: ListFilter): boolean => filter.city !== undefined || filter.type !== undefined;

/** Both filters must hold when both are given. */
export function matchesFilter(card: FilterableCard, filter: ListFilter): boolean {
  if (filter.city && (card.zip !== filter.city.zip || foldText(card.city) !== foldText(filter.city.name))) return false;
  if (filter.type !== undefined && !card.types.includes(filter.type)) return false;
  return true;
}

/** Reads ?page=N (1 when missing or malformed; the caller clamps it to the pages there are). */
export function parsePageNumber(search: string): number {
  const page = new URLSearchParams(search).get('page');
  return page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

/** The query of a filtered list page: the filter as parsed (nothing malformed kept), then the page. */
export function filterQuery(filter: ListFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.city) params.set('city', `${filter.city.name}|${filter.city.zip}`);
  if (filter.type !== undefined) params.set('type', String(filter.type));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Page `page` of the filtered items (clamped to the pages there are; an empty set has one page). */
export function pageOfItems<T>(items: readonly T[], page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages, count: items.length };
}

/** Fills a locale template's {{name}} placeholders (the filter's texts come as raw templates). */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
